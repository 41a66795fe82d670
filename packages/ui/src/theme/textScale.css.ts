import { assignVars } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/**
 * A type scale for young readers at the back of a classroom: every step a good deal larger than even the
 * projector theme's, so a screen that puts this on one wrapper grows all the text inside it at once.
 */
const largeSizes = {
  xs: '1rem',
  sm: '1.125rem',
  md: '1.375rem',
  lg: '1.75rem',
  xl: '2.25rem',
  xxl: '2.75rem',
  display: '4rem',
};

/** The text size of everything inside: `regular` keeps the theme's scale, `large` swaps in the larger one. */
export const textScale = recipe({
  variants: {
    size: {
      regular: {},
      large: { vars: assignVars(vars.font.size, largeSizes), fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'regular' },
});

export type TextScaleVariants = NonNullable<RecipeVariants<typeof textScale>>;
