import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 20 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(placeholder).toBeInTheDocument();
    await expect(placeholder).toHaveStyle({ width: '240px', height: '20px' });
  },
};

export const Circle: Story = { args: { width: 64, height: 64, circle: true } };

export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }} aria-busy="true">
      <Skeleton height={24} width="60%" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="40%" />
    </div>
  ),
};
