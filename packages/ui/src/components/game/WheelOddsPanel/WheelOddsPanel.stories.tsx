import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { textScale } from '../../../theme/textScale.css';
import type { WheelOddsPanelOutcome } from './WheelOddsPanel';
import { WheelOddsPanel } from './WheelOddsPanel';

const outcome = (pointsLabel: string, message: string, chanceLabel: string): WheelOddsPanelOutcome => ({
  pointsLabel,
  message,
  chanceLabel,
  sign: pointsLabel.startsWith('+') ? 'gain' : pointsLabel.startsWith('-') ? 'loss' : 'none',
});

/** The wheel as the game words it: six equally likely outcomes. */
const everyOutcome = [
  outcome('+30', 'Egg-cellent!', '17%'),
  outcome('+20', "Now You're Cooking", '17%'),
  outcome('+10', 'Ruling the Roost!', '17%'),
  outcome('0', "Yolk's on You!", '17%'),
  outcome('-10', 'Cracked Under Pressure!', '17%'),
  outcome('-20', 'Scrambled Egg', '17%'),
];

const meta = {
  title: 'Game/WheelOddsPanel',
  component: WheelOddsPanel,
  args: {
    title: 'How the wheel works',
    summary:
      'Every spin lands on one of these 6 outcomes, each as likely as the others, and its points go to the spinner.',
    outcomes: everyOutcome,
  },
} satisfies Meta<typeof WheelOddsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('How the wheel works')).toBeVisible();
    await expect(canvas.queryByText('Scrambled Egg')).not.toBeVisible();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[5]).toHaveTextContent('-20Scrambled Egg17%');
  },
};

export const OpensOnClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('How the wheel works'));
    await expect(canvas.getByText('Egg-cellent!')).toBeVisible();
  },
};

/** A young class's wheel, in the larger type: only the outcomes that lose nothing. */
export const YoungClass: Story = {
  args: {
    open: true,
    summary:
      'Every spin lands on one of these 4 outcomes, each as likely as the others, and its stars go to the spinner.',
    outcomes: everyOutcome.slice(0, 4).map((row) => ({ ...row, chanceLabel: '25%' })),
  },
  decorators: [
    (Story) => (
      <div className={textScale({ size: 'large' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText(/^-/)).toBeNull();
  },
};
