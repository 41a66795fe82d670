import { fallbackVar, style } from '@vanilla-extract/css';
import { stageText } from '../../../theme/stage.css';
import { vars } from '../../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const answer = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: fallbackVar(stageText.answer, vars.font.size.lg),
  textAlign: 'center',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const answerLabel = style({ fontWeight: vars.font.weight.bold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const icon = style({
  width: '1.25em',
  height: '1.25em',
  strokeWidth: 3,
});
