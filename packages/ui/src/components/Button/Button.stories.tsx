import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Start Playing', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Start Playing' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Setup' } };

export const Large: Story = { args: { size: 'lg' } };

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Checking...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Checking...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Danger: Story = { args: { variant: 'danger', children: 'End Game' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Small: Story = { args: { size: 'sm', children: 'Add Player' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };

export const BusyPleaseWait: Story = {
  args: { busy: true, busyLabel: 'Please wait...', children: 'Sign in', type: 'submit' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Please wait...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const KeyboardOperable: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Start Playing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
