import { TURN_TIMER_CHOICES, turnTimerLabel } from '@quizcoop/engine/rules';
import type { Choice } from '../library/ChoiceSelect';

// A select's values are strings, and none may be empty: the timer switched off needs a name of its own.
const OFF = 'off';

/** Setup's turn timer choices: off, then the turn lengths the game offers, in the game's words. */
export const TURN_TIMER_SELECT_CHOICES: readonly Choice<string>[] = [null, ...TURN_TIMER_CHOICES].map(
  (seconds) => ({ value: turnTimerChoice(seconds), label: turnTimerLabel(seconds) }),
);

/** The choice that stands for a turn timer setting. */
export function turnTimerChoice(seconds: number | null): string {
  return seconds === null ? OFF : String(seconds);
}

/** The setting a choice stands for; the engine refuses, with its message, a value that is no setting. */
export function turnTimerSeconds(choice: string): number | null {
  return choice === OFF ? null : Number(choice);
}
