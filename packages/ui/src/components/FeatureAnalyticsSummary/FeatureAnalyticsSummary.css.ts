import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const note = style({ margin: 0, color: vars.color.textMuted });
