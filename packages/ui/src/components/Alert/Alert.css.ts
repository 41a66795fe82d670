import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

/** The callout shared by Alert (error) and Notice (the blue confirmation). */
export const callout = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderLeftWidth: '6px',
  },
  variants: {
    tone: {
      danger: {
        background: vars.color.dangerSurface,
        color: vars.color.dangerSurfaceText,
        borderColor: vars.color.danger,
      },
      info: {
        background: vars.color.infoSurface,
        color: vars.color.infoSurfaceText,
        borderColor: vars.color.info,
      },
    },
  },
});

export const icon = style({ flexShrink: 0, marginTop: '0.2em', fontSize: vars.font.size.lg });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });

export const content = style({ margin: 0, fontSize: vars.font.size.md });
