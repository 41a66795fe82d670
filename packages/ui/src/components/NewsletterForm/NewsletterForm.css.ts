import { style } from '@vanilla-extract/css';
import { displayHeading } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '28rem',
});

export const heading = style([displayHeading, { fontSize: vars.font.size.lg }]);

export const intro = style({ margin: 0, color: vars.color.textMuted });
