import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wrapper = style({ width: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space.sm,
  fontWeight: vars.font.weight.bold,
});

export const headerCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
