import type { ButtonHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { ChevronDownIcon } from '../../../internal/icons';
import { icon, trigger as selectTrigger } from '../../Select/Select.css';
import { trigger, triggerValue } from './QuestionSetSelect.css';
import type { QuestionSetOption } from './questionSetChoice';
import { chosenSetValue, questionSetLabel, questionSetPlaceholder } from './questionSetChoice';

export interface QuestionSetSelectTriggerProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'type' | 'role'> {
  sets: readonly QuestionSetOption[];
  /** The chosen set's id; empty, null or 0 means none is chosen yet. */
  value: string | number | null | undefined;
  loading?: boolean;
}

/**
 * The closed question-set dropdown on its own, without the list's code. An app that fetches the list when it
 * is first wanted shows this meanwhile: it looks, reads and sits in the tab order like the dropdown's own
 * combobox, so nothing moves when the dropdown takes over.
 */
export const QuestionSetSelectTrigger = forwardRef<HTMLButtonElement, QuestionSetSelectTriggerProps>(
  function QuestionSetSelectTrigger({ sets, value, loading = false, className, disabled, ...rest }, ref) {
    const chosen = chosenSetValue(value);
    const chosenSet = chosen ? sets.find((set) => String(set.id) === chosen) : undefined;
    return (
      <button
        ref={ref}
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        aria-busy={loading || undefined}
        data-state="closed"
        data-placeholder={chosen ? undefined : ''}
        data-disabled={disabled ? '' : undefined}
        disabled={disabled}
        className={cx(selectTrigger, trigger, className)}
        {...rest}
      >
        <span className={triggerValue}>
          {chosen ? chosenSet && questionSetLabel(chosenSet) : questionSetPlaceholder(loading)}
        </span>
        <span aria-hidden="true" className={icon}>
          <ChevronDownIcon />
        </span>
      </button>
    );
  },
);
