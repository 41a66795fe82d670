import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Site/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const home = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(home).toHaveFocus();
  },
};
