import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { ring, root } from './Spinner.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** What is loading, announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A loading indicator with a status role; with reduced motion the ring stands still. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading...', size, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} role="status" className={cx(root, className)} {...rest}>
      <span className={ring({ size })} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
});
