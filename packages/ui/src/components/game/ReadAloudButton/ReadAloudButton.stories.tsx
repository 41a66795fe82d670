import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ReadAloudButton } from './ReadAloudButton';

const meta = {
  title: 'Game/ReadAloudButton',
  component: ReadAloudButton,
  parameters: { layout: 'centered' },
  args: { available: true, speaking: false, shortcut: 'R', onToggle: fn() },
  render: function Render(args) {
    const [speaking, setSpeaking] = useState(args.speaking);
    return (
      <ReadAloudButton
        {...args}
        speaking={speaking}
        onToggle={() => {
          setSpeaking(!speaking);
          args.onToggle();
        }}
      />
    );
  },
} satisfies Meta<typeof ReadAloudButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Read aloud (R)' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'R');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName('Stop reading (R)');
  },
};

export const Speaking: Story = {
  args: { speaking: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Stop reading (R)' });
    await expect(button).toHaveAttribute('data-state', 'speaking');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName('Read aloud (R)');
  },
};

export const Unavailable: Story = {
  args: { available: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Read aloud (R)' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Your browser cannot read aloud');
    await expect(button).not.toHaveAttribute('aria-keyshortcuts');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
