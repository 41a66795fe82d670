import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonClassName } from '../Button/Button';
import { FeatureGate } from './FeatureGate';

const meta = {
  title: 'Site/FeatureGate',
  component: FeatureGate,
  args: { allowed: false, reason: 'premium', children: <p>Copy this public game into your sets.</p> },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FeatureGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PremiumFeature: Story = {
  args: {
    action: (
      <a className={buttonClassName({ size: 'sm' })} href="/pricing">
        Upgrade to Premium
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gate = canvas.getByRole('region', { name: 'Premium Feature' });
    await expect(gate).toHaveTextContent('This feature is only available with a premium subscription.');
    await expect(canvas.queryByText('Copy this public game into your sets.')).not.toBeInTheDocument();
    await expect(within(gate).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const FeatureUnavailable: Story = {
  args: { reason: 'unavailable' },
  play: async ({ canvasElement }) => {
    const gate = within(canvasElement).getByRole('region', { name: 'Feature Unavailable' });
    await expect(gate).toHaveTextContent('This feature is currently unavailable.');
  },
};

export const Allowed: Story = {
  args: { allowed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Copy this public game into your sets.')).toBeVisible();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
