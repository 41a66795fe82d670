import { describe, expect, it } from 'vitest';
import {
  FREE_LIMIT_MESSAGE,
  FREE_SCRAMBLE_LIMIT,
  isFreeLimitReached,
  isScrambleLimitReached,
  SCRAMBLE_EVERY_ROUNDS,
  SCRAMBLE_START_MESSAGE,
  scrambleCountdown,
  scrambleLimitWarning,
  SCRAMBLES_UNAVAILABLE_MESSAGE,
  SCRAMBLES_UNAVAILABLE_TITLE,
  shouldStartScramble,
  spinOutcome,
  turnsUntilScramble,
} from './scramble';

describe('Score Scramble', () => {
  it('comes every 5 completed rounds, twice per free session', () => {
    expect([SCRAMBLE_EVERY_ROUNDS, FREE_SCRAMBLE_LIMIT]).toEqual([5, 2]);
  });

  it('uses the exact toast texts', () => {
    expect(SCRAMBLE_START_MESSAGE).toBe('Score Scramble time! All players get a spin!');
    expect(FREE_LIMIT_MESSAGE).toBe(
      "You've reached the free limit for Score Scrambles. Upgrade to premium for unlimited games!",
    );
    expect([SCRAMBLES_UNAVAILABLE_TITLE, SCRAMBLES_UNAVAILABLE_MESSAGE]).toEqual([
      'Feature Unavailable',
      'This feature is currently unavailable.',
    ]);
  });

  it.each([
    [0, 2, 5],
    [1, 2, 5],
    [2, 2, 4],
    [3, 2, 4],
    [8, 2, 1],
    [10, 2, 5],
    [12, 2, 4],
    [3, 1, 2],
    [4, 1, 1],
    [5, 1, 5],
    [11, 4, 3],
  ])('countdown: %s answers by %s players leaves %s turns', (totalAnswers, playerCount, turns) => {
    expect(turnsUntilScramble({ totalAnswers, playerCount })).toBe(turns);
  });

  it.each([
    [[5, 5], true],
    [[10, 10, 10], true],
    [[5], true],
    [[0, 0], false],
    [[4, 4], false],
    [[5, 4], false],
    [[6, 4], false],
    [[7, 3], false],
    [[5, 5, 6], false],
    [[], false],
  ])('answers per player %j start a scramble: %s', (answersPerPlayer, starts) => {
    expect(shouldStartScramble({ answersPerPlayer })).toBe(starts);
  });

  it.each([
    [5, false, '5 turns until Score Scramble'],
    [3, false, '3 turns until Score Scramble'],
    [2, true, '2 turns until Score Scramble!'],
    [1, true, '1 turn until Score Scramble!'],
  ])('shows %s turns as urgent=%s with the text %j', (turns, urgent, text) => {
    expect(scrambleCountdown(turns)).toEqual({ turns, urgent, text });
  });

  it('stops Score Scrambles after 2 in a session, unless they go on past the free limit', () => {
    expect(isScrambleLimitReached({ extraScrambles: 'premium', scramblesPlayed: 1 })).toBe(false);
    expect(isScrambleLimitReached({ extraScrambles: 'premium', scramblesPlayed: 2 })).toBe(true);
    expect(isScrambleLimitReached({ extraScrambles: 'unavailable', scramblesPlayed: 2 })).toBe(true);
    expect(isScrambleLimitReached({ extraScrambles: 'loading', scramblesPlayed: 2 })).toBe(true);
    expect(isScrambleLimitReached({ extraScrambles: 'on', scramblesPlayed: 9 })).toBe(false);
  });

  it('calls it the free limit only where upgrading would lift it', () => {
    expect(isFreeLimitReached({ extraScrambles: 'premium', scramblesPlayed: 1 })).toBe(false);
    expect(isFreeLimitReached({ extraScrambles: 'premium', scramblesPlayed: 2 })).toBe(true);
    expect(isFreeLimitReached({ extraScrambles: 'loading', scramblesPlayed: 2 })).toBe(true);
    expect(isFreeLimitReached({ extraScrambles: 'unavailable', scramblesPlayed: 2 })).toBe(false);
    expect(isFreeLimitReached({ extraScrambles: 'on', scramblesPlayed: 9 })).toBe(false);
  });

  it('warns of the free limit with the upgrade, and of switched-off Score Scrambles without one', () => {
    expect(scrambleLimitWarning('premium')).toEqual({ message: FREE_LIMIT_MESSAGE });
    expect(scrambleLimitWarning('loading')).toEqual({ message: FREE_LIMIT_MESSAGE });
    expect(scrambleLimitWarning('unavailable')).toEqual({
      message: 'Feature Unavailable',
      description: 'This feature is currently unavailable.',
    });
  });

  it("offers 'Next Player' before the last spinner, then 'Continue' or 'End Game' at the free limit", () => {
    const free = { playerCount: 3, extraScrambles: 'premium' } as const;
    expect(spinOutcome({ ...free, spinnerIndex: 1, scramblesPlayed: 2 })).toBe('Next Player');
    expect(spinOutcome({ ...free, spinnerIndex: 2, scramblesPlayed: 1 })).toBe('Continue');
    expect(spinOutcome({ ...free, spinnerIndex: 2, scramblesPlayed: 2 })).toBe('End Game');
    expect(spinOutcome({ playerCount: 1, extraScrambles: 'on', spinnerIndex: 0, scramblesPlayed: 7 })).toBe(
      'Continue',
    );
    expect(
      spinOutcome({ playerCount: 1, extraScrambles: 'unavailable', spinnerIndex: 0, scramblesPlayed: 2 }),
    ).toBe('Continue');
  });
});
