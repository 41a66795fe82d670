import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PremiumQuestionBlock } from './PremiumQuestionBlock';

const meta = {
  title: 'Site/PremiumQuestionBlock',
  component: PremiumQuestionBlock,
} satisfies Meta<typeof PremiumQuestionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'Premium Question' });
    const upgrade = within(block).getByRole('link', { name: 'Upgrade Now' });
    await expect(upgrade).toHaveAttribute('href', '/pricing');
    await userEvent.tab();
    await expect(upgrade).toHaveFocus();
  },
};

export const CustomUpgradeHref: Story = {
  args: { upgradeHref: '/pricing?from=question' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
      'href',
      '/pricing?from=question',
    );
  },
};
