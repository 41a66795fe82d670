import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureAnalyticsSummary } from './FeatureAnalyticsSummary';

const meta = {
  title: 'Admin/FeatureAnalyticsSummary',
  component: FeatureAnalyticsSummary,
} satisfies Meta<typeof FeatureAnalyticsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEvents: Story = {
  args: {
    rows: [
      { feature: 'copy_public_games', action: 'blocked', count: 12 },
      { feature: 'copy_public_games', action: 'upgraded', count: 3 },
      { feature: 'premium_questions_access', action: 'preview_opened', count: 5 },
    ],
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Feature Analytics' });
    const table = within(summary).getByRole('table', { name: 'Feature events by action' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Copy public gamesBlocked12');
    await expect(rows[3]).toHaveTextContent('Premium questions accessPreview opened5');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Feature Analytics' });
    await expect(summary).toHaveTextContent('No feature events recorded yet.');
    await expect(within(summary).queryByRole('table')).toBeNull();
  },
};
