import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/theme.css';

export const footer = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.large}px)`]: { gridTemplateColumns: '2fr 1fr 1.5fr' },
  },
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.font.size.lg,
});

export const linkList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.text,
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primary, textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const contact = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

export const social = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const socialList = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xl,
  color: vars.color.textMuted,
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
