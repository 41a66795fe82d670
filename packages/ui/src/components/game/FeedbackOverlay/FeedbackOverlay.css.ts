import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.6)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'inherit',
  pointerEvents: 'none',
  selectors: {
    '&[data-state="correct"]': {
      background: `color-mix(in srgb, ${vars.color.successSurface} 90%, transparent)`,
      color: vars.color.success,
    },
    '&[data-state="incorrect"]': {
      background: `color-mix(in srgb, ${vars.color.dangerSurface} 90%, transparent)`,
      color: vars.color.danger,
    },
  },
});

export const mark = style({
  width: 'min(60%, 12rem)',
  height: 'auto',
  aspectRatio: '1',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  animationName: popIn,
  animationDuration: vars.motion.duration.slow,
  animationTimingFunction: vars.motion.easing.emphasized,
  animationFillMode: 'both',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
