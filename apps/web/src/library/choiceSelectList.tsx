import { Select } from '@quizcoop/ui';
import type { Ref } from 'react';
import type { Choice } from './ChoiceSelect';

export interface ChoiceSelectListProps<Value extends string> {
  id: string;
  value: Value;
  choices: readonly Choice<Value>[];
  disabled?: boolean;
  onValueChange: (value: Value) => void;
  defaultOpen: boolean;
  triggerRef: Ref<HTMLButtonElement>;
}

/** The pick's own select with its list, whose code is fetched when the pick is first wanted. */
export function ChoiceSelectList<Value extends string>({
  id,
  value,
  choices,
  disabled,
  onValueChange,
  defaultOpen,
  triggerRef,
}: ChoiceSelectListProps<Value>) {
  return (
    <Select.Root
      value={value}
      disabled={disabled}
      defaultOpen={defaultOpen}
      onValueChange={(chosen) => onValueChange(chosen as Value)}
    >
      <Select.Trigger ref={triggerRef} id={id} />
      <Select.Content>
        {choices.map((choice) => (
          <Select.Item key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
