import type { Rng } from './rng';

export type PointValue = 10 | 15 | 20 | 25;

/** How a question scores: a bonus doubles a right answer, a punishment costs its points when wrong. */
export type QuestionType = 'normal' | 'bonus' | 'punishment';

/** The points a question is worth and how often each value is drawn. */
export const POINT_VALUES: readonly { readonly points: PointValue; readonly weight: number }[] = [
  { points: 10, weight: 0.4 },
  { points: 15, weight: 0.3 },
  { points: 20, weight: 0.2 },
  { points: 25, weight: 0.1 },
];

// Whole percentages keep the bucket edges exact (0.4 + 0.3 is not 0.7 in floating point).
const PERCENT = 100;

/** Draws a question's points, 10 (40 %), 15 (30 %), 20 (20 %) or 25 (10 %). */
export function drawPoints(rng: Rng): PointValue {
  const ticket = Math.floor(rng() * PERCENT);
  let upperEdge = 0;
  for (const { points, weight } of POINT_VALUES) {
    upperEdge += Math.round(weight * PERCENT);
    if (ticket < upperEdge) return points;
  }
  throw new RangeError(`The random source returned ${ticket / PERCENT}, outside [0, 1).`);
}

/**
 * A right answer scores its points and a right bonus question doubles them; a wrong punishment
 * question subtracts its points; any other wrong answer scores 0.
 */
export function scoreAnswer({
  points,
  type,
  correct,
}: {
  points: number;
  type: QuestionType;
  correct: boolean;
}): number {
  if (correct) return type === 'bonus' ? points * 2 : points;
  return type === 'punishment' ? -points : 0;
}

/** A gain with its plus sign ('+15'), a loss with its minus ('-10'), and nothing gained as a bare '0'. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}
