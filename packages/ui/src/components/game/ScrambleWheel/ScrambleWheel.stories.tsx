import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { textScale } from '../../../theme/textScale.css';
import { samplePlayers } from '../internal/samplePlayers';
import type { ScrambleWheelReel, ScrambleWheelStatus } from './ScrambleWheel';
import { ScrambleWheel } from './ScrambleWheel';

/** The wheel's segments as the game words them on the reel and in the result. */
const segments = [
  { value: '+30', text: '+30 Points!', message: 'Egg-cellent!' },
  { value: '+20', text: '+20 Points!', message: "Now You're Cooking" },
  { value: '+10', text: '+10 Points!', message: 'Ruling the Roost!' },
  { value: '0', text: '+0 Points!', message: "Yolk's on You!" },
  { value: '-10', text: '-10 Points!', message: 'Cracked Under Pressure!' },
  { value: '-20', text: '-20 Points!', message: 'Scrambled Egg' },
] as const;
const segment = (index: number) => segments[index % segments.length] ?? segments[0];
const reelOf = (index: number): ScrambleWheelReel => ({
  value: segment(index).value,
  message: segment(index).message,
});
/** A spin that counted: the reel stops on it and the result names it. */
const spunOn = (index: number) => ({
  status: 'spun' as const,
  leverLabel: 'Spin Used',
  reel: reelOf(index),
  result: { text: segment(index).text, message: segment(index).message },
});
const [player] = samplePlayers;

const meta = {
  title: 'Game/ScrambleWheel',
  component: ScrambleWheel,
  args: {
    playerName: player.name,
    color: player.color,
    status: 'ready',
    leverLabel: 'Pull Lever!',
    nextLabel: 'Next Player',
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
  args: { status: 'spinning', leverLabel: 'Spinning...', reel: reelOf(1) },
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
  args: { ...spunOn(0), nextLabel: 'Next Player' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Spin Used' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('+30 Points! Egg-cellent!');
    await userEvent.click(canvas.getByRole('button', { name: 'Next Player' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const NoPointsContinue: Story = {
  args: { ...spunOn(3), nextLabel: 'Continue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("+0 Points! Yolk's on You!");
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const LostPointsEndGame: Story = {
  args: { ...spunOn(5), nextLabel: 'End Game' },
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
    const spun = status === 'spun';
    return (
      <ScrambleWheel
        {...args}
        {...(spun ? spunOn(1) : { status, leverLabel: status === 'ready' ? 'Pull Lever!' : 'Spinning...' })}
        reel={spun ? reelOf(1) : reelOf(frameIndex)}
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

/** A young class's wheel: larger type, stars for points, and only outcomes that lose nothing on the reel. */
export const YoungClass: Story = {
  args: {
    status: 'spun',
    leverLabel: 'Spin Used',
    reel: reelOf(1),
    result: { text: '+20 Stars!', message: segment(1).message },
    nextLabel: 'Next Player',
  },
  decorators: [
    (Story) => (
      <div className={textScale({ size: 'large' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("+20 Stars! Now You're Cooking");
    await expect(canvas.getByRole('heading', { name: 'Score Scramble' })).toBeVisible();
  },
};
