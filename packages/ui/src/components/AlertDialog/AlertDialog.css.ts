import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** A destructive confirmation carries a danger edge along its top. */
export const danger = style({ borderTop: `${vars.borderWidth.thick} solid ${vars.color.danger}` });

/** Without a close button in the corner, the title needs no room kept for one. */
export const title = style({ paddingRight: 0 });
