import type { PaletteColor, PlayerColor } from '@quizcoop/contract';
import { PLAYER_PALETTE } from '@quizcoop/contract';

export type PlayerShape = 'circle' | 'star' | 'triangle' | 'square' | 'hexagon' | 'diamond' | 'heart';

export interface PlayerColorOption {
  /** The colour's name as teachers see it, and the swatch's accessible name. */
  name: string;
  hex: string;
  /** Each colour carries its own shape, so players who cannot tell the colours apart can still tell the teams apart. */
  shape: PlayerShape;
}

const SHAPES: Record<PaletteColor, PlayerShape> = {
  farmGreen: 'circle',
  deepYellow: 'star',
  barnOrange: 'triangle',
  roosterRed: 'square',
  berryPurple: 'hexagon',
  deepRed: 'diamond',
  skyBlue: 'heart',
};

/** The seven player colours of the game, in the order the picker shows them. */
export const playerColorOptions: readonly PlayerColorOption[] = (
  Object.entries(PLAYER_PALETTE) as [PaletteColor, PlayerColor][]
).map(([color, { name, hex }]) => ({ name, hex, shape: SHAPES[color] }));

/** Finds a colour option by hex, ignoring case and a missing '#'. */
export function findPlayerColor(hex: string): PlayerColorOption | undefined {
  const wanted = hex.replace(/^#/, '').toUpperCase();
  return playerColorOptions.find((option) => option.hex.replace(/^#/, '').toUpperCase() === wanted);
}

/** The shape that stands for a colour; a colour outside the palette is drawn as a circle. */
export function shapeForColor(hex: string): PlayerShape {
  return findPlayerColor(hex)?.shape ?? 'circle';
}
