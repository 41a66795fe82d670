import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const trigger = style({ maxWidth: '14rem' });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const danger = style({
  color: vars.color.danger,
  selectors: { '&[data-highlighted]': { background: vars.color.danger, color: vars.color.dangerText } },
});
