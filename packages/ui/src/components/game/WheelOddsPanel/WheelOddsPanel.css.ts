import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const panel = style({
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.sm,
});

export const summaryLine = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const explanation = style({ margin: `${vars.space.sm} 0`, fontSize: vars.font.size.md });

export const outcomes = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Each row lays its three parts into the list's columns, so the numbers line up down the panel.
export const outcome = style({ display: 'contents' });

export const points = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  selectors: {
    '&[data-sign="gain"]': { color: vars.color.successSurfaceText },
    '&[data-sign="loss"]': { color: vars.color.dangerSurfaceText },
  },
});

export const chance = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
