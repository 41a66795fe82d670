import { fallbackVar, style } from '@vanilla-extract/css';
import { stageText } from '../../../theme/stage.css';
import { vars } from '../../../theme/theme.css';

export const timer = style({
  display: 'flex',
  justifyContent: 'center',
  fontFamily: vars.font.body,
});

export const clock = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    // Told apart by fill and weight as well as colour: dark on light while it runs, reversed when time is short.
    '&[data-state="urgent"]': {
      background: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.dangerText,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-state="stopped"]': {
      background: vars.color.surfaceMuted,
      borderStyle: 'dashed',
      color: vars.color.text,
    },
  },
});

// On a game screen the count reads from the back of the room, as the team names beside it do.
export const seconds = style({
  fontSize: fallbackVar(stageText.label, vars.font.size.xxl),
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Digits of equal width, so the count does not jiggle as it falls.
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  fontSize: fallbackVar(stageText.detail, vars.font.size.lg),
});
