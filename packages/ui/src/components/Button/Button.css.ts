import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: 600,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      secondary: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
    },
    size: {
      md: { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.font.size.md },
      lg: { padding: `${vars.space.md} ${vars.space.lg}`, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
