import { createVar } from '@vanilla-extract/css';

/** Set inline per player (colours are data, not theme tokens); styles read it for borders, tints and shapes. */
export const playerColorVar = createVar();
