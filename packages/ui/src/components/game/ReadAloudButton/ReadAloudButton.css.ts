import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const icon = style({
  width: '1.25em',
  height: '1.25em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
