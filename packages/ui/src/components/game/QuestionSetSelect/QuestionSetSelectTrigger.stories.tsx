import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QuestionSetSelect } from './QuestionSetSelect';
import { QuestionSetSelectTrigger } from './QuestionSetSelectTrigger';

const sets = [
  { id: 11, gameName: 'Fractions', questionCount: 12 },
  { id: 12, gameName: 'Capital Cities', questionCount: 30 },
];

const meta = {
  title: 'Game/QuestionSetSelectTrigger',
  component: QuestionSetSelectTrigger,
  args: { sets, value: 12 },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <QuestionSetSelectTrigger {...args} aria-label="Alone" />
      <QuestionSetSelect {...args} onValueChange={fn()} aria-label="Dropdown" />
    </div>
  ),
} satisfies Meta<typeof QuestionSetSelectTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectAlike(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const alone = canvas.getByRole('combobox', { name: 'Alone' });
  const dropdown = canvas.getByRole('combobox', { name: 'Dropdown' });
  await expect(alone).toHaveTextContent(text);
  await expect(dropdown).toHaveTextContent(text);
  await expect(alone.className).toBe(dropdown.className);
  await expect(alone).toHaveAttribute('aria-expanded', 'false');
  await expect(alone.getAttribute('data-placeholder')).toBe(dropdown.getAttribute('data-placeholder'));
  const [aloneBox, dropdownBox] = [alone.getBoundingClientRect(), dropdown.getBoundingClientRect()];
  await expect(aloneBox.width).toBe(dropdownBox.width);
  await expect(aloneBox.height).toBe(dropdownBox.height);
}

export const SameAsTheDropdownsCombobox: Story = {
  play: async ({ canvasElement }) => expectAlike(canvasElement, 'Capital Cities (30)'),
};

export const SamePlaceholder: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => expectAlike(canvasElement, 'Select a Question Set'),
};

export const SameWhileLoading: Story = {
  args: { value: null, sets: [], loading: true },
  play: async ({ canvasElement }) => expectAlike(canvasElement, 'Loading question sets...'),
};
