import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const crown = style({
  width: '1.5rem',
  height: '1.5rem',
  flexShrink: 0,
  fill: vars.color.accent,
  stroke: vars.color.text,
  strokeWidth: 1.25,
  strokeLinejoin: 'round',
});
