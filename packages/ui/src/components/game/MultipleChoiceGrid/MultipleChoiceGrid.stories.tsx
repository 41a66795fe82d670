import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  READABLE_SHARE,
  expectTextShare,
  laptopScreen,
  onGameScreen,
  projectorScreen,
} from '../internal/classroomScreens';
import type { MultipleChoicePhase } from './MultipleChoiceGrid';
import { MultipleChoiceGrid } from './MultipleChoiceGrid';

const planets = [
  { id: 'mars', text: 'Mars', isCorrect: false },
  { id: 'jupiter', text: 'Jupiter', isCorrect: true },
  { id: 'venus', text: 'Venus', isCorrect: false },
  { id: 'saturn', text: 'Saturn', isCorrect: false },
];

const meta = {
  title: 'Game/MultipleChoiceGrid',
  component: MultipleChoiceGrid,
  args: { options: planets, phase: 'idle', selectedId: null, onSelect: fn(), onContinue: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultipleChoiceGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (grid: HTMLElement) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Choose your answer:' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Choose your answer:' });
    await expect(columnCount(group)).toBe(2);
    const options = canvas.getAllByRole('button');
    await expect(options.map((option) => option.getAttribute('aria-keyshortcuts'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Venus' }));
    await expect(args.onSelect).toHaveBeenCalledWith('venus');
  },
};

export const NumberKeyChoice: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('2');
    await expect(args.onSelect).toHaveBeenCalledWith('jupiter');
    await userEvent.keyboard('7');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardFocusChoice: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Jupiter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('jupiter');
  },
};

export const TwoOptions: Story = {
  args: { options: planets.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('group'))).toBe(2);
  },
};

export const ThreeOptions: Story = {
  args: { options: planets.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('group'))).toBe(3);
  },
};

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('group'))).toBe(1);
  },
};

export const Selected: Story = {
  args: { phase: 'selected', selectedId: 'venus' },
  play: async ({ args, canvas }) => {
    const venus = canvas.getByRole('button', { name: 'Venus', pressed: true });
    await expect(venus).toHaveAttribute('data-state', 'selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Mars' }));
    await userEvent.keyboard('1');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const FlashingCorrect: Story = {
  args: { phase: 'flashing', selectedId: 'jupiter' },
  play: async ({ canvas }) => {
    const jupiter = canvas.getByRole('button', { name: 'Jupiter correct answer' });
    await expect(jupiter).toHaveAttribute('data-state', 'correct');
    await expect(jupiter).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Mars' })).toHaveAttribute('data-state', 'unchosen');
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

export const FlashingIncorrect: Story = {
  args: { phase: 'flashing', selectedId: 'venus' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Venus incorrect', pressed: true })).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    await expect(canvas.getByRole('button', { name: 'Jupiter correct answer' })).toBeVisible();
  },
};

export const Review: Story = {
  args: { phase: 'review', selectedId: 'venus' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Jupiter correct answer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** The whole answer with the keyboard alone, with the game's 1.2 s flash standing in for the engine. */
export const AnswerWithKeyboard: Story = {
  render: function Render(args) {
    const [phase, setPhase] = useState<MultipleChoicePhase>('idle');
    const [selectedId, setSelectedId] = useState<string | null>(null);
    useEffect(() => {
      if (phase !== 'flashing') return;
      const timer = setTimeout(() => setPhase('review'), 1200);
      return () => clearTimeout(timer);
    }, [phase]);
    return (
      <MultipleChoiceGrid
        {...args}
        phase={phase}
        selectedId={selectedId}
        onSelect={(id) => {
          args.onSelect(id);
          setSelectedId(id);
          setPhase('flashing');
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.keyboard('4');
    await expect(canvas.getByRole('button', { name: 'Saturn incorrect' })).toBeVisible();
    const continueButton = await waitFor(() => canvas.getByRole('button', { name: 'Continue' }), {
      timeout: 3000,
    });
    await expect(continueButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** The options read from the back of the room, each on one line, in this many columns. */
function readableOptions(columns: number): Story['play'] {
  return async ({ canvas }) => {
    for (const option of canvas.getAllByRole('button')) {
      await expectTextShare(option, READABLE_SHARE);
      const text = within(option).getByText(/^(Mars|Jupiter|Venus|Saturn)$/);
      await expect(text.getBoundingClientRect().height).toBeLessThan(
        2 * parseFloat(getComputedStyle(text).fontSize),
      );
    }
    await expect(columnCount(canvas.getByRole('group', { name: 'Choose your answer:' }))).toBe(columns);
  };
}

/**
 * On a game screen the options scale with it. The columns count in the options' own size, so options side by
 * side always have room: in this 800 px grid, one column on the projector and two on the laptop.
 */
export const OnProjector: Story = {
  globals: projectorScreen,
  decorators: [onGameScreen],
  play: readableOptions(1),
};

export const OnLaptop: Story = {
  ...OnProjector,
  globals: laptopScreen,
  play: readableOptions(2),
};
