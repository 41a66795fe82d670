import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} dashed ${vars.color.infoSurfaceText}`,
  background: vars.color.infoSurface,
  color: vars.color.infoSurfaceText,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.sm,
});

export const title = style({ fontWeight: vars.font.weight.bold });

export const icon = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
});

export const text = style({ margin: 0 });
