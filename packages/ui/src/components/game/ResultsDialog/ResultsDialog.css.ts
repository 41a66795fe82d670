import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The results panel as printed: the whole of it on the page's own flow rather than a scrolling box over the
 * game, and nothing else of the page, the dimmed backdrop included, because the sheet is for the class wall.
 */
export const printable = style({
  '@media': {
    print: {
      position: 'static',
      transform: 'none',
      width: 'auto',
      maxHeight: 'none',
      overflow: 'visible',
      boxShadow: 'none',
      border: 'none',
      animation: 'none',
    },
  },
});

globalStyle(`body:has(${printable}) > :not(${printable}):not(:has(${printable}))`, {
  '@media': { print: { display: 'none' } },
});

globalStyle(`:has(> ${printable}) > :not(${printable})`, {
  '@media': { print: { display: 'none' } },
});

// Buttons do nothing on paper.
globalStyle(`${printable} button`, {
  '@media': { print: { display: 'none' } },
});
