import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const root = style({ position: 'relative', overflow: 'hidden' });

export const viewport = style({
  width: '100%',
  height: '100%',
  maxHeight: 'inherit',
  borderRadius: 'inherit',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.focusRing.width})` } },
});

export const scrollbar = style({
  display: 'flex',
  padding: vars.space.xxs,
  userSelect: 'none',
  touchAction: 'none',
  background: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-orientation="vertical"]': { width: '10px' },
    '&[data-orientation="horizontal"]': { flexDirection: 'column', height: '10px' },
  },
});

export const thumb = style({
  position: 'relative',
  flex: 1,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
});
