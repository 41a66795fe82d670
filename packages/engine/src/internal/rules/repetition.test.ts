import { describe, expect, it } from 'vitest';
import { joinNames, repetitionThreshold, repetitionWarning, shouldWarnOfRepetition } from './repetition';

describe('repetition warning', () => {
  it('divides the set by the players and floors', () => {
    expect(repetitionThreshold({ questionCount: 10, playerCount: 3 })).toBe(3);
    expect(repetitionThreshold({ questionCount: 20, playerCount: 2 })).toBe(10);
  });

  it('warns once the round reaches the threshold minus 1', () => {
    const set = { questionCount: 10, playerCount: 2 };
    expect(shouldWarnOfRepetition({ ...set, round: 3 })).toBe(false);
    expect(shouldWarnOfRepetition({ ...set, round: 4 })).toBe(true);
    expect(shouldWarnOfRepetition({ ...set, round: 6 })).toBe(true);
  });

  it('does not warn for a set without questions', () => {
    expect(shouldWarnOfRepetition({ questionCount: 0, playerCount: 1, round: 1 })).toBe(false);
  });

  it("names one player, and joins two names with 'and'", () => {
    expect(repetitionWarning(['Owls'])).toBe(
      'Questions for Owls will repeat before the next Score Scramble.',
    );
    expect(repetitionWarning(['Owls', 'Bees'])).toBe(
      'Questions for Owls and Bees will repeat before the next Score Scramble.',
    );
    expect(repetitionWarning([])).toBeNull();
  });

  it('lists three or more names with commas and a final and', () => {
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
    expect(joinNames([])).toBe('');
  });
});
