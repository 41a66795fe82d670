import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import { bar, countdown, player, players as playerList, score } from './Scoreboard.css';

export interface ScoreboardPlayer {
  id: number;
  name: string;
  score: number;
  color: string;
  /** Whose turn it is; one player at most. */
  active: boolean;
}

/** The countdown to the next Score Scramble, worded by the game. */
export interface ScoreboardCountdown {
  text: string;
  /** Drawn to attention when the Score Scramble is close. */
  urgent: boolean;
}

export interface ScoreboardProps extends HTMLAttributes<HTMLElement> {
  players: readonly ScoreboardPlayer[];
  /** Leave out to hide the countdown. */
  countdown?: ScoreboardCountdown;
  /** What a score counts, read after each number by screen readers: 'points', or 'stars' for a young class. */
  unit?: 'points' | 'stars';
}

export const Scoreboard = forwardRef<HTMLElement, ScoreboardProps>(function Scoreboard(
  {
    players,
    countdown: scrambleCountdown,
    unit = 'points',
    className,
    'aria-label': ariaLabel = 'Scoreboard',
    ...rest
  },
  ref,
) {
  return (
    <section ref={ref} aria-label={ariaLabel} className={cx(bar, className)} {...rest}>
      <ol className={playerList}>
        {players.map((entry) => {
          const { active } = entry;
          return (
            <li
              key={entry.id}
              className={player}
              style={playerColorStyle(entry.color)}
              data-state={active ? 'active' : 'waiting'}
              aria-current={active ? 'true' : undefined}
            >
              <PlayerMarker color={entry.color} />
              <span>{entry.name}</span>
              <span className={score}>
                {entry.score}
                <VisuallyHidden> {unit}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ol>
      {scrambleCountdown === undefined ? null : (
        <p className={countdown} data-state={scrambleCountdown.urgent ? 'urgent' : 'normal'}>
          {scrambleCountdown.text}
        </p>
      )}
    </section>
  );
});
