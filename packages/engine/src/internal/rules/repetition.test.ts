import { describe, expect, it } from 'vitest';
import { emptySetWarning, joinNames, repetitionWarning, shortSetWarning } from './repetition';

describe('repetition warning', () => {
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

describe("setup's warnings about a set's size", () => {
  it('asks for another set when a set has no questions, naming everyone who plays it', () => {
    expect(emptySetWarning(['Owls'])).toBe('The set for Owls has no questions: choose another set.');
    expect(emptySetWarning(['Owls', 'Bees'])).toBe(
      'The set for Owls and Bees has no questions: choose another set.',
    );
  });

  it('says how many questions a short set has for how many turns', () => {
    expect(shortSetWarning({ names: ['Owls', 'Bees'], questionCount: 6, turns: 10 })).toBe(
      'The set for Owls and Bees has only 6 questions for 10 turns before the next Score Scramble, so some will repeat.',
    );
    expect(shortSetWarning({ names: ['Owls'], questionCount: 1, turns: 5 })).toBe(
      'The set for Owls has only 1 question for 5 turns before the next Score Scramble, so some will repeat.',
    );
  });
});
