import { style } from '@vanilla-extract/css';
import { displayHeading } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thick} dashed ${vars.color.premium}`,
  borderRadius: vars.radius.lg,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  background: vars.color.premium,
  color: vars.color.premiumText,
  fontSize: vars.font.size.xxl,
});

export const title = style([displayHeading, { fontSize: vars.font.size.xl }]);

export const text = style({ margin: 0, maxWidth: '28rem', color: vars.color.textMuted });
