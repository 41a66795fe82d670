import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { playerColorVar } from './playerColor.css';

export const marker = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  verticalAlign: 'middle',
  fill: playerColorVar,
  // The outline keeps light colours such as Deep Yellow visible on a light surface.
  stroke: vars.color.text,
  strokeWidth: 1.25,
  strokeLinejoin: 'round',
});
