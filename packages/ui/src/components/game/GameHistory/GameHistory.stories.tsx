import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { laptopScreen, onGameScreen, projectorScreen } from '../internal/classroomScreens';
import type { GameHistoryEvent } from './GameHistory';
import { GameHistory } from './GameHistory';

const start = Date.UTC(2026, 2, 9, 9, 0);
const at = (minutes: number) => start + minutes * 60_000;

/** An entry as the game words it. */
function entry(
  minute: number,
  type: string,
  text: string,
  pointsLabel: string | null,
  result: GameHistoryEvent['result'] = null,
): GameHistoryEvent {
  const sign = pointsLabel?.startsWith('+') ? 'gain' : pointsLabel?.startsWith('-') ? 'loss' : 'none';
  return { key: String(minute), type, text, pointsLabel, sign, result, timestamp: at(minute) };
}

const everyKind: GameHistoryEvent[] = [
  entry(0, 'round', 'Round 1', null),
  entry(1, 'normal', 'Red Robins: correct', '+15 pts', 'correct'),
  entry(2, 'answer', 'Orange Owls: incorrect', '0 pts', 'incorrect'),
  entry(3, 'bonus', 'Green Geese: correct, bonus question', '+40 pts', 'correct'),
  entry(4, 'punishment', 'Blue Jays: incorrect, punishment question', '-20 pts', 'incorrect'),
  entry(5, 'scramble', 'Red Robins: Score Scramble spin', '+30 pts'),
];

const longGame: GameHistoryEvent[] = Array.from({ length: 24 }, (_, index) => {
  const name = ['Red Robins', 'Orange Owls', 'Green Geese'][index % 3];
  return index % 2 === 0
    ? entry(index, 'normal', `${name}: correct`, '+10 pts', 'correct')
    : entry(index, 'normal', `${name}: incorrect`, '0 pts', 'incorrect');
});

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
    // After the heading's button, the region takes focus, so the browser's arrow, Page and Home/End keys scroll it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Game History' })).toHaveFocus();
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** Its heading is a disclosure button: the keyboard folds the log away and brings it back. */
export const FoldedAwayAndBack: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Game History' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = canvas.getByRole('region', { name: 'Game History' });
    await expect(toggle).toHaveAttribute('aria-controls', log.closest('[id]')?.id);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Game History' })).toBeNull();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Game History' })).toBeVisible();
  },
};

export const StartsFolded: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Game History' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('region', { name: 'Game History' })).toBeNull();
  },
};

/** On a game screen the log's text scales with the screen too, a step below the class's own texts. */
export const OnProjector: Story = {
  globals: projectorScreen,
  decorators: [onGameScreen],
  play: async ({ canvas }) => {
    const entry = canvas.getAllByRole('listitem')[1]!;
    await expect(parseFloat(getComputedStyle(entry).fontSize) / window.innerHeight).toBeGreaterThanOrEqual(
      0.019,
    );
  },
};

export const OnLaptop: Story = {
  ...OnProjector,
  globals: laptopScreen,
};
