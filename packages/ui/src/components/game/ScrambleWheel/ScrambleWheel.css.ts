import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { playerColorVar } from '../internal/playerColor.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderTop: `6px solid ${playerColorVar}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.display,
});

export const player = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

// Movement only: fading the number would drop its contrast mid-spin.
const tick = keyframes({
  from: { transform: 'translateY(-30%)' },
  to: { transform: 'translateY(0)' },
});

export const reel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '14rem',
  minHeight: '7.5rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  selectors: {
    '&[data-state="spun"]': { borderColor: vars.color.text, borderWidth: vars.borderWidth.thick },
  },
});

export const reelValue = style({
  fontFamily: vars.font.display,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.display,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${reel}[data-state="spinning"] &`]: {
      animationName: tick,
      animationDuration: '90ms',
      animationTimingFunction: 'linear',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const reelMessage = style({ fontSize: vars.font.size.md, minHeight: '1.5em' });

export const result = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const resultMessage = style({ display: 'block', fontSize: vars.font.size.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
