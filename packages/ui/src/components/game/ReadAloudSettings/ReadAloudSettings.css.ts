import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../internal/styles.css';
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
  selectors: { '&:focus-visible': focusRing },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xs,
  paddingTop: vars.space.sm,
});

export const unavailableNote = style({ margin: 0, fontSize: vars.font.size.md });

export const rateRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const rateInput = style({
  flex: 1,
  minHeight: vars.size.controlMd,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': focusRing },
});

export const rateValue = style({ minWidth: '3.5ch', fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
