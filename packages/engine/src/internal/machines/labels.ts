import { PLAYER_COLORS } from '../rules/players';

/**
 * How a game counts: in points, or as stars for a young class, who know stars from their classroom charts
 * better than numbers with units. Labels say it in words; `pointsDisplay` lets a screen draw to match.
 */
export type PointsDisplay = 'points' | 'stars';

/** '15 pts' or '15 stars'. */
export function pointsLabel(display: PointsDisplay, points: string | number): string {
  return `${points} ${display === 'stars' ? 'stars' : 'pts'}`;
}

/** 'Rooster Red' for '#FE2602'; a colour outside the palette is named by its code. */
export function colorName(hex: string): string {
  const wanted = hex.toUpperCase();
  return PLAYER_COLORS.find((color) => color.hex.toUpperCase() === wanted)?.name ?? hex;
}
