/** A points change as the game shows it: '+15' for a gain, '0' and '-10' as they are. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}
