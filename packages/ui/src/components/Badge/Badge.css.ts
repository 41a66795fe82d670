import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thin} solid transparent`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      info: { background: vars.color.infoSurface, color: vars.color.infoSurfaceText },
      success: { background: vars.color.successSurface, color: vars.color.successSurfaceText },
      warning: { background: vars.color.warningSurface, color: vars.color.warningSurfaceText },
      danger: { background: vars.color.dangerSurface, color: vars.color.dangerSurfaceText },
      premium: { background: vars.color.premium, color: vars.color.premiumText },
      accent: { background: vars.color.accent, color: vars.color.accentText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
