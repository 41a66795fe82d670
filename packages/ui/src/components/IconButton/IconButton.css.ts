import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: vars.font.size.md },
      md: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: vars.font.size.lg },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg, fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
