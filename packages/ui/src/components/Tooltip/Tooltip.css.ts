import { style } from '@vanilla-extract/css';
import { fadeIn } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const content = style({
  zIndex: vars.zIndex.popover,
  maxWidth: '18rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});

export const arrow = style({ fill: vars.color.text });
