import { signedPoints } from '../rules/points';
import { wheelOdds } from '../rules/wheel';
import type { GameContext } from './game-context';

export interface WheelOddsRow {
  /** '+30', '0', '-20'. */
  readonly pointsLabel: string;
  readonly message: string;
  /** From 0 to 1. */
  readonly probability: number;
  /** '17%', rounded to a whole percent. */
  readonly chanceLabel: string;
  readonly sign: 'gain' | 'loss' | 'none';
}

export interface WheelOddsView {
  readonly title: string;
  /** One sentence on how a spin is drawn, in the game's own unit. */
  readonly summary: string;
  readonly outcomes: readonly WheelOddsRow[];
}

export const WHEEL_ODDS_TITLE = 'How the wheel works';

/**
 * The wheel's outcomes with their chances, for the panel that shows a class how the Score Scramble is drawn.
 * It reads the very segments the game spins, so what the panel promises is what the wheel does.
 */
export function selectWheelOdds({
  context,
}: {
  readonly context: Pick<GameContext, 'youngClass'>;
}): WheelOddsView {
  const youngClass = context.youngClass ?? false;
  const outcomes = wheelOdds(youngClass).map(
    ({ points, message, probability }): WheelOddsRow => ({
      pointsLabel: signedPoints(points),
      message,
      probability,
      chanceLabel: `${Math.round(probability * 100)}%`,
      sign: points > 0 ? 'gain' : points < 0 ? 'loss' : 'none',
    }),
  );
  const evenOdds = outcomes.every((outcome) => outcome.probability === outcomes[0]?.probability);
  const unit = youngClass ? 'stars' : 'points';
  return {
    title: WHEEL_ODDS_TITLE,
    summary: `Every spin lands on one of these ${outcomes.length} outcomes${evenOdds ? ', each as likely as the others' : ''}, and its ${unit} go to the spinner.`,
    outcomes,
  };
}
