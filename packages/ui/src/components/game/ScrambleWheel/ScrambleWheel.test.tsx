import { describe, expect, it } from 'vitest';
import { scramblePointsText } from './ScrambleWheel';

describe('scramblePointsText', () => {
  it('signs a gain with a plus and leaves zero and losses as they are', () => {
    expect(scramblePointsText(30)).toBe('+30 Points!');
    expect(scramblePointsText(0)).toBe('0 Points!');
    expect(scramblePointsText(-10)).toBe('-10 Points!');
  });
});
