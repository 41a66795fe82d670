import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  marginTop: '0.05em',
  padding: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primaryText,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const indicator = style({ display: 'inline-flex', fontSize: vars.font.size.md });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ cursor: 'pointer', color: vars.color.text });

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
