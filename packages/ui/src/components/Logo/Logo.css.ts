import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const logo = recipe({
  base: { position: 'relative', display: 'inline-flex', alignItems: 'center', lineHeight: 1 },
  variants: {
    size: {
      sm: { height: '2.5rem', fontSize: vars.font.size.xl },
      md: { height: '4rem', fontSize: vars.font.size.xxl },
      lg: { height: '8rem', fontSize: vars.font.size.display },
    },
  },
  defaultVariants: { size: 'md' },
});

// The image holds its place from the start: square (the logo's shape) until it has loaded, its own shape
// after. An image that arrived before the page was painted is at its own size from the first frame, so the
// placeholder leaving moves nothing.
export const image = style({
  display: 'block',
  height: '100%',
  width: 'auto',
  aspectRatio: 'auto 1 / 1',
  selectors: {
    '&[data-state="loading"]': { opacity: 0 },
  },
});

/** Stands in for an address not known yet, in the logo's square shape. */
export const placeholder = style({ aspectRatio: '1 / 1', height: '100%' });

/** Covers the image while it loads. */
export const placeholderOverImage = style({ position: 'absolute', inset: 0 });

export const fallback = style({
  fontFamily: vars.font.display,
  fontWeight: vars.font.weight.display,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
