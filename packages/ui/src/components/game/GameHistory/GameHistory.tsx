import type { HTMLAttributes } from 'react';
import { forwardRef, useId, useState } from 'react';
import { cx } from '../../../internal/classNames';
import { ChevronDownIcon, ChevronUpIcon } from '../../../internal/icons';
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
  toggle,
  toggleIcon,
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
  /** Whether the log shows at first; the teacher folds it away with its heading's button, or by keyboard. */
  defaultOpen?: boolean;
}

export { GAME_HISTORY_HEIGHT } from './gameHistoryHeight';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * 'Game History': the game's log, newest wherever the caller puts it, in a 200 px scroll area (or the height a
 * game screen's side panel gives it). Its heading is a button that folds the log away and back, so the panel
 * gives its room to the question card.
 */
export const GameHistory = forwardRef<HTMLDivElement, GameHistoryProps>(function GameHistory(
  { events, headingLevel = 2, defaultOpen = true, className, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const [open, setOpen] = useState(defaultOpen);
  const logId = useId();
  const ToggleIcon = open ? ChevronUpIcon : ChevronDownIcon;
  return (
    <div ref={ref} className={cx(panel, className)} data-state={open ? 'open' : 'closed'} {...rest}>
      <Heading className={headingStyle}>
        <button
          type="button"
          className={toggle}
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Game History
          <ToggleIcon className={toggleIcon} />
        </button>
      </Heading>
      <ScrollArea id={logId} hidden={!open} label="Game History" className={scrollArea}>
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
