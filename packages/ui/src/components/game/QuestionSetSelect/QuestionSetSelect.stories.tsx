import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestionSetSelect } from './QuestionSetSelect';

const sets = [
  { id: 11, gameName: 'Fractions', questionCount: 12 },
  { id: 12, gameName: 'Capital Cities', questionCount: 30 },
  { id: 13, gameName: 'Spelling Bee', questionCount: 8 },
];

const assignSets = fn();
const viewLibrary = fn();

const meta = {
  title: 'Game/QuestionSetSelect',
  component: QuestionSetSelect,
  args: {
    sets,
    value: null,
    onValueChange: fn(),
    'aria-label': 'Player 1 question set',
    menuLinks: [
      { label: 'Assign Sets to Players', onSelect: assignSets },
      { label: 'View Question Library', onSelect: viewLibrary },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 320 }}>
        <QuestionSetSelect
          {...args}
          value={value}
          onValueChange={(id) => {
            setValue(id);
            args.onValueChange(id);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof QuestionSetSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Player 1 question set' })).toHaveTextContent(
      'Select a Question Set',
    );
  },
};

export const Chosen: Story = {
  args: { value: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveTextContent('Capital Cities (30)');
  },
};

export const NoneChosenAsZero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveTextContent('Select a Question Set');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Fractions (12)',
      'Capital Cities (30)',
      'Spelling Bee (8)',
      'Assign Sets to Players',
      'View Question Library',
    ]);
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('12');
    await waitFor(() => expect(trigger).toHaveTextContent('Capital Cities (30)'));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

export const MenuLinks: Story = {
  args: { value: 11 },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox');
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'View Question Library' }));
    // The accessibility check runs after play: it must see the page once the menu has closed, not mid-close.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(viewLibrary).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Fractions (12)');
    viewLibrary.mockClear();
  },
};

export const Loading: Story = {
  args: { sets: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox');
    await expect(trigger).toHaveTextContent('Loading question sets...');
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Loading sets...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { sets: [] },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox');
    await expect(trigger).toHaveTextContent('Select a Question Set');
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox');
    const empty = within(listbox).getByRole('option', { name: 'No question sets found' });
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(empty).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
