import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import { header, points as pointsStyle, title } from './TurnHeader.css';

export interface TurnHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whose turn it is, as the game words it. */
  title: string;
  /** The player's score so far, as the game words it. */
  pointsLabel: string;
  color: string;
}

/**
 * Whose turn it is, with the player's points. It is a polite live region, so screen readers announce each
 * change of turn; keep one TurnHeader mounted through the game rather than remounting it per turn.
 */
export const TurnHeader = forwardRef<HTMLDivElement, TurnHeaderProps>(function TurnHeader(
  { title: heading, pointsLabel, color, className, style, ...rest },
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
        {heading}
      </h2>
      <span className={pointsStyle}>{pointsLabel}</span>
    </div>
  );
});
