import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../Button/Button';
import {
  READABLE_SHARE,
  expectTextShare,
  laptopScreen,
  onGameScreen,
  projectorScreen,
} from '../internal/classroomScreens';
import { samplePlayers } from '../internal/samplePlayers';
import { TurnHeader } from './TurnHeader';

const [first] = samplePlayers;

/** The header's words for a player, as the game gives them. */
function turnOf(player: { name: string; score: number; color: string }) {
  return { title: `${player.name}'s Turn`, pointsLabel: `${player.score} pts`, color: player.color };
}

const meta = {
  title: 'Game/TurnHeader',
  component: TurnHeader,
  args: turnOf(first),
} satisfies Meta<typeof TurnHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('heading', { name: "Red Robins's Turn" })).toBeVisible();
    await expect(region).toHaveTextContent('45 pts');
  },
};

export const NoPointsYet: Story = {
  args: turnOf({ name: 'Player 2', score: 0, color: samplePlayers[3].color }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("Player 2's Turn0 pts");
  },
};

/** The turn passes in place: the same live region changes its text, which is what screen readers announce. */
export const TurnChange: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    const current = samplePlayers[index % samplePlayers.length] ?? first;
    return (
      <>
        <TurnHeader {...args} {...turnOf(current)} />
        <Button onClick={() => setIndex((value) => value + 1)}>Next turn</Button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Next turn' }));
    await expect(canvas.getByRole('status')).toBe(region);
    await expect(region).toHaveTextContent("Orange Owls's Turn60 pts");
  },
};

/** On a game screen whose turn it is, and the points, read at the team names' size. */
export const OnProjector: Story = {
  globals: projectorScreen,
  decorators: [onGameScreen],
  play: async ({ canvas }) => {
    await expectTextShare(canvas.getByRole('heading', { name: "Red Robins's Turn" }), READABLE_SHARE);
    await expectTextShare(canvas.getByText('45 pts'), READABLE_SHARE);
  },
};

export const OnLaptop: Story = {
  ...OnProjector,
  globals: laptopScreen,
};
