import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { playerColorVar } from '../internal/playerColor.css';

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${playerColorVar}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
});

export const points = style({
  fontSize: vars.font.size.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
