import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const floating = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.floating,
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.pill,
});
