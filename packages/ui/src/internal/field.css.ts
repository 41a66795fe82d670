import { style } from '@vanilla-extract/css';
import { focusRing } from './styles.css';
import { vars } from '../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.danger,
});

/** Text inputs and text areas share one look; an invalid control gets a thick danger edge. */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6, background: vars.color.surfaceMuted },
    '&[data-state="invalid"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  },
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.15em' });
