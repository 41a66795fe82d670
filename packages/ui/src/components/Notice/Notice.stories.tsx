import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Notice } from './Notice';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignUpConfirmation: Story = {
  args: {
    title: 'Check your email to confirm your account',
    children: 'We sent a confirmation link to teacher@school.example.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Check your email to confirm your account',
    );
  },
};

export const PasswordResetSent: Story = {
  args: {
    title: 'Password reset link sent',
    children: 'Follow the link in the email to choose a new password.',
    aside: "Can't find it? Check your spam folder.",
  },
};
