import { style } from '@vanilla-extract/css';

export const trigger = style({ width: '100%' });

/** The look-alike's text lets clicks through to its button, as the dropdown's own value does. */
export const triggerValue = style({ pointerEvents: 'none' });
