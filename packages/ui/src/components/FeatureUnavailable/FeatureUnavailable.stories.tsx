import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureUnavailable } from './FeatureUnavailable';

const meta = {
  title: 'Site/FeatureUnavailable',
  component: FeatureUnavailable,
} satisfies Meta<typeof FeatureUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const gate = within(canvasElement).getByRole('region', { name: 'Feature Unavailable' });
    await expect(gate).toHaveTextContent('This feature is currently unavailable.');
    await expect(within(gate).queryByRole('link')).toBeNull();
  },
};

export const WithWhatIsOff: Story = {
  args: { children: 'Copying public question sets is switched off for now.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Feature Unavailable' }),
    ).toHaveTextContent('Copying public question sets is switched off for now.');
  },
};
