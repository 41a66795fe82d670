import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { palette } from '../../../theme/theme.css';
import { QuestionSetSelect } from '../QuestionSetSelect/QuestionSetSelect';
import type { PlayerSetupEntry, SetSelectField } from './PlayerSetupGrid';
import { PlayerSetupGrid } from './PlayerSetupGrid';

const sets = [
  { id: 11, gameName: 'Fractions', questionCount: 12 },
  { id: 12, gameName: 'Capital Cities', questionCount: 30 },
];

const setSelect = (_player: PlayerSetupEntry, field: SetSelectField) => (
  <QuestionSetSelect {...field} sets={sets} value={null} onValueChange={fn()} />
);

const defaultColors = [palette.roosterRed, palette.barnOrange, palette.farmGreen, palette.skyBlue];

const roster = (count: number): PlayerSetupEntry[] =>
  defaultColors.slice(0, count).map((color, index) => ({ id: index + 1, name: '', color }));

const meta = {
  title: 'Game/PlayerSetupGrid',
  component: PlayerSetupGrid,
  args: {
    players: roster(1),
    onNameChange: fn(),
    onColorChange: fn(),
    onRemove: fn(),
    onAddPlayer: fn(),
    renderSetSelect: setSelect,
  },
} satisfies Meta<typeof PlayerSetupGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewPlayer: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Player 1' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Player 1 Name' });
    await expect(name).toHaveAttribute('placeholder', 'Player 1 name / team name');
    await expect(canvas.getByRole('combobox', { name: 'Player 1 Question set' })).toHaveTextContent(
      'Select a Question Set',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Player 1 Colour' })).toBeVisible();
    await userEvent.type(name, 'R');
    await expect(args.onNameChange).toHaveBeenCalledWith(1, 'R');
    await userEvent.click(canvas.getByTitle('Sky Blue'));
    await expect(args.onColorChange).toHaveBeenCalledWith(1, palette.skyBlue);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Player 1' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Player' }));
    await expect(args.onAddPlayer).toHaveBeenCalledTimes(1);
  },
};

export const Named: Story = {
  args: { players: [{ id: 1, name: 'Green Geese', color: palette.farmGreen }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Player 1 Name' })).toHaveValue('Green Geese');
    await expect(canvas.getByRole('radio', { name: 'Farm Green' })).toBeChecked();
  },
};

export const OnlyPlayer: Story = {
  args: { onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

export const FourPlayers: Story = {
  args: { players: roster(4), onAddPlayer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Add Player' })).toBeNull();
  },
};

export const BlankNameError: Story = {
  args: { players: [{ ...roster(1)[0]!, nameError: 'Enter a name for this player or team' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Player 1 Name' })).toBeInvalid();
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

const within = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left &&
  inner.right <= outer.right &&
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom;

/** Three players and 'Add Player' as on the setup screen: the tab order goes by field across players, yet each field sits in its card. */
export const TabOrder: Story = {
  args: { players: roster(3) },
  render: function Render(args) {
    const [names, setNames] = useState(['Red Robins', '', '', '']);
    const [count, setCount] = useState(args.players.length);
    return (
      <PlayerSetupGrid
        {...args}
        players={roster(count).map((player, index) => ({ ...player, name: names[index] ?? '' }))}
        onNameChange={(id, name) => setNames((all) => all.map((old, at) => (at === id - 1 ? name : old)))}
        onAddPlayer={count < 4 ? () => setCount(count + 1) : undefined}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const players = [1, 2, 3];
    const expected = [
      ...players.map((id) => `Player ${id} name / team name`),
      ...players.map(() => 'Select a Question Set'),
      'Rooster Red',
      'Barn Orange',
      'Farm Green',
      'Add Player',
      ...players.map((id) => `Remove Player ${id}`),
    ];
    const visited: string[] = [];
    for (let stop = 0; stop < expected.length; stop += 1) {
      await userEvent.tab();
      visited.push(describeStop(document.activeElement as HTMLElement));
    }
    await expect(visited).toEqual(expected);
    await expect(
      canvasElement.querySelector('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])'),
    ).toBeNull();

    // Every field lies inside its player's card, below the card's heading.
    const cards = [...canvasElement.querySelectorAll('h2')].map((heading) => heading.previousElementSibling);
    for (const id of players) {
      const card = cards[id - 1]!.getBoundingClientRect();
      const heading = canvas.getByRole('heading', { name: `Player ${id}` }).getBoundingClientRect();
      const fields = [
        canvas.getByRole('textbox', { name: `Player ${id} Name` }),
        canvas.getByRole('combobox', { name: `Player ${id} Question set` }),
        canvas.getByRole('radiogroup', { name: `Player ${id} Colour` }),
      ].map((field) => field.getBoundingClientRect());
      await expect(within(heading, card)).toBe(true);
      await expect(
        within(canvas.getByRole('button', { name: `Remove Player ${id}` }).getBoundingClientRect(), card),
      ).toBe(true);
      for (const field of fields) {
        await expect(within(field, card)).toBe(true);
        await expect(field.top).toBeGreaterThanOrEqual(heading.bottom);
      }
    }
    const lowestCard = Math.max(...cards.map((card) => card!.getBoundingClientRect().bottom));
    await expect(
      canvas.getByRole('button', { name: 'Add Player' }).getBoundingClientRect().top,
    ).toBeGreaterThan(lowestCard);
  },
};
