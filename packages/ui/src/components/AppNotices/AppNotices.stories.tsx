import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionStatusCard } from '../SubscriptionStatusCard/SubscriptionStatusCard';
import { AppNotices, OFFLINE_MESSAGE, UPDATE_READY_MESSAGE } from './AppNotices';

const meta = {
  title: 'Site/AppNotices',
  component: AppNotices,
  args: { offline: false, updateReady: false, onReload: fn() },
} satisfies Meta<typeof AppNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('status');
    await expect(regions).toHaveLength(2);
    regions.forEach((region) => expect(region).toBeEmptyDOMElement());
  },
};

export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(OFFLINE_MESSAGE)).toBeVisible();
  },
};

export const UpdateReady: Story = {
  args: { updateReady: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(UPDATE_READY_MESSAGE)).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const OfflineWithUpdateReady: Story = {
  args: { offline: true, updateReady: true },
};

export const PaymentIssue: Story = {
  args: {
    subscriptionNotice: (
      <SubscriptionStatusCard
        scenario="payment_issue"
        details="Your last renewal payment failed on November 20, 2026."
        onUpdatePayment={fn()}
        onContactSupport={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Payment Issue' });
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect(within(card).getByRole('button', { name: 'Update Payment' })).toHaveFocus();
  },
};
