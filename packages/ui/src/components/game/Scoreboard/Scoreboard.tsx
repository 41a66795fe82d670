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
}

export interface ScoreboardProps extends HTMLAttributes<HTMLElement> {
  players: readonly ScoreboardPlayer[];
  activePlayerId?: number;
  /** Turns left before the next Score Scramble; leave out to hide the countdown. */
  turnsUntilScramble?: number;
}

/** At this many turns or fewer the countdown turns urgent. */
export const SCRAMBLE_URGENT_TURNS = 2;

export function isScrambleUrgent(turns: number): boolean {
  return turns <= SCRAMBLE_URGENT_TURNS;
}

/** 'N turns until Score Scramble', or when urgent 'N turn(s) until Score Scramble!' with the noun agreeing. */
export function scrambleCountdownText(turns: number): string {
  if (!isScrambleUrgent(turns)) return `${turns} turns until Score Scramble`;
  return `${turns} ${turns === 1 ? 'turn' : 'turns'} until Score Scramble!`;
}

export const Scoreboard = forwardRef<HTMLElement, ScoreboardProps>(function Scoreboard(
  { players, activePlayerId, turnsUntilScramble, className, 'aria-label': ariaLabel = 'Scoreboard', ...rest },
  ref,
) {
  return (
    <section ref={ref} aria-label={ariaLabel} className={cx(bar, className)} {...rest}>
      <ol className={playerList}>
        {players.map((entry) => {
          const active = entry.id === activePlayerId;
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
                <VisuallyHidden> points</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ol>
      {turnsUntilScramble === undefined ? null : (
        <p className={countdown} data-state={isScrambleUrgent(turnsUntilScramble) ? 'urgent' : 'normal'}>
          {scrambleCountdownText(turnsUntilScramble)}
        </p>
      )}
    </section>
  );
});
