import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const category = style({
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});
