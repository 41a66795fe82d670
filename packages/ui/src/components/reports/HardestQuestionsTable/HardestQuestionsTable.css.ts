import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const question = style({ overflowWrap: 'anywhere' });

export const edit = style({
  display: 'block',
  width: 'fit-content',
  marginTop: vars.space.xxs,
  color: vars.color.primary,
  fontWeight: vars.font.weight.bold,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
