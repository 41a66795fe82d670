import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { ChevronDownIcon } from '../../internal/icons';
import { closedValue, icon, trigger } from './Select.css';

export interface ClosedSelectProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'type' | 'role' | 'children'> {
  /** What the closed select shows: the chosen item's text, or the placeholder. */
  children: ReactNode;
  /** Nothing is chosen yet, so `children` is the placeholder and is drawn as one. */
  showsPlaceholder?: boolean;
  /** The list's choices are still on their way. */
  loading?: boolean;
}

/**
 * A select's closed combobox on its own, without the code of its list. An app that fetches a select's code
 * when it is first wanted shows this meanwhile: it looks, reads and sits in the tab order like the select's
 * own trigger, so nothing moves when the select takes over.
 */
export const ClosedSelect = forwardRef<HTMLButtonElement, ClosedSelectProps>(function ClosedSelect(
  { children, showsPlaceholder = false, loading = false, className, disabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-busy={loading || undefined}
      data-state="closed"
      data-placeholder={showsPlaceholder ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      className={cx(trigger, className)}
      {...rest}
    >
      <span className={closedValue}>{children}</span>
      <span aria-hidden="true" className={icon}>
        <ChevronDownIcon />
      </span>
    </button>
  );
});
