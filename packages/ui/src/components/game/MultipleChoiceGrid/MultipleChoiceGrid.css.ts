import { createContainer, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

const answerArea = createContainer();

export const root = style({
  containerName: answerArea,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@container': {
    [`${answerArea} (min-width: 28rem)`]: {
      selectors: { '&[data-columns="2"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
    [`${answerArea} (min-width: 42rem)`]: {
      selectors: { '&[data-columns="3"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});

const flash = keyframes({ '50%': { filter: 'brightness(0.88)', transform: 'scale(1.02)' } });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
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
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const optionText = style({ flex: 1 });

export const resultIcon = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  strokeWidth: 3,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
