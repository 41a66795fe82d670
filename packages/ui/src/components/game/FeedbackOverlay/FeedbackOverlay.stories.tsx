import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../Button/Button';
import type { AnswerResult } from './FeedbackOverlay';
import { FeedbackOverlay } from './FeedbackOverlay';

const meta = {
  title: 'Game/FeedbackOverlay',
  component: FeedbackOverlay,
  args: { result: 'correct' },
  decorators: [
    (Story) => (
      <div
        style={{ position: 'relative', minHeight: 240, padding: 24, border: '1px solid', borderRadius: 12 }}
      >
        <p>What is the largest planet in our solar system?</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeedbackOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = {
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay).toHaveTextContent('Correct!');
    await expect(overlay).toHaveAttribute('data-state', 'correct');
    await expect(overlay.querySelector('[data-mark="correct"]')).not.toBeNull();
  },
};

export const Incorrect: Story = {
  args: { result: 'incorrect' },
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay).toHaveTextContent('Incorrect');
    await expect(overlay.querySelector('[data-mark="incorrect"]')).not.toBeNull();
  },
};

export const Idle: Story = {
  args: { result: null },
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay).toBeEmptyDOMElement();
    await expect(overlay).toHaveAttribute('data-state', 'idle');
  },
};

/** The live region is there before the result arrives, so the result is announced. */
export const AnnouncedOnAnswer: Story = {
  args: { result: null },
  render: function Render(args) {
    const [result, setResult] = useState<AnswerResult | null>(args.result);
    return (
      <>
        <Button onClick={() => setResult('incorrect')}>Incorrect</Button>
        <FeedbackOverlay {...args} result={result} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Incorrect' }));
    await expect(canvas.getByRole('status')).toBe(overlay);
    await expect(overlay).toHaveTextContent('Incorrect');
  },
};
