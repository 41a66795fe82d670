import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../Button/Button';
import {
  READABLE_SHARE,
  expectOnScreen,
  expectTextShare,
  laptopScreen,
  onGameScreen,
  projectorScreen,
} from '../internal/classroomScreens';
import type { TurnCountdownDisplay } from './TurnTimer';
import { TurnTimer } from './TurnTimer';

/** The countdown as the game gives it with `seconds` left of 30. */
function running(seconds: number): TurnCountdownDisplay {
  return {
    text: String(seconds),
    caption: seconds === 1 ? 'second left' : 'seconds left',
    running: true,
    urgent: seconds <= 10,
  };
}

const meta = {
  title: 'Game/TurnTimer',
  component: TurnTimer,
  args: { countdown: running(25), announcement: '30 seconds to answer.' },
} satisfies Meta<typeof TurnTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('25seconds left');
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'running');
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('30 seconds to answer.');
  },
};

export const LastTenSeconds: Story = {
  args: { countdown: running(7), announcement: '10 seconds left.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'urgent');
    await expect(canvas.getByRole('status')).toHaveTextContent('10 seconds left.');
  },
};

/** Show Answer stops the clock where it stood; there is nothing to announce. */
export const Paused: Story = {
  args: {
    countdown: { text: '14', caption: 'Paused', running: false, urgent: false },
    announcement: '',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('14Paused');
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'stopped');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const TimeUp: Story = {
  args: {
    countdown: { text: '0', caption: "Time's up!", running: false, urgent: true },
    announcement: "Time's up!",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent("0Time's up!");
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'urgent');
    await expect(canvas.getByRole('status')).toHaveTextContent("Time's up!");
  },
};

/** During a Score Scramble no question is timed: only the announcer stays, empty. */
export const NoCountdown: Story = {
  args: { countdown: null, announcement: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Seconds pass in place: the timer is left alone by screen readers, and the live region speaks only news. */
export const CountingDown: Story = {
  render: function Render(args) {
    const [left, setLeft] = useState(12);
    return (
      <>
        <TurnTimer
          {...args}
          countdown={running(left)}
          announcement={left <= 10 ? '10 seconds left.' : '30 seconds to answer.'}
        />
        <Button onClick={() => setLeft((value) => value - 1)}>One second</Button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    const next = canvas.getByRole('button', { name: 'One second' });
    await userEvent.click(next);
    await expect(canvas.getByRole('timer')).toHaveTextContent('11seconds left');
    await expect(region).toHaveTextContent('30 seconds to answer.');
    await userEvent.click(next);
    await expect(canvas.getByRole('status')).toBe(region);
    await expect(region).toHaveTextContent('10 seconds left.');
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'urgent');
  },
};

/** On the classroom projector's high-contrast theme, where axe checks the urgent colours again. */
export const ProjectorTheme: Story = {
  globals: { theme: 'projector' },
  args: { countdown: running(4), announcement: '10 seconds left.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'urgent');
  },
};

/** On a game screen the seconds left read from the back of the room, as the team names do. */
export const OnProjector: Story = {
  globals: projectorScreen,
  decorators: [onGameScreen],
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expectOnScreen(timer);
    await expectTextShare(canvas.getByText('25'), READABLE_SHARE);
  },
};

export const OnLaptop: Story = {
  ...OnProjector,
  globals: laptopScreen,
};
