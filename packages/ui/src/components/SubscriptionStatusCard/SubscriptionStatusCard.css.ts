import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const card = style({
  borderLeftWidth: '6px',
  selectors: {
    '&[data-scenario="payment_issue"], &[data-scenario="verification_failed"]': {
      borderLeftColor: vars.color.danger,
    },
    '&[data-scenario="sync_error"], &[data-scenario="general_error"]': {
      borderLeftColor: vars.color.warningBorder,
    },
    '&[data-scenario="loading_timeout"]': { borderLeftColor: vars.color.info },
  },
});

export const headingRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const icon = style({ flexShrink: 0, marginTop: '0.2em', fontSize: vars.font.size.xl });

export const details = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const detailsToggle = style({ alignSelf: 'flex-start' });
