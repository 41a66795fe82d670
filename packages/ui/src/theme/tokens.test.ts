import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { defaultTokens, onPalette, palette, projectorTokens } from './tokens';
import type { PaletteColor, ThemeTokens } from './tokens';

type ColorName = keyof ThemeTokens['color'];

/** Text and the backgrounds it is set on: WCAG 1.4.3 asks 4.5:1 for body text. */
const textPairs: [ColorName, ColorName][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['accentText', 'accent'],
  ['dangerText', 'danger'],
  ['dangerText', 'dangerHover'],
  ['dangerSurfaceText', 'dangerSurface'],
  ['danger', 'surface'],
  ['infoText', 'info'],
  ['infoSurfaceText', 'infoSurface'],
  ['successText', 'success'],
  ['successSurfaceText', 'successSurface'],
  ['warningText', 'warning'],
  ['warningSurfaceText', 'warningSurface'],
  ['premiumText', 'premium'],
  ['primary', 'surface'],
  ['primary', 'background'],
];

/** Control edges, focus rings and solid fills against what surrounds them: WCAG 1.4.11 asks 3:1. */
const uiPairs: [ColorName, ColorName][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['primary', 'background'],
  ['danger', 'dangerSurface'],
  ['info', 'infoSurface'],
  ['success', 'successSurface'],
  ['warningBorder', 'warningSurface'],
];

const themes: [string, ThemeTokens, number][] = [
  // The projector theme is held to AAA (7:1) for text: projectors wash colours out.
  ['default', defaultTokens, 4.5],
  ['projector', projectorTokens, 7],
];

describe.each(themes)('the %s theme', (_name, tokens, textMinimum) => {
  it.each(textPairs)(`sets %s on %s at ${textMinimum}:1 or more`, (foreground, background) => {
    expect(contrastRatio(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(
      textMinimum,
    );
  });

  it.each(uiPairs)('draws %s against %s at 3:1 or more', (foreground, background) => {
    expect(contrastRatio(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('text on the player palette', () => {
  it.each(Object.keys(palette) as PaletteColor[])('reads on %s at 4.5:1 or more', (color) => {
    expect(contrastRatio(onPalette[color], palette[color])).toBeGreaterThanOrEqual(4.5);
  });

  it('needs dark ink on Deep Yellow, Barn Orange and Rooster Red, where white text fails AA', () => {
    for (const color of ['deepYellow', 'barnOrange', 'roosterRed'] as const) {
      expect(contrastRatio('#FFFFFF', palette[color])).toBeLessThan(4.5);
      expect(onPalette[color]).not.toBe('#FFFFFF');
    }
  });
});
