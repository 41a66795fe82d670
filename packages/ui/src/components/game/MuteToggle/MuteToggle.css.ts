import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const toggle = style({
  position: 'relative',
  selectors: { '&[data-state="loading"]': { cursor: 'progress' } },
});

export const icon = style({
  width: '1.25em',
  height: '1.25em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** A small mark on the speaker when some sounds failed: the state must not rest on the tooltip alone. */
export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  background: vars.color.danger,
  selectors: { [`${toggle}[data-state="loading"] &`]: { background: vars.color.textMuted } },
});
