import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { samplePlayers } from '../internal/samplePlayers';
import type { ScrambleWheelStatus, WheelSegment } from './ScrambleWheel';
import { ScrambleWheel } from './ScrambleWheel';

const segments: readonly WheelSegment[] = [
  { points: 30, message: 'Egg-cellent!' },
  { points: 20, message: "Now You're Cooking" },
  { points: 10, message: 'Ruling the Roost!' },
  { points: 0, message: "Yolk's on You!" },
  { points: -10, message: 'Cracked Under Pressure!' },
  { points: -20, message: 'Scrambled Egg' },
];
const segment = (index: number) => segments[index % segments.length] ?? segments[0]!;
const [player] = samplePlayers;

const meta = {
  title: 'Game/ScrambleWheel',
  component: ScrambleWheel,
  args: {
    playerName: player.name,
    color: player.color,
    status: 'ready',
    next: 'next-player',
    onPullLever: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof ScrambleWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Score Scramble' })).toBeVisible();
    await expect(canvas.getByText('Red Robins')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pull Lever!' }));
    await expect(args.onPullLever).toHaveBeenCalledTimes(1);
  },
};

export const Spinning: Story = {
  args: { status: 'spinning', frame: segment(1) },
  play: async ({ args, canvas }) => {
    const lever = canvas.getByRole('button', { name: 'Spinning...' });
    await expect(lever).toBeDisabled();
    await expect(canvas.getByText('+20')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(lever);
    await expect(args.onPullLever).not.toHaveBeenCalled();
  },
};

export const WonPointsNextPlayer: Story = {
  args: { status: 'spun', result: segment(0), next: 'next-player' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Spin Used' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('+30 Points! Egg-cellent!');
    await userEvent.click(canvas.getByRole('button', { name: 'Next Player' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const NoPointsContinue: Story = {
  args: { status: 'spun', result: segment(3), next: 'continue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("0 Points! Yolk's on You!");
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const LostPointsEndGame: Story = {
  args: { status: 'spun', result: segment(5), next: 'end-game' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('-20 Points! Scrambled Egg');
    await expect(canvas.getByRole('button', { name: 'End Game' })).toBeVisible();
  },
};

/** A spin at the game's pace (0.2 s, then 28 frames of 0.1 s), driven here by the story as the engine would. */
export const SpinWithKeyboard: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<ScrambleWheelStatus>('ready');
    const [frameIndex, setFrameIndex] = useState(0);
    useEffect(() => {
      if (status !== 'spinning') return;
      let frames = 0;
      let interval: ReturnType<typeof setInterval> | undefined;
      const delay = setTimeout(() => {
        interval = setInterval(() => {
          frames += 1;
          setFrameIndex(frames);
          if (frames === 28) {
            clearInterval(interval);
            setStatus('spun');
          }
        }, 100);
      }, 200);
      return () => {
        clearTimeout(delay);
        clearInterval(interval);
      };
    }, [status]);
    return (
      <ScrambleWheel
        {...args}
        status={status}
        frame={segment(frameIndex)}
        result={status === 'spun' ? segment(1) : null}
        onPullLever={() => {
          args.onPullLever();
          setStatus('spinning');
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pull Lever!' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
    const next = await waitFor(() => canvas.getByRole('button', { name: 'Next Player' }), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent("+20 Points! Now You're Cooking");
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};
