import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { palette } from '../../../theme/theme.css';
import type { KeptGameView } from './KeptGamesList';
import { KeptGamesList } from './KeptGamesList';

const games: KeptGameView[] = [
  {
    id: 'g2',
    playedLabel: 'Thu, 26 Nov 2026, 10:40',
    playedAt: '2026-11-26T10:40:00.000Z',
    href: '/reports/games/g2',
    setsLabel: 'Times tables',
    roundsLabel: '6 rounds',
    teams: [
      { name: 'Orange Owls', color: palette.barnOrange, scoreLabel: '85 pts', crown: true },
      { name: 'Red Robins', color: palette.roosterRed, scoreLabel: '60 pts', crown: false },
      {
        name: 'Blue Jays with a name long enough to wrap on a phone',
        color: palette.skyBlue,
        scoreLabel: '-10 pts',
        crown: false,
      },
    ],
  },
  {
    id: 'g1',
    playedLabel: 'Tue, 24 Nov 2026, 09:15',
    playedAt: '2026-11-24T09:15:00.000Z',
    href: '/reports/games/g1',
    setsLabel: 'Animals, Rivers of Europe',
    roundsLabel: '1 round',
    teams: [
      { name: 'Green Geese', color: palette.farmGreen, scoreLabel: '20 pts', crown: true },
      { name: 'Deep Reds', color: palette.deepRed, scoreLabel: '20 pts', crown: true },
    ],
  },
];

const meta = {
  title: 'Reports/KeptGamesList',
  component: KeptGamesList,
  args: { games, filtered: false },
} satisfies Meta<typeof KeptGamesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Thu, 26 Nov 2026, 10:40',
      'Tue, 24 Nov 2026, 09:15',
    ]);
    await expect(links[0]).toHaveAttribute('href', '/reports/games/g2');
    const [latest] = within(list).getAllByRole('list', { name: 'Teams, best first' });
    await expect(latest).toHaveTextContent('Orange Owls85 pts(first)');
  },
};

export const NothingKept: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No games kept yet.');
  },
};

export const NothingMatches: Story = {
  args: { games: [], filtered: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No games match these filters.');
  },
};

export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
