import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { displayHeading } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
  variants: {
    padding: {
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'flat' },
});

export const title = style([displayHeading, { fontSize: vars.font.size.lg }]);

export const description = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
