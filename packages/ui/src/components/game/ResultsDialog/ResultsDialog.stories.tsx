import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectOnScreen, laptopScreen, projectorScreen } from '../internal/classroomScreens';
import { samplePlayers } from '../internal/samplePlayers';
import type { ResultsAnswer, ResultsPlayer } from '../ResultsRanking/ResultsRanking';
import { ResultsDialog } from './ResultsDialog';

/** Rows as the game words them: [type, result, points]. */
const answers = (...marks: [string, ResultsAnswer['result'], string][]): ResultsAnswer[] =>
  marks.map(([typeLabel, result, pointsLabel], index) => ({
    questionNumber: index + 1,
    typeLabel,
    result,
    pointsLabel,
  }));

const [robins, owls, geese, jays] = samplePlayers;

/** A player as the game ranks and words them. */
function ranked(
  player: (typeof samplePlayers)[number],
  rank: number,
  accuracy: string,
  rows: ResultsAnswer[],
): ResultsPlayer {
  const { id, name, color, score } = player;
  return { id, name, color, rank, crown: rank === 1, scoreLabel: `${score} pts`, accuracy, rows };
}

const players: ResultsPlayer[] = [
  ranked(
    owls,
    1,
    '3/3 (100%)',
    answers(['Normal', 'Correct', '+20'], ['Normal', 'Correct', '+25'], ['Normal', 'Correct', '+15']),
  ),
  ranked(
    robins,
    2,
    '2/4 (50%)',
    answers(
      ['Normal', 'Correct', '+15'],
      ['Bonus', 'Correct', '+40'],
      ['Punishment', 'Incorrect', '-10'],
      ['Normal', 'Incorrect', '0'],
    ),
  ),
  ranked(
    jays,
    3,
    '2/3 (67%)',
    answers(['Bonus', 'Incorrect', '0'], ['Normal', 'Correct', '+25'], ['Normal', 'Correct', '+10']),
  ),
  ranked(geese, 4, '1/2 (50%)', answers(['Normal', 'Incorrect', '0'], ['Normal', 'Correct', '+20'])),
];

interface ResultsStoryProps {
  players: readonly ResultsPlayer[];
  summary: string;
  limitReached: boolean;
  onOpenChange: (open: boolean) => void;
  onPlayAgain: () => void;
  onReturnToSetup: () => void;
}

/** As a screen composes it: Play again leads, except when the free limit ended the session and no game follows. */
function Results({
  players: shown,
  summary,
  limitReached,
  onOpenChange,
  onPlayAgain,
  onReturnToSetup,
}: ResultsStoryProps) {
  return (
    <ResultsDialog.Root
      open
      title={limitReached ? 'Free Limit Reached' : 'Game Results!'}
      dismissable={!limitReached}
      onOpenChange={onOpenChange}
    >
      <ResultsDialog.Content>
        <ResultsDialog.Ranking players={shown} summary={summary} />
        <ResultsDialog.Actions>
          {limitReached ? null : <ResultsDialog.PlayAgain onClick={onPlayAgain} />}
          <ResultsDialog.ReturnToSetup
            variant={limitReached ? 'primary' : 'secondary'}
            onClick={onReturnToSetup}
          />
        </ResultsDialog.Actions>
      </ResultsDialog.Content>
    </ResultsDialog.Root>
  );
}

const meta = {
  title: 'Game/ResultsDialog',
  component: Results,
  args: {
    players,
    summary: 'Orange Owls wins with 60 points.',
    limitReached: false,
    onOpenChange: fn(),
    onPlayAgain: fn(),
    onReturnToSetup: fn(),
  },
} satisfies Meta<typeof Results>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The dialog once it is drawn: it pops in from transparent, and on a busy machine its first frame can still be
 * pending when it is found, which would make everything in it count as hidden.
 */
async function shownDialog(canvasElement: HTMLElement, name?: string): Promise<HTMLElement> {
  const dialog = await page(canvasElement).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  return dialog;
}

export const GameResults: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement, 'Game Results!');
    await expect(dialog).toHaveAccessibleDescription('Orange Owls wins with 60 points.');
    const entries = within(dialog).getAllByRole('listitem');
    await expect(entries.map((entry) => entry.getAttribute('data-rank'))).toEqual(['1', '2', '3', '4']);
    await expect(entries[0]).toHaveTextContent('Orange Owls60 pts');
    await expect(dialog.querySelectorAll('[data-crown]')).toHaveLength(1);
    await expect(entries[0]?.querySelector('[data-crown]')).not.toBeNull();
    await expect(entries[3]).toHaveTextContent('Green Geese20 pts');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Setup' }));
    await expect(args.onReturnToSetup).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const PlayAgain: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement, 'Game Results!');
    const actions = within(dialog)
      .getAllByRole('button')
      .filter((button) => /^(Play again|Return to Setup)$/.test(button.textContent ?? ''));
    await expect(actions.map((button) => button.textContent)).toEqual(['Play again', 'Return to Setup']);
    const playAgain = within(dialog).getByRole('button', { name: 'Play again' });
    playAgain.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlayAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(playAgain);
    await expect(args.onPlayAgain).toHaveBeenCalledTimes(2);
    await expect(args.onReturnToSetup).not.toHaveBeenCalled();
  },
};

/** At the end of a lesson on the projector, the ranking and the way on to the next game fit the screen. */
export const OnProjector: Story = {
  globals: projectorScreen,
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement, 'Game Results!');
    // The dialog pops in from a smaller scale: its buttons are measured once it has settled.
    for (const name of ['Play again', 'Return to Setup']) {
      await waitFor(() => expectOnScreen(within(dialog).getByRole('button', { name })), { timeout: 5_000 });
    }
  },
};

export const OnLaptop: Story = {
  ...OnProjector,
  globals: laptopScreen,
};

export const PlayerDetails: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement, 'Game Results!');
    const toggle = within(dialog).getByRole('button', { name: 'View Details for Red Robins' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const hiddenTables = dialog.querySelectorAll('table');
    await expect([...hiddenTables].filter((table) => table.getClientRects().length > 0)).toHaveLength(0);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Hide Details for Red Robins');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(details).toBeVisible();
    await expect(details).toHaveTextContent('Accuracy: 2/4 (50%)');
    const table = within(details as HTMLElement).getByRole('table', { name: "Red Robins's answers" });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Q#', 'Type', 'Result', 'Points']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      '1NormalCorrect+15',
      '2BonusCorrect+40',
      '3PunishmentIncorrect-10',
      '4NormalIncorrect0',
    ]);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName('View Details for Red Robins');
    await expect(details?.getClientRects()).toHaveLength(0);
  },
};

export const FreeLimitReached: Story = {
  args: { limitReached: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement, 'Free Limit Reached');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Play again' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const overlay = dialog.previousElementSibling as HTMLElement;
    await userEvent.click(overlay);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Setup' }));
    await expect(args.onReturnToSetup).toHaveBeenCalledTimes(1);
  },
};

export const TiedForFirst: Story = {
  args: {
    players: [
      { ...players[1]!, rank: 1, crown: true, scoreLabel: '50 pts' },
      { ...players[3]!, rank: 1, crown: true, scoreLabel: '50 pts' },
      { ...players[0]!, rank: 3, crown: false, scoreLabel: '30 pts' },
    ],
    summary: 'Red Robins and Green Geese tie for first with 50 points.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription('Red Robins and Green Geese tie for first with 50 points.'),
    );
    const entries = within(dialog).getAllByRole('listitem');
    await expect(entries.map((entry) => entry.getAttribute('data-rank'))).toEqual(['1', '1', '3']);
    await expect(dialog.querySelectorAll('[data-crown]')).toHaveLength(2);
  },
};

export const SinglePlayer: Story = {
  args: {
    players: [{ ...players[3]!, rank: 1, crown: true, accuracy: '0/0 (0%)', rows: [] }],
    summary: 'Green Geese wins with 20 points.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^View Details/ }));
    await expect(dialog).toHaveTextContent('Accuracy: 0/0 (0%)');
  },
};
