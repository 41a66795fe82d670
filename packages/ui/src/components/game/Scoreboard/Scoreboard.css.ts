import { fallbackVar, style } from '@vanilla-extract/css';
import { stageText } from '../../../theme/stage.css';
import { vars } from '../../../theme/theme.css';
import { playerColorVar } from '../internal/playerColor.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const players = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const player = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `2px solid transparent`,
  borderLeft: `4px solid ${playerColorVar}`,
  background: vars.color.surface,
  fontSize: fallbackVar(stageText.label, vars.font.size.md),
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    // Highlighted by tint, frame and weight together, so the active player stands out without colour vision.
    '&[data-state="active"]': {
      background: `color-mix(in srgb, ${playerColorVar} 14%, ${vars.color.surface})`,
      borderColor: vars.color.text,
      borderLeftColor: playerColorVar,
      fontWeight: 700,
    },
  },
});

export const score = style({
  fontSize: fallbackVar(stageText.label, vars.font.size.lg),
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const countdown = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  fontSize: fallbackVar(stageText.detail, vars.font.size.md),
  selectors: {
    '&[data-state="urgent"]': {
      background: vars.color.text,
      color: vars.color.surface,
      borderColor: vars.color.text,
      fontWeight: 700,
    },
  },
});
