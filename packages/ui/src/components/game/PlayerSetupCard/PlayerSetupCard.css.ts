import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { playerColorVar } from '../internal/playerColor.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderLeft: `4px solid ${playerColorVar}`,
  // The player colour only tints the card: text stays on a near-neutral ground and keeps its contrast.
  background: `color-mix(in srgb, ${playerColorVar} 8%, ${vars.color.surface})`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
