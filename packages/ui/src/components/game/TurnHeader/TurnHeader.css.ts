import { fallbackVar, style } from '@vanilla-extract/css';
import { stageText } from '../../../theme/stage.css';
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
  fontSize: fallbackVar(stageText.label, vars.font.size.lg),
  lineHeight: vars.font.lineHeight.tight,
});

export const points = style({
  fontSize: fallbackVar(stageText.label, vars.font.size.lg),
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
