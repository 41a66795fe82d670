import { ClosedSelect } from '@quizcoop/ui';
import { useId } from 'react';
import { deferredSelect } from '../app/deferredSelect';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
}

export interface ChoiceSelectProps<Value extends string> {
  label: string;
  value: Value;
  choices: readonly Choice<Value>[];
  disabled?: boolean;
  onValueChange: (value: Value) => void;
}

const useChoiceSelectList = deferredSelect(() =>
  import('./choiceSelectList').then((module) => module.ChoiceSelectList),
);

/**
 * A labelled pick of one value among a fixed list, for the question forms and the library's filters. Its
 * list's code arrives when the pick is wanted; a look-alike combobox shows meanwhile.
 */
export function ChoiceSelect<Value extends string>({
  label,
  value,
  choices,
  disabled,
  onValueChange,
}: ChoiceSelectProps<Value>) {
  const id = useId();
  const { Select, openOnArrival, triggerRef, closedProps } = useChoiceSelectList();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {Select ? (
        <Select
          id={id}
          value={value}
          choices={choices}
          disabled={disabled}
          onValueChange={(chosen) => onValueChange(chosen as Value)}
          defaultOpen={openOnArrival}
          triggerRef={triggerRef}
        />
      ) : (
        <ClosedSelect {...closedProps} id={id} disabled={disabled}>
          {choices.find((choice) => choice.value === value)?.label}
        </ClosedSelect>
      )}
    </div>
  );
}
