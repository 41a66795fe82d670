import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionStatusCard } from './SubscriptionStatusCard';

const meta = {
  title: 'Site/SubscriptionStatusCard',
  component: SubscriptionStatusCard,
  args: {
    scenario: 'verification_failed',
    details: 'Edge function error: check-subscription returned 500',
    onTryAgain: fn(),
    onRefresh: fn(),
    onContactSupport: fn(),
    onGetHelp: fn(),
    onUpdatePayment: fn(),
    onContinueWithoutVerification: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SubscriptionStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttonNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((button) => button.textContent);

export const VerificationFailed: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Subscription Verification Failed' });
    await expect(buttonNames(card)).toEqual([
      'Show Details',
      'Try Again',
      'Contact Support',
      'Continue Without Verification',
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Continue Without Verification' }));
    await expect(args.onContinueWithoutVerification).toHaveBeenCalledTimes(1);
  },
};

export const SyncError: Story = {
  args: { scenario: 'sync_error' },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Subscription Sync Error' });
    await expect(buttonNames(card)).toEqual(['Show Details', 'Refresh', 'Try Again', 'Get Help']);
    within(card).getByRole('button', { name: 'Refresh' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const PaymentIssue: Story = {
  args: { scenario: 'payment_issue' },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Payment Issue' });
    await userEvent.click(within(card).getByRole('button', { name: 'Update Payment' }));
    await expect(args.onUpdatePayment).toHaveBeenCalledTimes(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Contact Support' }));
    await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
  },
};

export const GeneralError: Story = {
  args: { scenario: 'general_error' },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Something Went Wrong' });
    await userEvent.click(within(card).getByRole('button', { name: 'Get Help' }));
    await expect(args.onGetHelp).toHaveBeenCalledTimes(1);
  },
};

export const LoadingTimeout: Story = {
  args: { scenario: 'loading_timeout', details: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Taking Longer Than Expected' });
    await expect(buttonNames(card)).toEqual(['Refresh', 'Continue Without Verification', 'Get Help']);
  },
};

export const DetailsToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show Details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/check-subscription returned 500/)).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Hide Details');
    await expect(canvas.getByText(/check-subscription returned 500/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveTextContent('Show Details');
  },
};

export const Retrying: Story = {
  args: { scenario: 'sync_error', busy: true },
  play: async ({ canvasElement }) => {
    const busy = within(canvasElement).getAllByRole('button', { name: 'Checking...' });
    await expect(busy).toHaveLength(2);
    for (const button of busy) await expect(button).toBeDisabled();
  },
};

export const OnlyWhatTheAppHandles: Story = {
  args: {
    scenario: 'verification_failed',
    onContactSupport: undefined,
    onContinueWithoutVerification: undefined,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(buttonNames(card)).toEqual(['Show Details', 'Try Again']);
  },
};
