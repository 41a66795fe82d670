export interface PlayerColor {
  /** The colour's name as teachers see it in the colour picker. */
  readonly name: string;
  /** `#RRGGBB`. */
  readonly hex: string;
}

/**
 * The seven colours a player can pick, in the order the picker shows them. The game checks a player's colour
 * against them and the component kit's theme draws with them, so both read this one table.
 */
export const PLAYER_PALETTE = {
  farmGreen: { name: 'Farm Green', hex: '#557B1F' },
  deepYellow: { name: 'Deep Yellow', hex: '#FCBB1C' },
  barnOrange: { name: 'Barn Orange', hex: '#FE691C' },
  roosterRed: { name: 'Rooster Red', hex: '#FE2602' },
  berryPurple: { name: 'Berry Purple', hex: '#951F7B' },
  deepRed: { name: 'Deep Red', hex: '#B00238' },
  skyBlue: { name: 'Sky Blue', hex: '#186DA8' },
} as const satisfies Record<string, PlayerColor>;

export type PaletteColor = keyof typeof PLAYER_PALETTE;
