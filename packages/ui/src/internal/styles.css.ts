import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The one focus ring every control shows when focused from the keyboard. */
export const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
} as const;

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

/** A heading in the display face, shared by dialogs, cards and pages. */
export const displayHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.font.weight.display,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

/** The floating panel of menus, selects and popovers. */
export const popoverPanel = style({
  zIndex: vars.zIndex.popover,
  minWidth: '12rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});

/** A row in a menu or select list; Radix marks the keyboard-highlighted row with data-highlighted. */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
