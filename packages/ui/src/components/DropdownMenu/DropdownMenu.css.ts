import { style } from '@vanilla-extract/css';
import { listItem, popoverPanel } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const content = style([popoverPanel]);

export const item = style([listItem]);

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
