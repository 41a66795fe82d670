import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MuteToggle } from './MuteToggle';

const meta = {
  title: 'Game/MuteToggle',
  component: MuteToggle,
  parameters: { layout: 'centered' },
  args: { muted: false, status: 'ready', onMutedChange: fn() },
  render: function Render(args) {
    const [muted, setMuted] = useState(args.muted);
    return (
      <MuteToggle
        {...args}
        muted={muted}
        onMutedChange={(next) => {
          setMuted(next);
          args.onMutedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof MuteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const tooltipOnFocus = async (canvasElement: HTMLElement, text: string) => {
  await userEvent.tab();
  await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(text);
};

export const SoundOn: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await tooltipOnFocus(canvasElement, 'Mute sounds');
    const button = canvas.getByRole('button', { name: 'Mute sounds' });
    await expect(button).toHaveAccessibleDescription('Mute sounds');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMutedChange).toHaveBeenCalledWith(true);
    await expect(button).toHaveAccessibleName('Unmute sounds');
    await expect(button).toHaveAttribute('data-state', 'muted');
  },
};

export const Muted: Story = {
  args: { muted: true },
  play: async ({ args, canvas, canvasElement }) => {
    await tooltipOnFocus(canvasElement, 'Unmute sounds');
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute sounds' }));
    await expect(args.onMutedChange).toHaveBeenCalledWith(false);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await tooltipOnFocus(canvasElement, 'Loading sounds...');
    await expect(canvas.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const SomeSoundsFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, canvasElement }) => {
    await tooltipOnFocus(canvasElement, 'Some sounds failed to load');
    await expect(canvas.getByRole('button', { name: 'Mute sounds' })).toHaveAccessibleDescription(
      'Some sounds failed to load',
    );
  },
};
