import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textScale } from '../../../theme/textScale.css';
import {
  READABLE_SHARE,
  expectTextShare,
  laptopScreen,
  onGameScreen,
  projectorScreen,
} from '../internal/classroomScreens';
import { samplePlayers } from '../internal/samplePlayers';
import type { ScoreboardCountdown } from './Scoreboard';
import { Scoreboard } from './Scoreboard';

/** The sample players with the one at `activeId` taking their turn. */
function playersWithTurn(activeId: number) {
  return samplePlayers.map((player) => ({ ...player, active: player.id === activeId }));
}

const calm = (turns: number): ScoreboardCountdown => ({
  text: `${turns} turns until Score Scramble`,
  urgent: false,
});

const meta = {
  title: 'Game/Scoreboard',
  component: Scoreboard,
  args: { players: playersWithTurn(1), countdown: calm(5) },
} satisfies Meta<typeof Scoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Countdown: Story = {
  play: async ({ canvas }) => {
    const countdown = canvas.getByText('5 turns until Score Scramble');
    await expect(countdown).toHaveAttribute('data-state', 'normal');
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await expect(rows[0]).toHaveTextContent('Red Robins45 points');
    await expect(rows.filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
  },
};

export const ThreeTurnsLeft: Story = {
  args: { countdown: calm(3), players: playersWithTurn(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 turns until Score Scramble')).toHaveAttribute('data-state', 'normal');
    await expect(canvas.getByText('Green Geese').closest('li')).toHaveAttribute('data-state', 'active');
  },
};

export const UrgentTwoTurns: Story = {
  args: {
    countdown: { text: '2 turns until Score Scramble!', urgent: true },
    players: playersWithTurn(2),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 turns until Score Scramble!')).toHaveAttribute('data-state', 'urgent');
  },
};

export const UrgentOneTurn: Story = {
  args: {
    countdown: { text: '1 turn until Score Scramble!', urgent: true },
    players: playersWithTurn(4),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 turn until Score Scramble!')).toHaveAttribute('data-state', 'urgent');
    await expect(canvas.getByText('Blue Jays').closest('li')).toHaveAttribute('aria-current', 'true');
  },
};

export const SinglePlayer: Story = {
  args: { players: playersWithTurn(1).slice(0, 1) },
};

export const WithoutCountdown: Story = {
  args: { countdown: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/until Score Scramble/)).toBeNull();
  },
};

/** A young class counts stars, and reads larger. */
export const YoungClassStars: Story = {
  args: { unit: 'stars' },
  decorators: [
    (Story) => (
      <div className={textScale({ size: 'large' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/\d+ stars$/);
  },
};

/** On a game screen every team's name and score read from the back of the room, all four on one line. */
export const OnProjector: Story = {
  globals: projectorScreen,
  decorators: [onGameScreen],
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    for (const [index, player] of samplePlayers.entries()) {
      await expectTextShare(canvas.getByText(player.name), READABLE_SHARE);
      await expectTextShare(canvas.getByText(String(player.score)), READABLE_SHARE);
      await expect(rows[index]?.getBoundingClientRect().top).toBe(rows[0]?.getBoundingClientRect().top);
    }
  },
};

export const OnLaptop: Story = {
  ...OnProjector,
  globals: laptopScreen,
};
