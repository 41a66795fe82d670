import { describe, expect, it } from 'vitest';
import type { MultipleChoicePhase } from './MultipleChoiceGrid';
import { optionGridColumns, multipleChoiceOptionState } from './MultipleChoiceGrid';

const right = { id: 'a', text: 'Jupiter', isCorrect: true };
const wrong = { id: 'b', text: 'Mars', isCorrect: false };
const other = { id: 'c', text: 'Venus', isCorrect: false };

const statesIn = (phase: MultipleChoicePhase, selectedId: string | null) =>
  [right, wrong, other].map((option) => multipleChoiceOptionState(option, phase, selectedId));

describe('multipleChoiceOptionState', () => {
  it('shows no result while the player is choosing', () => {
    expect(statesIn('idle', null)).toEqual(['idle', 'idle', 'idle']);
  });

  it('highlights only the chosen option before the flash', () => {
    expect(statesIn('selected', 'b')).toEqual(['idle', 'selected', 'idle']);
  });

  it('marks the right option and a wrong choice while flashing and in review', () => {
    expect(statesIn('flashing', 'b')).toEqual(['correct', 'incorrect', 'unchosen']);
    expect(statesIn('review', 'a')).toEqual(['correct', 'unchosen', 'unchosen']);
  });
});

describe('optionGridColumns', () => {
  it('lays two options side by side, three in a row and four as two by two', () => {
    expect([2, 3, 4].map(optionGridColumns)).toEqual([2, 3, 2]);
  });
});
