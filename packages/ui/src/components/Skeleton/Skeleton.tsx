import type { CSSProperties, HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { vars } from '../../theme/theme.css';
import { skeleton } from './Skeleton.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Round, for avatars and logos. */
  circle?: boolean;
}

/**
 * A placeholder shaped like content still loading. It is hidden from assistive technology: announce loading with
 * a Spinner or aria-busy on the region instead.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = '1em', circle = false, className, style, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={cx(skeleton, className)}
      style={{ width, height, borderRadius: circle ? '50%' : vars.radius.sm, ...style }}
      {...rest}
    />
  );
});
