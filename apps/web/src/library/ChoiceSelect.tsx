import { Select } from '@quizcoop/ui';
import { useId } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceSelectProps<Value extends string> {
  label: string;
  value: Value;
  choices: readonly Choice<Value>[];
  disabled?: boolean;
  onValueChange: (value: Value) => void;
}

/** A labelled pick of one value among a fixed list, for the question forms and the library's filters. */
export function ChoiceSelect<Value extends string>({
  label,
  value,
  choices,
  disabled,
  onValueChange,
}: ChoiceSelectProps<Value>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <Select.Root
        value={value}
        disabled={disabled}
        onValueChange={(chosen) => onValueChange(chosen as Value)}
      >
        <Select.Trigger id={id} />
        <Select.Content>
          {choices.map((choice) => (
            <Select.Item key={choice.value} value={choice.value}>
              {choice.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </div>
  );
}
