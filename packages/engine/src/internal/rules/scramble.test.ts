import { describe, expect, it } from 'vitest';
import {
  FREE_LIMIT_MESSAGE,
  FREE_SCRAMBLE_LIMIT,
  isFreeLimitReached,
  SCRAMBLE_EVERY_ROUNDS,
  SCRAMBLE_START_MESSAGE,
  scrambleCountdown,
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

  it('reaches the free limit after 2 scrambles of a free session, never for premium', () => {
    expect(isFreeLimitReached({ isPremium: false, scramblesPlayed: 1 })).toBe(false);
    expect(isFreeLimitReached({ isPremium: false, scramblesPlayed: 2 })).toBe(true);
    expect(isFreeLimitReached({ isPremium: true, scramblesPlayed: 9 })).toBe(false);
  });

  it("offers 'Next Player' before the last spinner, then 'Continue' or 'End Game' at the free limit", () => {
    const free = { playerCount: 3, isPremium: false };
    expect(spinOutcome({ ...free, spinnerIndex: 1, scramblesPlayed: 2 })).toBe('Next Player');
    expect(spinOutcome({ ...free, spinnerIndex: 2, scramblesPlayed: 1 })).toBe('Continue');
    expect(spinOutcome({ ...free, spinnerIndex: 2, scramblesPlayed: 2 })).toBe('End Game');
    expect(spinOutcome({ playerCount: 1, isPremium: true, spinnerIndex: 0, scramblesPlayed: 7 })).toBe(
      'Continue',
    );
  });
});
