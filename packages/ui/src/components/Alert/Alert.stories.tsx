import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: 'Invalid email or password' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInFailed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const WithTitle: Story = {
  args: {
    title: 'Sign-up failed',
    children: 'An account with this email already exists. Please sign in or reset your password.',
  },
};
