import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClosedSelect } from './ClosedSelect';
import { Select } from './Select';

const grades = [
  { value: 'all', label: 'All grades' },
  { value: '3', label: 'Grade 3' },
];

function Pair({ value, placeholder }: { value?: string; placeholder: string }) {
  const chosen = grades.find((grade) => grade.value === value);
  return (
    <div style={{ display: 'grid', gap: 6, maxWidth: 320 }}>
      <ClosedSelect aria-label="Alone" showsPlaceholder={!chosen}>
        {chosen ? chosen.label : placeholder}
      </ClosedSelect>
      <Select.Root value={value}>
        <Select.Trigger aria-label="Select" placeholder={placeholder} />
        <Select.Content>
          {grades.map((grade) => (
            <Select.Item key={grade.value} value={grade.value}>
              {grade.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </div>
  );
}

const meta = {
  title: 'Primitives/ClosedSelect',
  component: Pair,
  args: { value: '3', placeholder: 'Pick a grade' },
} satisfies Meta<typeof Pair>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The look-alike and the select's own trigger read, look and measure the same. */
async function expectAlike(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const alone = canvas.getByRole('combobox', { name: 'Alone' });
  const select = canvas.getByRole('combobox', { name: 'Select' });
  await expect(alone).toHaveTextContent(text);
  await expect(select).toHaveTextContent(text);
  await expect(alone.className).toBe(select.className);
  await expect(alone).toHaveAttribute('aria-expanded', 'false');
  await expect(alone.getAttribute('data-placeholder')).toBe(select.getAttribute('data-placeholder'));
  const [aloneBox, selectBox] = [alone.getBoundingClientRect(), select.getBoundingClientRect()];
  await expect(aloneBox.width).toBe(selectBox.width);
  await expect(aloneBox.height).toBe(selectBox.height);
}

export const SameAsTheSelectsTrigger: Story = {
  play: async ({ canvasElement }) => expectAlike(canvasElement, 'Grade 3'),
};

export const SamePlaceholder: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => expectAlike(canvasElement, 'Pick a grade'),
};
