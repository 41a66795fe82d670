/** The shortest and the longest turn a turn timer gives, in seconds. */
export const TURN_TIMER_MIN_SECONDS = 10;
export const TURN_TIMER_MAX_SECONDS = 120;

/** The turn lengths a setup screen offers, shortest first; any whole number of seconds in range is accepted. */
export const TURN_TIMER_CHOICES: readonly number[] = [10, 15, 20, 30, 45, 60, 90, 120];

/** How many seconds before the end a running countdown warns: it turns urgent, and screen readers hear it. */
export const TURN_TIMER_WARNING_SECONDS = 10;

/** Why a turn timer was refused, in the words a teacher reads. */
export const TURN_TIMER_RANGE_MESSAGE = `The turn timer must be a whole number of seconds from ${TURN_TIMER_MIN_SECONDS} to ${TURN_TIMER_MAX_SECONDS}.`;

/**
 * Whether a turn timer setting is one a game takes: null, the timer off, or a whole number of seconds from 10
 * to 120. A timer shorter than 10 seconds leaves no time to read the question out; one longer than 2 minutes
 * is no timer for a quiz.
 */
export function isTurnTimerSetting(seconds: unknown): seconds is number | null {
  return (
    seconds === null ||
    (Number.isInteger(seconds) &&
      (seconds as number) >= TURN_TIMER_MIN_SECONDS &&
      (seconds as number) <= TURN_TIMER_MAX_SECONDS)
  );
}

/** The setup screen's name for the setting. */
export const TURN_TIMER_SETTING_LABEL = 'Turn timer';

/** 'Off', or '30 seconds': a turn timer setting as a setup screen lists it. */
export function turnTimerLabel(seconds: number | null): string {
  return seconds === null ? 'Off' : `${seconds} seconds`;
}

/**
 * The turn timer a setup or a game is given: off when left out. One out of range throws, saying what was wrong,
 * as a roster of the wrong size does.
 */
export function turnTimerFromInput(seconds: number | null | undefined): number | null {
  const setting = seconds ?? null;
  if (!isTurnTimerSetting(setting)) {
    throw new RangeError(`${TURN_TIMER_RANGE_MESSAGE} It was given ${String(seconds)}.`);
  }
  return setting;
}
