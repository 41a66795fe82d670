import { style } from '@vanilla-extract/css';

export const trigger = style({ width: '100%' });
