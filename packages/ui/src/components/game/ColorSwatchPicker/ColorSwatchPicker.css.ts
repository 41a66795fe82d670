import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { playerColorVar } from '../internal/playerColor.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const swatch = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-state="checked"]': {
      borderColor: vars.color.text,
      background: `color-mix(in srgb, ${playerColorVar} 18%, ${vars.color.surface})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const shape = style({ width: '1.5rem', height: '1.5rem' });

/** The tick on the chosen swatch: the choice must not rely on the colour change alone. */
export const checkMark = style({
  position: 'absolute',
  top: '-0.4rem',
  right: '-0.4rem',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: vars.color.surface,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  selectors: { [`${swatch}:not([data-state="checked"]) &`]: { display: 'none' } },
});
