import type { CSSProperties } from 'react';
import { playerColorVar } from './playerColor.css';

const customPropertyName = playerColorVar.slice('var('.length, -')'.length);

/** Inline style that hands a player's colour to the styles below it through `playerColorVar`. */
export function playerColorStyle(color: string): CSSProperties {
  return { [customPropertyName]: color } as CSSProperties;
}
