import { fallbackVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../../internal/styles.css';
import { sidePanelListHeight, sidePanelWidth, stageText } from '../../../theme/stage.css';
import { vars } from '../../../theme/theme.css';
import { GAME_HISTORY_HEIGHT } from './gameHistoryHeight';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // Folded away, a side panel keeps only its heading's width, and the question card takes the rest.
  selectors: { '&[data-state="open"]': { inlineSize: fallbackVar(sidePanelWidth, 'auto') } },
});

export const heading = style({ margin: 0, fontSize: fallbackVar(stageText.detail, vars.font.size.lg) });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const toggleIcon = style({ flexShrink: 0, width: '1.25em', height: '1.25em' });

export const scrollArea = style({
  flex: '0 1 auto',
  minHeight: 0,
  height: fallbackVar(sidePanelListHeight, `${GAME_HISTORY_HEIGHT}px`),
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const list = style({ margin: 0, padding: vars.space.xs, listStyle: 'none' });

export const event = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: fallbackVar(stageText.note, vars.font.size.sm),
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    '&[data-type="round"]': {
      gridTemplateColumns: '1fr auto',
      fontWeight: vars.font.weight.bold,
      background: vars.color.surface,
      borderRadius: vars.radius.sm,
    },
  },
});

export const summary = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const points = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-sign="gain"]': { color: vars.color.successSurfaceText },
    '&[data-sign="loss"]': { color: vars.color.dangerSurfaceText },
  },
});

export const time = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
