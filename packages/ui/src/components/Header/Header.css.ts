import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const home = style({
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const end = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });
