import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.font.weight.bold, color: vars.color.text, cursor: 'pointer' });

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const thumb = style({
  display: 'block',
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  background: vars.color.borderStrong,
  transform: 'translateX(0.2rem)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primaryText, transform: 'translateX(1.35rem)' },
  },
});
