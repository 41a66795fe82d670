import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { GameHistoryEvent } from './GameHistory';
import { GameHistory } from './GameHistory';

const start = Date.UTC(2026, 2, 9, 9, 0);
const at = (minutes: number) => start + minutes * 60_000;

const everyKind: GameHistoryEvent[] = [
  { type: 'round', round: 1, timestamp: at(0) },
  { type: 'normal', playerName: 'Red Robins', points: 15, isCorrect: true, timestamp: at(1) },
  { type: 'answer', playerName: 'Orange Owls', points: 0, isCorrect: false, timestamp: at(2) },
  { type: 'bonus', playerName: 'Green Geese', points: 40, isCorrect: true, timestamp: at(3) },
  { type: 'punishment', playerName: 'Blue Jays', points: -20, isCorrect: false, timestamp: at(4) },
  { type: 'scramble', playerName: 'Red Robins', points: 30, timestamp: at(5) },
];

const longGame: GameHistoryEvent[] = Array.from({ length: 24 }, (_, index) => ({
  type: 'normal',
  playerName: ['Red Robins', 'Orange Owls', 'Green Geese'][index % 3],
  points: index % 2 === 0 ? 10 : 0,
  isCorrect: index % 2 === 0,
  timestamp: at(index),
}));

const meta = {
  title: 'Game/GameHistory',
  component: GameHistory,
  args: { events: everyKind },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Game History' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Game History' })).toHaveTextContent(
      'No game events yet',
    );
  },
};

export const EveryKindOfEvent: Story = {
  play: async ({ canvas }) => {
    const entries = canvas.getAllByRole('listitem');
    await expect(entries.map((entry) => entry.getAttribute('data-type'))).toEqual([
      'round',
      'normal',
      'answer',
      'bonus',
      'punishment',
      'scramble',
    ]);
    await expect(entries[0]).toHaveTextContent(/^Round 1/);
    await expect(entries[1]).toHaveTextContent(/^Red Robins: correct\+15 pts/);
    await expect(entries[2]).toHaveTextContent(/^Orange Owls: incorrect0 pts/);
    await expect(entries[3]).toHaveTextContent(/^Green Geese: correct, bonus question\+40 pts/);
    await expect(entries[4]).toHaveTextContent(/^Blue Jays: incorrect, punishment question-20 pts/);
    await expect(entries[5]).toHaveTextContent(/^Red Robins: Score Scramble spin\+30 pts/);
  },
};

export const LongGameScrolls: Story = {
  args: { events: longGame },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Game History' });
    await expect(region.closest('[dir]')?.getBoundingClientRect().height).toBe(200);
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    // The region takes focus, so the browser's arrow, Page and Home/End keys scroll it.
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
