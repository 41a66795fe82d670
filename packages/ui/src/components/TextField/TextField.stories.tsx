import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('teacher@school.example');
    await expect(input).toHaveValue('teacher@school.example');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholderAndHint: Story = {
  args: {
    label: 'Player 1',
    type: 'text',
    placeholder: 'Player 1 name / team name',
    hint: 'Up to 30 characters',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Player 1' });
    await expect(input).toHaveAccessibleDescription('Up to 30 characters');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'teacher', error: 'Please enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(input).toHaveValue('teacher');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'teacher@school.example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
