import type { SVGProps } from 'react';
import { cx } from '../../../internal/classNames';
import type { PlayerShape } from './playerColors';
import { shapeForColor } from './playerColors';
import { playerColorStyle } from './playerColor';
import { marker } from './PlayerMarker.css';

const shapePaths: Record<PlayerShape, string> = {
  circle: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18z',
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z',
  triangle: 'M12 3l9.5 17h-19z',
  square: 'M4 4h16v16H4z',
  hexagon: 'M7 3.3h10l5 8.7-5 8.7H7l-5-8.7z',
  diamond: 'M12 2l10 10-10 10L2 12z',
  heart: 'M12 20.5S3.5 15.2 3.5 9.3A4.6 4.6 0 0 1 12 6.8a4.6 4.6 0 0 1 8.5 2.5c0 5.9-8.5 11.2-8.5 11.2z',
};

export interface PlayerMarkerProps extends Omit<SVGProps<SVGSVGElement>, 'color'> {
  /** The player's colour; it also picks the shape. */
  color: string;
}

/** The player's colour drawn in the player's shape. Decorative: the player's name always sits beside it. */
export function PlayerMarker({ color, className, style, ...rest }: PlayerMarkerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cx(marker, className)}
      style={{ ...playerColorStyle(color), ...style }}
      data-shape={shapeForColor(color)}
      {...rest}
    >
      <path d={shapePaths[shapeForColor(color)]} />
    </svg>
  );
}
