import { style } from '@vanilla-extract/css';
import { control } from '../../internal/field.css';
import { vars } from '../../theme/theme.css';

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([control, { paddingRight: `calc(${vars.size.controlMd} + ${vars.space.xs})` }]);

export const toggle = style({ position: 'absolute', right: vars.space.xxs });

export const strength = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const meter = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.xs });

export const segment = style({
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
  transition: `background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-state="on"][data-score="1"]': { background: vars.color.danger },
    '&[data-state="on"][data-score="2"]': { background: vars.color.warning },
    '&[data-state="on"][data-score="3"]': { background: vars.color.success },
    '&[data-state="on"][data-score="4"]': { background: vars.color.success },
  },
});

export const strengthText = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
