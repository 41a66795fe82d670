import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { caption as captionStyle, clock, seconds, timer } from './TurnTimer.css';

/** A question's countdown, as the game words it. */
export interface TurnCountdownDisplay {
  /** The seconds left, e.g. '25'. */
  text: string;
  /** What they are: 'seconds left', 'Paused', "Time's up!". */
  caption: string;
  /** Counting down now. */
  running: boolean;
  /** Time is short, or up: the countdown stands out. */
  urgent: boolean;
}

export interface TurnTimerProps extends HTMLAttributes<HTMLDivElement> {
  /** The countdown of the question on screen, or null while there is none. */
  countdown: TurnCountdownDisplay | null;
  /** What screen readers hear: only news (a turn's time, a warning, time up), never every second. */
  announcement: string;
}

/**
 * A question's countdown, large enough to read from the back of the room. The countdown itself is a timer,
 * which screen readers leave alone; a polite live region says what the game announces instead. Keep one
 * TurnTimer mounted through the game, with or without a countdown, so that region is there before it speaks.
 */
export const TurnTimer = forwardRef<HTMLDivElement, TurnTimerProps>(function TurnTimer(
  { countdown, announcement, className, ...rest },
  ref,
) {
  const state = countdown?.urgent ? 'urgent' : countdown?.running ? 'running' : 'stopped';
  return (
    <div ref={ref} className={cx(timer, className)} {...rest}>
      {countdown ? (
        <div role="timer" aria-atomic="true" className={clock} data-state={state}>
          <span className={seconds}>{countdown.text}</span>
          <span className={captionStyle}>{countdown.caption}</span>
        </div>
      ) : null}
      <VisuallyHidden asChild>
        <p role="status" aria-live="polite">
          {announcement}
        </p>
      </VisuallyHidden>
    </div>
  );
});
