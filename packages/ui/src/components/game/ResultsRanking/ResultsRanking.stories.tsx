import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { samplePlayers } from '../internal/samplePlayers';
import type { ResultsPlayer } from './ResultsRanking';
import { ResultsRanking } from './ResultsRanking';

const [robins, owls] = samplePlayers;

const players: ResultsPlayer[] = [
  {
    id: owls.id,
    name: owls.name,
    color: owls.color,
    rank: 1,
    crown: true,
    scoreLabel: `${owls.score} pts`,
    accuracy: '3/3 (100%)',
    rows: [
      { questionNumber: 1, typeLabel: 'Normal', result: 'Correct', pointsLabel: '+20' },
      { questionNumber: 2, typeLabel: 'Bonus', result: 'Correct', pointsLabel: '+40' },
    ],
  },
  {
    id: robins.id,
    name: robins.name,
    color: robins.color,
    rank: 2,
    crown: false,
    scoreLabel: `${robins.score} pts`,
    accuracy: '1/2 (50%)',
    rows: [
      { questionNumber: 1, typeLabel: 'Punishment', result: 'Incorrect', pointsLabel: '-10' },
      { questionNumber: 2, typeLabel: 'Normal', result: 'Correct', pointsLabel: '+15' },
    ],
  },
];

const meta = {
  title: 'Game/ResultsRanking',
  component: ResultsRanking,
  args: { players, 'aria-label': 'Ranking' },
} satisfies Meta<typeof ResultsRanking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside the dialog, as a kept game's report shows it. */
export const Ranked: Story = {
  play: async ({ canvasElement }) => {
    const ranking = within(canvasElement).getByRole('list', { name: 'Ranking' });
    const entries = within(ranking).getAllByRole('listitem');
    await expect(entries.map((entry) => entry.getAttribute('data-rank'))).toEqual(['1', '2']);
    await expect(entries[0]).toHaveTextContent('Orange Owls');
    const details = within(ranking).getByRole('button', { name: 'View Details for Red Robins' });
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(within(ranking).getByRole('table', { name: "Red Robins's answers" })).toBeVisible();
  },
};

/** A phone's width: the ranking wraps rather than scrolling sideways. */
export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const ranking = within(canvasElement).getByRole('list', { name: 'Ranking' });
    await userEvent.click(within(ranking).getByRole('button', { name: 'View Details for Orange Owls' }));
    await expect(ranking.scrollWidth).toBeLessThanOrEqual(ranking.clientWidth);
  },
};
