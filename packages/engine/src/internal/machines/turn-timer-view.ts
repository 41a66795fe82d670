import { TURN_TIMER_WARNING_SECONDS } from '../rules/turn-timer';
import type { TurnTimerStatus } from './game-context';
import type { HasGameContext } from './game-view';

// Apart from the game's other selectors, so that the setup screen, which runs the game's machine but shows no
// countdown, need not load it.

export interface TurnCountdown {
  readonly secondsLeft: number;
  readonly status: TurnTimerStatus;
  /** Counting down now; false once paused or out of time. */
  readonly running: boolean;
  /** The last 10 seconds of a running countdown, and time up: the screen draws attention to it. */
  readonly urgent: boolean;
  /** The seconds as shown: '25'. */
  readonly text: string;
  /** What the seconds are: 'seconds left', 'Paused' or "Time's up!". */
  readonly caption: string;
}

export interface TurnTimerView {
  /**
   * The countdown of the question on screen; null while there is none: during a Score Scramble, and for a
   * question that can only be passed.
   */
  readonly countdown: TurnCountdown | null;
  /**
   * For a polite live region that stays on screen all game. It changes only when there is news: a turn's time
   * ("30 seconds to answer."), the warning ('10 seconds left.') and "Time's up!"; a countdown read out every
   * second would drown the question.
   */
  readonly announcement: string;
}

const TIME_UP_TEXT = "Time's up!";

function caption(status: TurnTimerStatus, secondsLeft: number): string {
  if (status === 'paused') return 'Paused';
  if (status === 'timeUp') return TIME_UP_TEXT;
  return secondsLeft === 1 ? 'second left' : 'seconds left';
}

function announcement(seconds: number, status: TurnTimerStatus, secondsLeft: number): string {
  if (status === 'timeUp') return TIME_UP_TEXT;
  if (status === 'paused') return '';
  // A turn no longer than the warning has only its start to announce.
  return secondsLeft <= TURN_TIMER_WARNING_SECONDS && seconds > TURN_TIMER_WARNING_SECONDS
    ? `${TURN_TIMER_WARNING_SECONDS} seconds left.`
    : `${seconds} seconds to answer.`;
}

/** The turn timer as a screen shows it, or null for a game without one. */
export function selectTurnTimer({ context }: HasGameContext): TurnTimerView | null {
  const seconds = context.turnTimerSeconds;
  // Games saved before turn timers have no setting at all.
  if (!seconds) return null;
  const timer = context.turnTimer;
  if (!timer) return { countdown: null, announcement: '' };
  const { secondsLeft, status } = timer;
  const running = status === 'running';
  return {
    countdown: {
      secondsLeft,
      status,
      running,
      urgent: status === 'timeUp' || (running && secondsLeft <= TURN_TIMER_WARNING_SECONDS),
      text: String(secondsLeft),
      caption: caption(status, secondsLeft),
    },
    announcement: announcement(seconds, status, secondsLeft),
  };
}
