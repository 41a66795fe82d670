import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { displayHeading, fadeIn, popIn } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const panel = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: 'calc(100vw - 2rem)',
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    padding: vars.space.lg,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    transform: 'translate(-50%, -50%)',
    animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '48rem' },
      full: { maxWidth: 'calc(100vw - 2rem)' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const title = style([displayHeading, { fontSize: vars.font.size.xl, paddingRight: vars.space.xl }]);

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const closeButton = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
