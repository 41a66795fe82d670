import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#186DA8', '#186DA8')).toBe(1);
  });

  it('does not depend on which colour is the foreground', () => {
    expect(contrastRatio('#FCBB1C', '#1F1A14')).toBe(contrastRatio('#1F1A14', '#FCBB1C'));
  });

  it('matches a published value: #767676 on white is the lightest grey that passes AA', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot read rather than guessing', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(/#RRGGBB/);
  });
});
