import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { spin } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export const ring = recipe({
  base: {
    display: 'block',
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.primary,
    animation: `${spin} ${vars.motion.duration.spin} linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
      md: { width: '1.75rem', height: '1.75rem', borderWidth: '3px' },
      lg: { width: '3rem', height: '3rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});
