import type { HTMLAttributes } from 'react';
import { forwardRef, useId, useImperativeHandle, useRef } from 'react';
import { cx } from '../../../internal/classNames';
import { Button } from '../../Button/Button';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import { signedPoints } from '../internal/points';
import { useFocusWhen } from '../internal/useFocusWhen';
import {
  actions,
  player as playerStyle,
  reel,
  reelMessage,
  reelValue,
  result as resultStyle,
  resultMessage,
  root,
  title,
} from './ScrambleWheel.css';

export interface WheelSegment {
  points: number;
  message: string;
}

export type ScrambleWheelStatus = 'ready' | 'spinning' | 'spun';

/** What closing the wheel leads to: the next player's spin, back to the game, or the game's end. */
export type ScrambleWheelNext = 'next-player' | 'continue' | 'end-game';

export interface ScrambleWheelProps extends HTMLAttributes<HTMLElement> {
  playerName: string;
  color: string;
  status: ScrambleWheelStatus;
  /** The segment the reel shows at this moment of the spin; the caller drives the frames and their timing. */
  frame?: WheelSegment | null;
  /** Where the wheel settled, once spun. */
  result?: WheelSegment | null;
  next: ScrambleWheelNext;
  onPullLever: () => void;
  onNext: () => void;
}

const leverLabel: Record<ScrambleWheelStatus, string> = {
  ready: 'Pull Lever!',
  spinning: 'Spinning...',
  spun: 'Spin Used',
};

const nextLabel: Record<ScrambleWheelNext, string> = {
  'next-player': 'Next Player',
  continue: 'Continue',
  'end-game': 'End Game',
};

/** '+30 Points!' for a gain; '0 Points!' and '-10 Points!' carry no plus sign. */
export function scramblePointsText(points: number): string {
  return `${signedPoints(points)} Points!`;
}

/** One player's Score Scramble spin: pull the lever, watch the reel, see the points won or lost. */
export const ScrambleWheel = forwardRef<HTMLElement, ScrambleWheelProps>(function ScrambleWheel(
  { playerName, color, status, frame, result, next, onPullLever, onNext, className, style, ...rest },
  ref,
) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLElement);
  const spun = status === 'spun' && result != null;
  useFocusWhen(spun, nextRef, rootRef);

  const shown = spun ? result : frame;
  return (
    <section
      ref={rootRef}
      aria-labelledby={titleId}
      className={cx(root, className)}
      style={{ ...playerColorStyle(color), ...style }}
      data-state={status}
      {...rest}
    >
      <h2 id={titleId} className={title}>
        Score Scramble
      </h2>
      <p className={playerStyle}>
        <PlayerMarker color={color} />
        {playerName}
      </p>
      {/* The reel changes ten times a second while spinning; only the settled result below is announced. */}
      <div className={reel} data-state={status} aria-hidden="true">
        <span
          key={status === 'spinning' ? `${shown?.points}:${shown?.message}` : status}
          className={reelValue}
        >
          {shown ? signedPoints(shown.points) : '?'}
        </span>
        <span className={reelMessage}>{shown?.message}</span>
      </div>
      <p role="status" aria-live="polite" aria-atomic="true" className={resultStyle}>
        {spun ? (
          <>
            {scramblePointsText(result.points)} <span className={resultMessage}>{result.message}</span>
          </>
        ) : null}
      </p>
      <div className={actions}>
        <Button size="lg" disabled={status !== 'ready'} onClick={onPullLever}>
          {leverLabel[status]}
        </Button>
        {spun ? (
          <Button ref={nextRef} size="lg" variant="secondary" onClick={onNext}>
            {nextLabel[next]}
          </Button>
        ) : null}
      </div>
    </section>
  );
});
