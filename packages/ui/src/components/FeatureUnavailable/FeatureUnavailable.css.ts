import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const gate = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  border: `${vars.borderWidth.thick} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
});

export const text = style({ margin: 0, color: vars.color.textMuted });
