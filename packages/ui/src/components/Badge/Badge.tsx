import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { badge } from './Badge.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'premium' | 'accent';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short label for status or category, such as 'Premium' or 'Official'. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={cx(badge({ tone }), className)} data-tone={tone ?? 'neutral'} {...rest} />
  );
});
