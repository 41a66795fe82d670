import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UndoButton } from './UndoButton';

const meta = {
  title: 'Game/UndoButton',
  component: UndoButton,
  args: { canUndo: true, shortcut: 'U', onUndo: fn() },
} satisfies Meta<typeof UndoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CanUndo: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Undo (U)' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'U');
    await userEvent.click(button);
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

export const NothingToUndo: Story = {
  args: { canUndo: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Undo (U)' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onUndo).not.toHaveBeenCalled();
  },
};
