import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddPlayerButton } from './AddPlayerButton';

const meta = {
  title: 'Game/AddPlayerButton',
  component: AddPlayerButton,
  args: { onClick: fn() },
} satisfies Meta<typeof AddPlayerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add Player' });
    await expect(button).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
