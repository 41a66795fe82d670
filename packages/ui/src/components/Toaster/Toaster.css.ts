import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

// sonner injects its own stylesheet at runtime; repeating its attribute selectors outranks it.
const styledToast = '&[data-sonner-toast][data-styled="true"]';

export const toast = style({
  selectors: {
    [styledToast]: {
      fontFamily: vars.font.body,
      fontSize: vars.font.size.sm,
      borderWidth: vars.borderWidth.thin,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
    },
    [`${styledToast}:focus-visible`]: focusRing,
  },
});

export const title = style({ selectors: { '&[data-title]': { fontWeight: vars.font.weight.bold } } });

export const button = style({
  selectors: {
    '&[data-button]': { fontFamily: vars.font.body, fontSize: vars.font.size.sm },
    '&[data-button]:focus-visible': focusRing,
  },
});
