import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { ScrollArea } from '../../ScrollArea/ScrollArea';
import { signedPoints } from '../internal/points';
import {
  empty,
  event as eventStyle,
  heading as headingStyle,
  list,
  panel,
  points as pointsStyle,
  scrollArea,
  summary,
  time as timeStyle,
} from './GameHistory.css';

export type GameEventType = 'round' | 'normal' | 'answer' | 'bonus' | 'punishment' | 'scramble';

/** One entry of the game's log, as the game records it. */
export interface GameHistoryEvent {
  type: GameEventType;
  /** Every event but a round marker belongs to a player. */
  playerName?: string;
  points?: number;
  isCorrect?: boolean;
  /** When it happened: epoch milliseconds, a Date or an ISO string. */
  timestamp: number | string | Date;
  /** The round that begins, on round markers. */
  round?: number;
}

export interface GameHistoryProps extends HTMLAttributes<HTMLDivElement> {
  /** In the order to show them. */
  events: readonly GameHistoryEvent[];
  headingLevel?: 2 | 3 | 4;
}

/** Spec §9: the history's scroll area is 200 px high. */
export const GAME_HISTORY_HEIGHT = 200;

const questionKind: Partial<Record<GameEventType, string>> = {
  bonus: 'bonus question',
  punishment: 'punishment question',
};

/** The sentence a log entry reads as, such as 'Ada: correct, bonus question' or 'Round 3'. */
export function describeGameEvent(event: GameHistoryEvent): string {
  if (event.type === 'round') return `Round ${event.round ?? ''}`.trim();
  const player = event.playerName ?? 'A player';
  if (event.type === 'scramble') return `${player}: Score Scramble spin`;
  const result = event.isCorrect ? 'correct' : 'incorrect';
  const kind = questionKind[event.type];
  return kind ? `${player}: ${result}, ${kind}` : `${player}: ${result}`;
}

/** '+15 pts', '0 pts', '-10 pts'. */
export function formatEventPoints(points: number): string {
  return `${signedPoints(points)} pts`;
}

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function pointsSign(points: number): 'gain' | 'loss' | 'none' {
  if (points > 0) return 'gain';
  return points < 0 ? 'loss' : 'none';
}

/** 'Game History': the game's log, newest wherever the caller puts it, in a 200 px scroll area. */
export const GameHistory = forwardRef<HTMLDivElement, GameHistoryProps>(function GameHistory(
  { events, headingLevel = 2, className, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={cx(panel, className)} {...rest}>
      <Heading className={headingStyle}>Game History</Heading>
      <ScrollArea height={GAME_HISTORY_HEIGHT} label="Game History" className={scrollArea}>
        {events.length === 0 ? (
          <p className={empty}>No game events yet</p>
        ) : (
          <ol className={list}>
            {events.map((entry, index) => {
              const at = new Date(entry.timestamp);
              return (
                <li
                  key={`${at.getTime()}-${index}`}
                  className={eventStyle}
                  data-type={entry.type}
                  data-result={
                    entry.type === 'round' || entry.type === 'scramble'
                      ? undefined
                      : entry.isCorrect
                        ? 'correct'
                        : 'incorrect'
                  }
                >
                  <span className={summary}>{describeGameEvent(entry)}</span>
                  {entry.type === 'round' || entry.points === undefined ? null : (
                    <span className={pointsStyle} data-sign={pointsSign(entry.points)}>
                      {formatEventPoints(entry.points)}
                    </span>
                  )}
                  <time className={timeStyle} dateTime={at.toISOString()}>
                    {clock.format(at)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </ScrollArea>
    </div>
  );
});
