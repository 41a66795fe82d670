import type { HTMLAttributes } from 'react';
import { forwardRef, useId, useImperativeHandle, useRef } from 'react';
import { cx } from '../../../internal/classNames';
import { Button } from '../../Button/Button';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
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

export type ScrambleWheelStatus = 'ready' | 'spinning' | 'spun';

/** What the reel shows at this moment: the points as worded ('+20') and the segment's message. */
export interface ScrambleWheelReel {
  value: string;
  message: string;
}

/** The spin that counted: '+N Points!' and the segment's message. */
export interface ScrambleWheelResult {
  text: string;
  message: string;
}

export interface ScrambleWheelProps extends HTMLAttributes<HTMLElement> {
  playerName: string;
  color: string;
  status: ScrambleWheelStatus;
  /** 'Pull Lever!', 'Spinning...' or 'Spin Used', as the game words it. */
  leverLabel: string;
  /** The reel at this moment of the spin; the caller drives the frames and their timing. */
  reel?: ScrambleWheelReel | null;
  /** Where the wheel settled, once spun. */
  result?: ScrambleWheelResult | null;
  /** The button under the settled wheel: the next player's spin, back to the game, or the game's end. */
  nextLabel: string;
  onPullLever: () => void;
  onNext: () => void;
}

/** One player's Score Scramble spin: pull the lever, watch the reel, see the points won or lost. */
export const ScrambleWheel = forwardRef<HTMLElement, ScrambleWheelProps>(function ScrambleWheel(
  {
    playerName,
    color,
    status,
    leverLabel,
    reel: frame,
    result,
    nextLabel,
    onPullLever,
    onNext,
    className,
    style,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLElement);
  const spun = status === 'spun' && result != null;
  useFocusWhen(spun, nextRef, rootRef);

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
          key={status === 'spinning' ? `${frame?.value}:${frame?.message}` : status}
          className={reelValue}
        >
          {frame ? frame.value : '?'}
        </span>
        <span className={reelMessage}>{frame?.message}</span>
      </div>
      <p role="status" aria-live="polite" aria-atomic="true" className={resultStyle}>
        {spun ? (
          <>
            {result.text} <span className={resultMessage}>{result.message}</span>
          </>
        ) : null}
      </p>
      <div className={actions}>
        <Button size="lg" disabled={status !== 'ready'} onClick={onPullLever}>
          {leverLabel}
        </Button>
        {spun ? (
          <Button ref={nextRef} size="lg" variant="secondary" onClick={onNext}>
            {nextLabel}
          </Button>
        ) : null}
      </div>
    </section>
  );
});
