import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import { header, points as pointsStyle, title } from './TurnHeader.css';

export interface TurnHeaderProps extends HTMLAttributes<HTMLDivElement> {
  playerName: string;
  /** The player's score so far. */
  points: number;
  color: string;
}

/**
 * "{player}'s Turn" with the player's points. It is a polite live region, so screen readers announce each
 * change of turn; keep one TurnHeader mounted through the game rather than remounting it per turn.
 */
export const TurnHeader = forwardRef<HTMLDivElement, TurnHeaderProps>(function TurnHeader(
  { playerName, points, color, className, style, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cx(header, className)}
      style={{ ...playerColorStyle(color), ...style }}
      {...rest}
    >
      <h2 className={title}>
        <PlayerMarker color={color} />
        {`${playerName}'s Turn`}
      </h2>
      <span className={pointsStyle}>{`${points} pts`}</span>
    </div>
  );
});
