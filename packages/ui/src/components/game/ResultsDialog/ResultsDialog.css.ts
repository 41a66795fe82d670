import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { playerColorVar } from '../internal/playerColor.css';

export const ranking = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderLeft: `4px solid ${playerColorVar}`,
  background: vars.color.surface,
  selectors: {
    '&[data-rank="1"]': {
      background: `color-mix(in srgb, ${vars.color.accent} 14%, ${vars.color.surface})`,
      borderColor: vars.color.borderStrong,
      borderLeftColor: playerColorVar,
    },
  },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const rank = style({
  minWidth: '1.75rem',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const crown = style({
  width: '1.5rem',
  height: '1.5rem',
  fill: vars.color.accent,
  stroke: vars.color.text,
  strokeWidth: 1.25,
  strokeLinejoin: 'round',
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const score = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
  // On paper nothing can be opened, so every player's answers are printed.
  '@media': { print: { selectors: { '&[hidden]': { display: 'flex' } } } },
});

export const accuracy = style({ margin: 0 });

export const accuracyLabel = style({ fontWeight: vars.font.weight.bold });

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
