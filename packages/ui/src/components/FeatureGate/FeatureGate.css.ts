import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  selectors: {
    '&[data-reason="premium"]': { borderLeft: `6px solid ${vars.color.premium}` },
    '&[data-reason="unavailable"]': { borderLeft: `6px solid ${vars.color.borderStrong}` },
  },
});

export const icon = style({
  flexShrink: 0,
  marginTop: '0.2em',
  fontSize: vars.font.size.xl,
  color: vars.color.textMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
