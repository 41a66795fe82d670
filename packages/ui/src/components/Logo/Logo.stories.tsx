import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Logo } from './Logo';
import { brokenLogoSrc, storyLogoSrc } from './logoImage';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { src: storyLogoSrc },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('[data-state]');
    await expect(logo).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Quiz Coop!')).not.toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Quiz Coop' });
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
    await expect(image).toBeVisible();
  },
};

export const FailedShowsFallbackText: Story = {
  args: { src: brokenLogoSrc },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Quiz Coop!')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };
