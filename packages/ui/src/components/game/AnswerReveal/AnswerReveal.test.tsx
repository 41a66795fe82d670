import { describe, expect, it } from 'vitest';
import { answerRevealState } from './AnswerReveal';

describe('answerRevealState', () => {
  it('keeps the answer hidden until revealed, then asks for a mark, then offers Continue', () => {
    expect(answerRevealState(false, false)).toBe('hidden');
    expect(answerRevealState(false, true)).toBe('hidden');
    expect(answerRevealState(true, false)).toBe('marking');
    expect(answerRevealState(true, true)).toBe('continue');
  });
});
