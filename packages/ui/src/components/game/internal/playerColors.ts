import { palette } from '../../../theme/theme.css';

export type PlayerShape = 'circle' | 'star' | 'triangle' | 'square' | 'hexagon' | 'diamond' | 'heart';

export interface PlayerColorOption {
  /** The colour's name as teachers see it, and the swatch's accessible name. */
  name: string;
  hex: string;
  /** Each colour carries its own shape, so players who cannot tell the colours apart can still tell the teams apart. */
  shape: PlayerShape;
}

/** The seven player colours of the game, in the order the picker shows them. */
export const playerColorOptions: readonly PlayerColorOption[] = [
  { name: 'Farm Green', hex: palette.farmGreen, shape: 'circle' },
  { name: 'Deep Yellow', hex: palette.deepYellow, shape: 'star' },
  { name: 'Barn Orange', hex: palette.barnOrange, shape: 'triangle' },
  { name: 'Rooster Red', hex: palette.roosterRed, shape: 'square' },
  { name: 'Berry Purple', hex: palette.berryPurple, shape: 'hexagon' },
  { name: 'Deep Red', hex: palette.deepRed, shape: 'diamond' },
  { name: 'Sky Blue', hex: palette.skyBlue, shape: 'heart' },
];

/** Finds a colour option by hex, ignoring case and a missing '#'. */
export function findPlayerColor(hex: string): PlayerColorOption | undefined {
  const wanted = hex.replace(/^#/, '').toUpperCase();
  return playerColorOptions.find((option) => option.hex.replace(/^#/, '').toUpperCase() === wanted);
}

/** The shape that stands for a colour; a colour outside the palette is drawn as a circle. */
export function shapeForColor(hex: string): PlayerShape {
  return findPlayerColor(hex)?.shape ?? 'circle';
}
