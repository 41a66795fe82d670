import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Secondary advice under the notice text, such as checking the spam folder. */
export const aside = style({ marginTop: vars.space.xs, fontSize: vars.font.size.sm });
