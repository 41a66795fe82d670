import { style } from '@vanilla-extract/css';

// A fieldset's own frame, padding and minimum width are the browser's; the group lays out only its contents.
export const controlGroup = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
