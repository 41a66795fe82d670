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

export const image = style({
  display: 'block',
  height: '100%',
  width: 'auto',
  selectors: {
    // Kept in the layout while loading so the browser fetches it, but unseen behind the placeholder.
    '&[data-state="loading"]': { position: 'absolute', inset: 0, opacity: 0 },
  },
});

export const placeholder = style({ aspectRatio: '3 / 1', height: '100%' });

export const fallback = style({
  fontFamily: vars.font.display,
  fontWeight: vars.font.weight.display,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
