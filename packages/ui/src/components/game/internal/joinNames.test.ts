import { describe, expect, it } from 'vitest';
import { joinNames } from './joinNames';

describe('joinNames', () => {
  it('joins two names with "and", and a longer list with commas before the last "and"', () => {
    expect(joinNames(['Ada'])).toBe('Ada');
    expect(joinNames(['Ada', 'Bo'])).toBe('Ada and Bo');
    expect(joinNames(['Ada', 'Bo', 'Cy', 'Di'])).toBe('Ada, Bo, Cy and Di');
  });
});
