import type { ButtonHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { ClosedSelect } from '../../Select/ClosedSelect';
import { trigger } from './QuestionSetSelect.css';
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
 * The closed question-set dropdown on its own, without the list's code: what an app shows until the
 * dropdown's code arrives.
 */
export const QuestionSetSelectTrigger = forwardRef<HTMLButtonElement, QuestionSetSelectTriggerProps>(
  function QuestionSetSelectTrigger({ sets, value, loading = false, className, ...rest }, ref) {
    const chosen = chosenSetValue(value);
    const chosenSet = chosen ? sets.find((set) => String(set.id) === chosen) : undefined;
    return (
      <ClosedSelect
        ref={ref}
        showsPlaceholder={!chosen}
        loading={loading}
        className={cx(trigger, className)}
        {...rest}
      >
        {chosen ? chosenSet && questionSetLabel(chosenSet) : questionSetPlaceholder(loading)}
      </ClosedSelect>
    );
  },
);
