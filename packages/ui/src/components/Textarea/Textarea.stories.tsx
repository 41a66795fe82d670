import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'Describe the problem', name: 'description' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Describe the problem' });
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('The timer froze.{Enter}Then the page reloaded.');
    await expect(textarea).toHaveValue('The timer froze.\nThen the page reloaded.');
  },
};

export const WithHint: Story = { args: { hint: 'Tell us what you expected and what happened instead.' } };

export const WithError: Story = {
  args: { error: 'Please describe the problem' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Describe the problem' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Please describe the problem');
  },
};
