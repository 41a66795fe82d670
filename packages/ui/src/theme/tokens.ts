import type { PaletteColor } from '@quizcoop/contract';
import { PLAYER_PALETTE } from '@quizcoop/contract';

export type { PaletteColor };

/** The codes of the seven player colours, by the names the theme gives them. */
export const palette = Object.fromEntries(
  Object.entries(PLAYER_PALETTE).map(([color, { hex }]) => [color, hex]),
) as Record<PaletteColor, string>;

const ink = '#1A140E';
const white = '#FFFFFF';

/**
 * The text colour that reads on each palette colour at WCAG AA. Deep Yellow, Barn Orange and Rooster Red are too
 * light for white text, so they carry dark ink.
 */
export const onPalette: Record<PaletteColor, string> = {
  farmGreen: white,
  deepYellow: ink,
  barnOrange: ink,
  roosterRed: ink,
  berryPurple: white,
  deepRed: white,
  skyBlue: white,
};

/** Media-query widths shared by the sprinkles conditions and any component that needs them. */
export const breakpoints = { medium: 768, large: 1024 } as const;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

const fontStacks = {
  body: '"Atkinson Hyperlegible", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  display: 'Fredoka, "Atkinson Hyperlegible", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

/** Every token a theme must give a value; the contract in theme.css.ts is built from this shape. */
export type ThemeTokens = {
  color: {
    /** The page behind everything. */
    background: string;
    /** Cards, fields, menus and dialogs. */
    surface: string;
    /** A quieter fill inside a surface: table headers, tracks, hovered menu items. */
    surfaceMuted: string;
    text: string;
    textMuted: string;
    /** Decorative lines: card edges and dividers. */
    border: string;
    /** Edges of controls that must be seen to be used (WCAG 1.4.11: at least 3:1). */
    borderStrong: string;
    focus: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    accent: string;
    accentText: string;
    danger: string;
    dangerHover: string;
    dangerText: string;
    dangerSurface: string;
    dangerSurfaceText: string;
    info: string;
    infoText: string;
    infoSurface: string;
    infoSurfaceText: string;
    success: string;
    successText: string;
    successSurface: string;
    successSurfaceText: string;
    warning: string;
    warningText: string;
    warningSurface: string;
    warningSurfaceText: string;
    warningBorder: string;
    premium: string;
    premiumText: string;
    overlay: string;
    skeleton: string;
    skeletonHighlight: string;
  };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  borderWidth: { thin: string; thick: string };
  focusRing: { width: string; offset: string };
  font: {
    body: string;
    display: string;
    weight: { regular: string; bold: string; display: string };
    lineHeight: { tight: string; normal: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  };
  size: { controlSm: string; controlMd: string; controlLg: string };
  shadow: { sm: string; md: string; lg: string };
  motion: {
    duration: { fast: string; normal: string; slow: string; spin: string; shimmer: string };
    easing: { standard: string; emphasized: string };
  };
  zIndex: { floating: string; overlay: string; popover: string; toast: string };
};

export const defaultTokens: ThemeTokens = {
  color: {
    background: '#FFFBF2',
    surface: white,
    surfaceMuted: '#F5EEE3',
    text: '#1F1A14',
    textMuted: '#5C5247',
    border: '#D9CFC1',
    borderStrong: '#7A6E60',
    focus: '#0B4F7C',
    primary: palette.skyBlue,
    primaryHover: '#125685',
    primaryText: white,
    accent: palette.deepYellow,
    accentText: ink,
    danger: palette.deepRed,
    dangerHover: '#8E022D',
    dangerText: white,
    dangerSurface: '#FDECEF',
    dangerSurfaceText: '#7A0127',
    info: palette.skyBlue,
    infoText: white,
    infoSurface: '#E8F2FA',
    infoSurfaceText: '#0B4F7C',
    success: palette.farmGreen,
    successText: white,
    successSurface: '#EEF5E4',
    successSurfaceText: '#37501A',
    warning: palette.barnOrange,
    warningText: ink,
    warningSurface: '#FFF3E0',
    warningSurfaceText: '#7A3300',
    warningBorder: '#C24E0C',
    premium: palette.berryPurple,
    premiumText: white,
    overlay: 'rgba(31, 26, 20, 0.55)',
    skeleton: '#EDE5D8',
    skeletonHighlight: '#F8F3EB',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  borderWidth: { thin: '1px', thick: '2px' },
  focusRing: { width: '3px', offset: '2px' },
  font: {
    ...fontStacks,
    weight: { regular: '400', bold: '700', display: '600' },
    lineHeight: { tight: '1.2', normal: '1.5' },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.5rem',
      xxl: '2rem',
      display: '2.75rem',
    },
  },
  size: { controlSm: '32px', controlMd: '40px', controlLg: '48px' },
  shadow: {
    sm: '0 1px 2px rgba(31, 26, 20, 0.12)',
    md: '0 4px 12px rgba(31, 26, 20, 0.14)',
    lg: '0 12px 32px rgba(31, 26, 20, 0.22)',
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '400ms', spin: '800ms', shimmer: '1600ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)' },
  },
  zIndex: { floating: '50', overlay: '100', popover: '200', toast: '300' },
};

/**
 * For classroom projectors, which wash colours out: pure white and black, darker accents, thicker edges and a
 * larger type scale. Every text pair reaches at least 7:1 (WCAG AAA).
 */
export const projectorTokens: ThemeTokens = {
  ...defaultTokens,
  color: {
    background: white,
    surface: white,
    surfaceMuted: '#EDEDED',
    text: '#000000',
    textMuted: '#262626',
    border: '#000000',
    borderStrong: '#000000',
    focus: '#5B0FB3',
    primary: '#0A4470',
    primaryHover: '#062E4D',
    primaryText: white,
    accent: palette.deepYellow,
    accentText: '#000000',
    danger: '#8A0029',
    dangerHover: '#66001E',
    dangerText: white,
    dangerSurface: '#FFE5EB',
    dangerSurfaceText: '#5C001B',
    info: '#0A4470',
    infoText: white,
    infoSurface: '#E0EEFA',
    infoSurfaceText: '#002745',
    success: '#2F4A0E',
    successText: white,
    successSurface: '#E8F3D9',
    successSurfaceText: '#1E3008',
    warning: '#FE691C',
    warningText: '#000000',
    warningSurface: '#FFEBD6',
    warningSurfaceText: '#4D1F00',
    warningBorder: '#8A3500',
    premium: '#6E1459',
    premiumText: white,
    overlay: 'rgba(0, 0, 0, 0.7)',
    skeleton: '#D9D9D9',
    skeletonHighlight: '#EDEDED',
  },
  borderWidth: { thin: '2px', thick: '3px' },
  focusRing: { width: '4px', offset: '2px' },
  font: {
    ...defaultTokens.font,
    size: {
      xs: '0.875rem',
      sm: '1rem',
      md: '1.125rem',
      lg: '1.375rem',
      xl: '1.75rem',
      xxl: '2.25rem',
      display: '3.25rem',
    },
  },
  size: { controlSm: '36px', controlMd: '44px', controlLg: '56px' },
  shadow: {
    sm: '0 0 0 1px #000000',
    md: '0 0 0 2px #000000',
    lg: '0 0 0 3px #000000',
  },
};

/** With reduced motion, transitions and decorative loops stop; state changes still happen, instantly. */
export const reducedMotion: ThemeTokens['motion'] = {
  duration: { fast: '0ms', normal: '0ms', slow: '0ms', spin: '0ms', shimmer: '0ms' },
  easing: defaultTokens.motion.easing,
};
