import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShareFeedbackButton } from './ShareFeedbackButton';

const meta = {
  title: 'Site/ShareFeedbackButton',
  component: ShareFeedbackButton,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof ShareFeedbackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Share Feedback' });
    await expect(link).toHaveAttribute('href', '/report-problem');
    await expect(getComputedStyle(link).position).toBe('fixed');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
