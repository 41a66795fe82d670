import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  overflowX: 'auto',
});

export const trigger = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: `3px solid transparent`,
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const content = style({
  paddingTop: vars.space.md,
  selectors: { '&:focus-visible': focusRing },
});
