import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { palette } from '../../../theme/theme.css';
import { playerGrid } from '../../../theme/sprinkles.css';
import { AddPlayerButton } from '../AddPlayerButton/AddPlayerButton';
import { QuestionSetSelect } from '../QuestionSetSelect/QuestionSetSelect';
import type { SetSelectField } from './PlayerSetupCard';
import { PlayerSetupCard } from './PlayerSetupCard';

const sets = [
  { id: 11, gameName: 'Fractions', questionCount: 12 },
  { id: 12, gameName: 'Capital Cities', questionCount: 30 },
];

const setSelect = (field: SetSelectField) => (
  <QuestionSetSelect {...field} sets={sets} value={null} onValueChange={fn()} />
);

const meta = {
  title: 'Game/PlayerSetupCard',
  component: PlayerSetupCard,
  args: {
    playerId: 1,
    name: '',
    onNameChange: fn(),
    color: palette.roosterRed,
    onColorChange: fn(),
    onRemove: fn(),
    renderSetSelect: setSelect,
  },
  parameters: {
    // Spec §9 fixes the setup's tab order with explicit tab indexes; axe's best-practice rule against any
    // positive tabindex is therefore off here, and TabOrder below checks that the order is the spec's.
    a11y: { config: { rules: [{ id: 'tabindex', enabled: false }] } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerSetupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewPlayer: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('group', { name: 'Player 1' });
    await expect(card).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('placeholder', 'Player 1 name / team name');
    await expect(canvas.getByRole('combobox', { name: 'Question set' })).toHaveTextContent(
      'Select a Question Set',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Colour' })).toBeVisible();
    await userEvent.type(name, 'R');
    await expect(args.onNameChange).toHaveBeenCalledWith('R');
    await userEvent.click(canvas.getByTitle('Sky Blue'));
    await expect(args.onColorChange).toHaveBeenCalledWith(palette.skyBlue);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Player 1' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Named: Story = {
  args: { playerId: 3, name: 'Green Geese', color: palette.farmGreen },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Green Geese');
    await expect(canvas.getByRole('radio', { name: 'Farm Green' })).toBeChecked();
  },
};

export const OnlyPlayer: Story = {
  args: { onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

export const BlankNameError: Story = {
  args: { nameError: 'Enter a name for this player or team' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeInvalid();
  },
};

export const WithoutSetSelect: Story = {
  args: { renderSetSelect: undefined },
};

/** What a tab stop shows: a field's placeholder, a swatch's colour, or a button's label. */
function describeStop(element: HTMLElement): string {
  const spoken = element.cloneNode(true) as HTMLElement;
  spoken.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (
    element.getAttribute('placeholder') ??
    element.getAttribute('aria-label') ??
    (element.closest('label')?.title || spoken.textContent?.trim() || '')
  );
}

const defaultColors = [palette.roosterRed, palette.barnOrange, palette.farmGreen, palette.skyBlue];

/** Four cards and 'Add Player' as on the setup screen, with the tab order of spec §9. */
export const TabOrder: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [names, setNames] = useState(['Red Robins', '', '', '']);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <div className={playerGrid}>
          {defaultColors.map((color, index) => (
            <PlayerSetupCard
              key={color}
              {...args}
              playerId={index + 1}
              name={names[index] ?? ''}
              onNameChange={(name) => setNames((all) => all.map((old, at) => (at === index ? name : old)))}
              color={color}
            />
          ))}
        </div>
        <AddPlayerButton />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const expected = [
      ...[1, 2, 3, 4].map((id) => `Player ${id} name / team name`),
      ...[1, 2, 3, 4].map(() => 'Select a Question Set'),
      'Rooster Red',
      'Barn Orange',
      'Farm Green',
      'Sky Blue',
      'Add Player',
      ...[1, 2, 3, 4].map((id) => `Remove Player ${id}`),
    ];
    const visited: string[] = [];
    for (let stop = 0; stop < expected.length; stop += 1) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      visited.push(describeStop(focused));
    }
    await expect(visited).toEqual(expected);
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
  },
};
