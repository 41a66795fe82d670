import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  READABLE_SHARE,
  expectTextShare,
  laptopScreen,
  onGameScreen,
  projectorScreen,
} from '../internal/classroomScreens';
import { AnswerReveal } from './AnswerReveal';

const meta = {
  title: 'Game/AnswerReveal',
  component: AnswerReveal,
  args: {
    answer: 'Jupiter',
    revealed: false,
    continueEnabled: false,
    onReveal: fn(),
    onCorrect: fn(),
    onIncorrect: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof AnswerReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText('Jupiter')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Answer' }));
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
  },
};

export const Revealed: Story = {
  args: { revealed: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Answer:').parentElement).toHaveTextContent('Answer: Jupiter');
    await userEvent.click(canvas.getByRole('button', { name: 'Correct' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Incorrect' }));
    await expect(args.onCorrect).toHaveBeenCalledTimes(1);
    await expect(args.onIncorrect).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

/** A set written in Spanish: the answer alone carries the set's language, not 'Answer:' or the buttons. */
export const RevealedInTheSetsLanguage: Story = {
  args: { revealed: true, answer: 'Júpiter', lang: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Júpiter')).toHaveAttribute('lang', 'es');
    for (const pageText of [canvas.getByText('Answer:'), canvas.getByRole('button', { name: 'Correct' })]) {
      await expect(pageText.closest('[lang]')?.getAttribute('lang')).not.toBe('es');
    }
  },
};

export const Marked: Story = {
  args: { revealed: true, markingDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Correct' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Incorrect' })).toBeDisabled();
  },
};

export const ContinueEnabled: Story = {
  args: { revealed: true, continueEnabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Correct' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Reveal, mark and continue with the keyboard; focus follows each step. */
export const KeyboardFlow: Story = {
  render: function Render(args) {
    const [revealed, setRevealed] = useState(false);
    const [continueEnabled, setContinueEnabled] = useState(false);
    return (
      <AnswerReveal
        {...args}
        revealed={revealed}
        continueEnabled={continueEnabled}
        onReveal={() => setRevealed(true)}
        onIncorrect={() => {
          args.onIncorrect();
          setContinueEnabled(true);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show Answer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Answer:').parentElement).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Incorrect' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onIncorrect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** On a game screen the revealed answer reads from the back of the room, as the options do. */
export const RevealedOnProjector: Story = {
  args: { revealed: true },
  globals: projectorScreen,
  decorators: [onGameScreen],
  play: async ({ canvas }) => {
    await expectTextShare(canvas.getByText('Answer:').parentElement!, READABLE_SHARE);
  },
};

export const RevealedOnLaptop: Story = {
  ...RevealedOnProjector,
  globals: laptopScreen,
};
