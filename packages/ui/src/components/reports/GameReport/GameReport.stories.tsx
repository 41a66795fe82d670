import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { palette } from '../../../theme/theme.css';
import type { ResultsPlayer } from '../../game/ResultsRanking/ResultsRanking';
import type { GameReportTurn } from './GameReport';
import { GameReport } from './GameReport';

const players: ResultsPlayer[] = [
  {
    id: 2,
    name: 'Orange Owls',
    color: palette.barnOrange,
    rank: 1,
    crown: true,
    scoreLabel: '50 pts',
    accuracy: '2/2 (100%)',
    rows: [
      { questionNumber: 1, typeLabel: 'Bonus', result: 'Correct', pointsLabel: '+40' },
      { questionNumber: 2, typeLabel: 'Normal', result: 'Correct', pointsLabel: '+10' },
    ],
  },
  {
    id: 1,
    name: 'Red Robins',
    color: palette.roosterRed,
    rank: 2,
    crown: false,
    scoreLabel: '-15 pts',
    accuracy: '0/2 (0%)',
    rows: [
      { questionNumber: 1, typeLabel: 'Punishment', result: 'Incorrect', pointsLabel: '-15' },
      { questionNumber: 2, typeLabel: 'Normal', result: 'Incorrect', pointsLabel: '0' },
    ],
  },
];

const robins = { teamName: 'Red Robins', teamColor: palette.roosterRed };
const owls = { teamName: 'Orange Owls', teamColor: palette.barnOrange };

const turns: GameReportTurn[] = [
  {
    number: 1,
    kind: 'question',
    ...robins,
    question: 'Which river flows through Vienna, Budapest and Belgrade on its way to the Black Sea?',
    typeLabel: 'Punishment',
    result: 'Incorrect',
    answer: 'The Rhine',
    pointsLabel: '-15',
  },
  {
    number: 2,
    kind: 'question',
    ...owls,
    question: 'What is 7 × 8?',
    typeLabel: 'Bonus',
    result: 'Correct',
    answer: null,
    pointsLabel: '+40',
  },
  {
    number: 3,
    kind: 'question',
    ...robins,
    question: 'What do owls eat?',
    typeLabel: 'Normal',
    result: 'Incorrect',
    answer: null,
    pointsLabel: '0',
  },
  {
    number: 4,
    kind: 'question',
    ...owls,
    question: 'How many legs has a spider?',
    typeLabel: 'Normal',
    result: 'Correct',
    answer: null,
    pointsLabel: '+10',
  },
  {
    number: 5,
    kind: 'scramble',
    ...owls,
    question: 'Score Scramble',
    typeLabel: 'Score Scramble',
    result: 'Cracked Under Pressure!',
    answer: null,
    pointsLabel: '0',
  },
];

const meta = {
  title: 'Reports/GameReport',
  component: GameReport,
  args: {
    facts: [
      { label: 'Played', value: 'Thu, 26 Nov 2026, 10:40' },
      { label: 'Rounds', value: '2' },
      { label: 'Ended', value: 'End Game' },
      { label: 'Sets', value: 'Rivers of Europe, Times tables' },
    ],
    summary: 'Orange Owls wins with 50 points.',
    players,
    turns,
  },
} satisfies Meta<typeof GameReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeptGame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Orange Owls wins with 50 points.')).toBeVisible();
    const ranking = canvas.getByRole('list', { name: 'Ranking' });
    await expect(within(ranking).getAllByRole('listitem')[0]).toHaveTextContent('Orange Owls');
    const questions = canvas.getByRole('table', { name: 'Questions' });
    const rows = within(questions).getAllByRole('row');
    await expect(rows).toHaveLength(turns.length + 1);
    await expect(rows[1]).toHaveTextContent('Punishment · Answer: The Rhine');
    await expect(rows[5]).toHaveTextContent('Score ScrambleCracked Under Pressure!');
  },
};

export const NothingPlayed: Story = {
  args: { turns: [], summary: 'Red Robins and Orange Owls tie for first with 0 points.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No question was played in this game.');
  },
};

/** A teacher reads reports on a phone too: the questions wrap instead of running off the screen. */
export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Questions' });
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};
