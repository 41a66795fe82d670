import { style } from '@vanilla-extract/css';
import { displayHeading } from './styles.css';
import { vars } from '../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.font.weight.display,
  fontSize: `calc(${vars.font.size.display} * 1.5)`,
  lineHeight: 1,
});

export const heading = style([displayHeading, { fontSize: vars.font.size.xxl }]);

export const message = style({ margin: 0, maxWidth: '32rem', color: vars.color.textMuted });
