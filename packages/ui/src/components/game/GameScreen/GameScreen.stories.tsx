import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../Header/Header';
import { AnswerReveal } from '../AnswerReveal/AnswerReveal';
import type { GameHistoryEvent } from '../GameHistory/GameHistory';
import { GameHistory } from '../GameHistory/GameHistory';
import {
  QUESTION_SHARE,
  READABLE_SHARE,
  expectOnScreen,
  expectTextShare,
  laptopScreen,
  projectorScreen,
} from '../internal/classroomScreens';
import { samplePlayers } from '../internal/samplePlayers';
import { planet } from '../internal/samplePicture';
import { MultipleChoiceGrid } from '../MultipleChoiceGrid/MultipleChoiceGrid';
import { QuestionCard } from '../QuestionCard/QuestionCard';
import { RepetitionWarning } from '../RepetitionWarning/RepetitionWarning';
import { Scoreboard } from '../Scoreboard/Scoreboard';
import { TurnHeader } from '../TurnHeader/TurnHeader';
import { UndoButton } from '../UndoButton/UndoButton';
import { GameScreen } from './GameScreen';

const QUESTION =
  'Saturn is the planet with the most famous rings. Which of these planets also has rings, though faint ones?';

/** A history entry as the game words it, a minute after the last. */
function entry(
  index: number,
  text: string,
  pointsLabel: string | null,
  result: GameHistoryEvent['result'],
): GameHistoryEvent {
  const sign = pointsLabel?.startsWith('+') ? 'gain' : 'none';
  const type = result === null ? 'round' : 'normal';
  return {
    key: String(index),
    type,
    text,
    pointsLabel,
    sign,
    result,
    timestamp: Date.UTC(2026, 2, 9, 9, index),
  };
}

const history = [
  entry(0, 'Round 1', null, null),
  entry(1, 'Red Robins: correct', '+15 pts', 'correct'),
  entry(2, 'Orange Owls: incorrect', '0 pts', 'incorrect'),
];

const choices = (
  <MultipleChoiceGrid
    options={[
      { id: 'a', text: 'Jupiter', isCorrect: true },
      { id: 'b', text: 'Mars', isCorrect: false },
      { id: 'c', text: 'Venus', isCorrect: false },
      { id: 'd', text: 'Mercury', isCorrect: false },
    ]}
    phase="idle"
    onSelect={fn()}
    onContinue={fn()}
  />
);

const revealedAnswer = (
  <AnswerReveal
    answer="Jupiter, Uranus and Neptune"
    revealed
    onReveal={fn()}
    onCorrect={fn()}
    onIncorrect={fn()}
    onContinue={fn()}
  />
);

const meta = {
  title: 'Game/GameScreen',
  component: GameScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <Header logo={<span>Quiz Coop</span>} actions={<button type="button">End Game</button>} />,
    status: (
      <>
        <Scoreboard
          players={samplePlayers.map((player) => ({ ...player, active: player.id === 2 }))}
          countdown={{ text: '3 turns until Score Scramble', urgent: false }}
        />
        <RepetitionWarning message="Questions for Red Robins and Orange Owls will repeat before the next Score Scramble." />
      </>
    ),
    turn: (
      <>
        <TurnHeader title="Orange Owls's Turn" pointsLabel="60 pts" color={samplePlayers[1].color} />
        <UndoButton canUndo shortcut="U" onUndo={fn()} />
      </>
    ),
    stage: (
      <QuestionCard question={QUESTION} media={planet} fillHeight>
        {choices}
      </QuestionCard>
    ),
    sidePanel: (
      <>
        <GameHistory events={history} />
        <details>
          <summary>Keyboard controls</summary>
          <p>1 to 4 choose an answer.</p>
        </details>
      </>
    ),
  },
} satisfies Meta<typeof GameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question card as the class sees it: large text, its picture and every answer on the first screen. */
async function expectProjectorLayout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const card = canvas.getByRole('article', { name: QUESTION });
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: /^Enlarge image/ })).toHaveAttribute('data-state', 'loaded'),
  );
  await expectTextShare(canvas.getByText(QUESTION), QUESTION_SHARE);
  await expect(card.getBoundingClientRect().height / window.innerHeight).toBeGreaterThanOrEqual(0.4);
  await expectOnScreen(canvas.getByRole('img', { name: planet.alt }));
  const answers = within(card).queryAllByRole('button', { name: /^(Jupiter|Mars|Venus|Mercury)$/ });
  for (const answer of answers) {
    await expectTextShare(answer, READABLE_SHARE);
    await expectOnScreen(answer);
  }
  const scoreboard = within(canvas.getByRole('region', { name: 'Scoreboard' }));
  for (const { name, score } of samplePlayers) {
    const entry = within(scoreboard.getByText(name).closest('li')!);
    await expectTextShare(entry.getByText(name), READABLE_SHARE);
    await expectTextShare(entry.getByText(String(score)), READABLE_SHARE);
  }
  // The whole game fits the screen: nothing to scroll to.
  const main = canvas.getByRole('main');
  await expect(main.scrollHeight).toBeLessThanOrEqual(main.clientHeight);
}

export const PictureQuestionOnProjector: Story = {
  globals: projectorScreen,
  play: async ({ canvasElement }) => {
    await expectProjectorLayout(canvasElement);
  },
};

export const PictureQuestionOnLaptop: Story = {
  globals: laptopScreen,
  play: async ({ canvasElement }) => {
    await expectProjectorLayout(canvasElement);
  },
};

/** The projector theme keeps its contrast on the projector layout (axe checks it). */
export const ProjectorThemeOnProjector: Story = {
  globals: { ...projectorScreen, theme: 'projector' },
  play: async ({ canvasElement }) => {
    await expectProjectorLayout(canvasElement);
  },
};

export const ProjectorThemeOnLaptop: Story = {
  globals: { ...laptopScreen, theme: 'projector' },
  play: async ({ canvasElement }) => {
    await expectProjectorLayout(canvasElement);
  },
};

/** A question answered aloud: the revealed answer reads at the answers' size. */
export const RevealedAnswerOnLaptop: Story = {
  globals: laptopScreen,
  args: {
    stage: (
      <QuestionCard question={QUESTION} fillHeight>
        {revealedAnswer}
      </QuestionCard>
    ),
  },
  play: async ({ canvas }) => {
    const answer = canvas.getByText('Answer:').parentElement!;
    await expectTextShare(answer, READABLE_SHARE);
    await expectOnScreen(answer);
  },
};

export const RevealedAnswerOnProjector: Story = {
  ...RevealedAnswerOnLaptop,
  globals: projectorScreen,
};

/** A young class's game: every text a size up, and the picture question still fits the projector. */
export const YoungClassOnProjector: Story = {
  globals: projectorScreen,
  args: { textSize: 'large' },
  play: async ({ canvasElement }) => {
    await expectProjectorLayout(canvasElement);
    const question = within(canvasElement).getByText(QUESTION);
    // A regular game's question is 5.2% of the screen's height; a young class's is a fifth larger.
    await expect(parseFloat(getComputedStyle(question).fontSize) / window.innerHeight).toBeGreaterThan(0.06);
  },
};

/** Folding the history away by keyboard gives its width to the question card. */
export const HistoryFoldedAway: Story = {
  globals: laptopScreen,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Game History' });
    const card = canvas.getByRole('article', { name: QUESTION });
    const openWidth = card.getBoundingClientRect().width;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Game History' })).toBeNull();
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(openWidth);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Game History' })).toBeVisible();
  },
};

/** On a phone the parts stack, the question first, and the page scrolls as any page does. */
export const StackedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: QUESTION });
    const history = canvas.getByRole('button', { name: 'Game History' });
    await expect(history.getBoundingClientRect().top).toBeGreaterThan(card.getBoundingClientRect().bottom);
  },
};
