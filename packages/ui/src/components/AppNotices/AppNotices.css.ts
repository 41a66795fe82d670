import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/**
 * Bottom left, clear of the feedback button and the toasts on the right, and above the cookie banner as toasts
 * are, so a notice is never hidden behind it; only the notices themselves take clicks.
 */
export const stack = style({
  position: 'fixed',
  left: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: `min(28rem, calc(100vw - 2 * ${vars.space.md}))`,
  pointerEvents: 'none',
});

export const takesClicks = style({ pointerEvents: 'auto' });

export const notice = style({
  alignItems: 'center',
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
});

export const message = style({ margin: 0, flex: 1, fontSize: vars.font.size.md });
