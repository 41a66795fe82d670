import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm';

const meta = {
  title: 'Site/NewsletterForm',
  component: NewsletterForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Newsletter' });
    await expect(within(form).getByRole('textbox', { name: 'Email address' })).toBeRequired();
  },
};

export const ShowsBothErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(email).toHaveFocus();
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please confirm you agree to receive our newsletter',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailWithoutAt: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'teacher.school.example');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(
      canvas.queryByText('Please confirm you agree to receive our newsletter'),
    ).not.toBeInTheDocument();
    await expect(email).toHaveValue('teacher.school.example');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}@x.org');
    await expect(canvas.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  },
};

export const ConsentMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'teacher@school.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const consent = canvas.getByRole('checkbox');
    await expect(consent).toHaveFocus();
    await expect(consent).toHaveAccessibleDescription('Please confirm you agree to receive our newsletter');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.keyboard('  teacher@school.example ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'teacher@school.example' });
  },
};

export const Busy: Story = {
  args: { busy: true, defaultEmail: 'teacher@school.example' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribing...' });
    await expect(button).toBeDisabled();
  },
};
