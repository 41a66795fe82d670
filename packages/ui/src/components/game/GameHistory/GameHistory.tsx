import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { ScrollArea } from '../../ScrollArea/ScrollArea';
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

/** One entry of the game's log, worded by the game. */
export interface GameHistoryEvent {
  /** Stable within the log. */
  key: string;
  /** 'round', 'scramble' or the kind of question answered; styles the entry. */
  type: string;
  /** 'Ada: correct, bonus question', 'Round 3' and the like. */
  text: string;
  /** '+15 pts' and the like; null shows no points. */
  pointsLabel: string | null;
  sign: 'gain' | 'loss' | 'none';
  /** How a question was answered; null for entries that are not answers. */
  result: 'correct' | 'incorrect' | null;
  /** When it happened: epoch milliseconds, a Date or an ISO string. */
  timestamp: number | string | Date;
}

export interface GameHistoryProps extends HTMLAttributes<HTMLDivElement> {
  /** In the order to show them. */
  events: readonly GameHistoryEvent[];
  headingLevel?: 2 | 3 | 4;
}

/** A fixed 200 px keeps the panel from pushing the question card off a projector screen as the log grows. */
export const GAME_HISTORY_HEIGHT = 200;

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

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
            {events.map((entry) => {
              const at = new Date(entry.timestamp);
              return (
                <li
                  key={entry.key}
                  className={eventStyle}
                  data-type={entry.type}
                  data-result={entry.result ?? undefined}
                >
                  <span className={summary}>{entry.text}</span>
                  {entry.pointsLabel === null ? null : (
                    <span className={pointsStyle} data-sign={entry.sign}>
                      {entry.pointsLabel}
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
