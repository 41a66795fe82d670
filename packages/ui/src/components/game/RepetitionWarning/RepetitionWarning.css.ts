import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.warningBorder}`,
  background: vars.color.warningSurface,
  color: vars.color.warningSurfaceText,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  selectors: {
    // Stays mounted while empty so the live region exists before a warning appears.
    '&[data-state="hidden"]': { padding: 0, border: 0 },
  },
});

export const icon = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
});

export const message = style({ margin: 0 });
