import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const code = style({ color: vars.color.primary });
