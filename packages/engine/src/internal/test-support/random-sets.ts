import { makeQuestion } from '../../testing/fixtures';
import type { Question } from '../rules/questions';
import type { Rng } from '../rules/rng';
import { randomIndex } from '../rules/rng';

/** How a property test's random sets come out. */
export interface RandomSetShape {
  /** The chance a set has no questions at all. */
  readonly emptyChance: number;
  /** The most questions a set has. */
  readonly maxSize: number;
  /** The chance each question is premium. */
  readonly premiumChance: number;
}

/** A set of random size whose questions mix the four kinds, normal twice as often, some premium. */
export function randomQuestionSet(
  rng: Rng,
  setId: number,
  { emptyChance, maxSize, premiumChance }: RandomSetShape,
): Question[] {
  const size = rng() < emptyChance ? 0 : 1 + randomIndex(rng, maxSize);
  return Array.from({ length: size }, (_, index) =>
    makeQuestion({
      id: `${setId}-${index}`,
      question_set_id: setId,
      type: (['normal', 'normal', 'bonus', 'punishment'] as const)[randomIndex(rng, 4)],
      is_premium: rng() < premiumChance,
    }),
  );
}
