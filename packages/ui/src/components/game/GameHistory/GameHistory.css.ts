import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const scrollArea = style({
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const list = style({ margin: 0, padding: vars.space.xs, listStyle: 'none' });

export const event = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    '&[data-type="round"]': {
      gridTemplateColumns: '1fr auto',
      fontWeight: vars.font.weight.bold,
      background: vars.color.surface,
      borderRadius: vars.radius.sm,
    },
  },
});

export const summary = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const points = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-sign="gain"]': { color: vars.color.successSurfaceText },
    '&[data-sign="loss"]': { color: vars.color.dangerSurfaceText },
  },
});

export const time = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
