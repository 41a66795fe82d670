import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PremiumFeatureGate } from './PremiumFeatureGate';

const meta = {
  title: 'Site/PremiumFeatureGate',
  component: PremiumFeatureGate,
} satisfies Meta<typeof PremiumFeatureGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const gate = within(canvasElement).getByRole('region', { name: 'Premium Feature' });
    await expect(gate).toHaveTextContent('This feature is only available with a premium subscription.');
    const upgrade = within(gate).getByRole('link', { name: 'Upgrade to Premium' });
    await expect(upgrade).toHaveAttribute('href', '/pricing');
    await userEvent.tab();
    await expect(upgrade).toHaveFocus();
  },
};

export const WithWhatIsLocked: Story = {
  args: { children: 'Premium questions of this set are not shown on the free plan.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Premium Feature' })).toHaveTextContent(
      'Premium questions of this set are not shown on the free plan.',
    );
  },
};

export const WithOwnUpgradeLink: Story = {
  args: { upgradeHref: '/pricing?plan=yearly', upgradeLabel: 'Upgrade Now', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const gate = within(canvasElement).getByRole('region', { name: 'Premium Feature' });
    await expect(within(gate).getByRole('heading', { level: 2, name: 'Premium Feature' })).toBeVisible();
    await expect(within(gate).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
      'href',
      '/pricing?plan=yearly',
    );
  },
};
