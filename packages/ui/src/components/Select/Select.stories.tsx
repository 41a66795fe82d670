import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import type { SelectRootProps } from './Select';

const sets = [
  { id: '1', name: 'Fractions', count: 12 },
  { id: '2', name: 'Capital Cities', count: 30 },
  { id: '3', name: 'Spelling Bee', count: 8 },
];

function QuestionSetField(props: SelectRootProps & { placeholder?: string; invalid?: boolean }) {
  const { placeholder = 'Select a Question Set', invalid, ...root } = props;
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 6, maxWidth: 320 }}>
      <label htmlFor={id}>Question set</label>
      <Select.Root {...root}>
        <Select.Trigger id={id} placeholder={placeholder} aria-invalid={invalid || undefined} />
        <Select.Content>
          <Select.Group>
            <Select.Label>My sets</Select.Label>
            {sets.map((set) => (
              <Select.Item key={set.id} value={set.id}>
                {`${set.name} (${set.count})`}
              </Select.Item>
            ))}
          </Select.Group>
          <Select.Separator />
          <Select.Item value="disabled" disabled>
            Premium sets (upgrade to use)
          </Select.Item>
        </Select.Content>
      </Select.Root>
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: QuestionSetField,
  args: { onValueChange: fn() },
} satisfies Meta<typeof QuestionSetField>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Question set' });
    await expect(trigger).toHaveTextContent('Select a Question Set');
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Question set' });
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Capital Cities (30)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(trigger).toHaveTextContent('Capital Cities (30)'));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Question set' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Fractions (12)' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('3');
    await waitFor(() => expect(trigger).toHaveTextContent('Spelling Bee (8)'));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Chosen: Story = { args: { defaultValue: '1' } };

export const Loading: Story = { args: { placeholder: 'Loading question sets...', disabled: true } };

export const Invalid: Story = { args: { invalid: true } };
