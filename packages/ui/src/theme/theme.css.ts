import { createTheme, createThemeContract } from '@vanilla-extract/css';

/** Spec §3: the seven player colours, named as teachers see them. */
export const palette = {
  farmGreen: '#557B1F',
  deepYellow: '#FCBB1C',
  barnOrange: '#FE691C',
  roosterRed: '#FE2602',
  berryPurple: '#951F7B',
  deepRed: '#B00238',
  skyBlue: '#186DA8',
} as const;

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryText: null,
    border: null,
    focus: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, pill: null },
  font: { body: null, size: { sm: null, md: null, lg: null } },
});

export const themeClass = createTheme(vars, {
  color: {
    background: '#FFFBF2',
    surface: '#FFFFFF',
    text: '#1F1A14',
    textMuted: '#5C5247',
    primary: palette.skyBlue,
    primaryText: '#FFFFFF',
    border: '#D9CFC1',
    focus: '#1F1A14',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '6px', md: '12px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem' },
  },
});
