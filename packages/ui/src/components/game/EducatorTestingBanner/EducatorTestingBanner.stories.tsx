import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EducatorTestingBanner } from './EducatorTestingBanner';

const meta = {
  title: 'Game/EducatorTestingBanner',
  component: EducatorTestingBanner,
} satisfies Meta<typeof EducatorTestingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(/^Educator testing mode This is a testing copy/);
  },
};

export const CustomText: Story = {
  args: { title: 'Preview build', children: 'Changes here are not saved to the live site.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Preview build Changes here are not saved to the live site.',
    );
  },
};
