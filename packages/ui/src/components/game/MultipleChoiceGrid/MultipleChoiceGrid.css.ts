import { createContainer, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { stageText } from '../../../theme/stage.css';
import { vars } from '../../../theme/theme.css';

const answerArea = createContainer();

export const root = style({
  containerName: answerArea,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  // The options' size, which a game screen scales with the screen; the columns below count in it.
  fontSize: fallbackVar(stageText.answer, vars.font.size.md),
  color: vars.color.text,
});

export const heading = style({ margin: 0, fontSize: fallbackVar(stageText.detail, vars.font.size.lg) });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@container': {
    // In the options' own text size, so options side by side always have room for a few words each.
    [`${answerArea} (min-width: 28em)`]: {
      selectors: { '&[data-columns="2"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
    [`${answerArea} (min-width: 42em)`]: {
      selectors: { '&[data-columns="3"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});

const flash = keyframes({ '50%': { filter: 'brightness(0.88)', transform: 'scale(1.02)' } });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // Their text sets their height; this only keeps a short option a comfortable target.
  minHeight: vars.size.controlMd,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { cursor: 'default' },
    '&[data-state="selected"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.primary}`,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-state="correct"]': {
      borderColor: vars.color.success,
      background: vars.color.successSurface,
      color: vars.color.successSurfaceText,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-state="incorrect"]': {
      borderColor: vars.color.danger,
      background: vars.color.dangerSurface,
      color: vars.color.dangerSurfaceText,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-state="unchosen"]': { color: vars.color.textMuted, borderColor: vars.color.border },
    [`${root}[data-state="flashing"] &:is([data-state="correct"], [data-state="incorrect"])`]: {
      animationName: flash,
      animationDuration: '400ms',
      animationIterationCount: 3,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shortcut = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // In proportion to the option's text, which a game screen scales with the screen, and never smaller than on a page.
  width: 'max(1.75rem, 1.6em)',
  height: 'max(1.75rem, 1.6em)',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: `max(${vars.font.size.sm}, 0.8em)`,
  fontWeight: vars.font.weight.bold,
});

export const optionText = style({ flex: 1 });

export const resultIcon = style({
  flexShrink: 0,
  width: '1.5em',
  height: '1.5em',
  strokeWidth: 3,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
