import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RepetitionWarning } from './RepetitionWarning';

const meta = {
  title: 'Game/RepetitionWarning',
  component: RepetitionWarning,
  args: { message: 'Questions for Red Robins will repeat before the next Score Scramble.' },
} satisfies Meta<typeof RepetitionWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePlayer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Questions for Red Robins will repeat before the next Score Scramble.',
    );
  },
};

export const TwoPlayers: Story = {
  args: { message: 'Questions for Red Robins and Blue Jays will repeat before the next Score Scramble.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Questions for Red Robins and Blue Jays will repeat before the next Score Scramble.',
    );
  },
};

export const ThreePlayers: Story = {
  args: {
    message:
      'Questions for Red Robins, Orange Owls and Blue Jays will repeat before the next Score Scramble.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Questions for Red Robins, Orange Owls and Blue Jays will repeat before the next Score Scramble.',
    );
  },
};

export const NoWarning: Story = {
  args: { message: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
