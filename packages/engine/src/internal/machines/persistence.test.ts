import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { TestGame } from '../../testing/index';
import { createTestGame, makeMultipleChoiceQuestion, makeQuestionSet } from '../../testing/index';
import { createGameMachine } from './game';
import { selectResults, selectScrambleWheel } from './game-view';
import { isPersistedGame, resumeGameOptions } from './persistence';
import { persistGame } from './save';

type Step = (game: TestGame) => TestGame;

const answerRight: Step = (game) => game.answer(true);
const answerWrong: Step = (game) => game.answer(false);
const spinAndClose: Step = (game) => game.spin().closeWheel();

/** Two rounds of three players, right and wrong, until a scramble, through it, and on. */
const SCRIPT: Step[] = [
  ...Array.from({ length: 15 }, (_, i) => (i % 4 === 1 ? answerWrong : answerRight)),
  spinAndClose,
  spinAndClose,
  spinAndClose,
  ...Array.from({ length: 7 }, (_, i) => (i % 3 === 0 ? answerWrong : answerRight)),
];

function newGame(): TestGame {
  return createTestGame({
    players: [
      { name: 'Owls', questions: makeQuestionSet(1, 4) },
      {
        name: 'Bees',
        questions: [makeMultipleChoiceQuestion({ id: 'mc-1' }), makeMultipleChoiceQuestion({ id: 'mc-2' })],
      },
      { name: 'Ants', questions: makeQuestionSet(3, 7, { type: 'punishment' }) },
    ],
    isPremium: true,
  });
}

describe('persisted games (a reload never loses a game)', () => {
  it.each([0, 1, 5, 14, 15, 16, 17, 18, 24])(
    'carries on identically after being saved as JSON and restored after step %s',
    (reloadAfter) => {
      const twin = newGame();
      const reloaded = newGame();
      SCRIPT.forEach((step, index) => {
        step(twin);
        step(reloaded);
        if (index === reloadAfter) reloaded.reload();
      });
      expect(reloaded.snapshot.value).toEqual(twin.snapshot.value);
      expect(reloaded.context).toEqual(twin.context);
      expect(reloaded.toasts).toEqual(twin.toasts);
    },
  );

  it('restores a scramble between spins exactly where it was', () => {
    const game = newGame().playRounds(5).spin();
    const { value, context } = game.snapshot;
    game.reload();
    expect(game.snapshot.value).toEqual(value);
    expect(game.context).toEqual(context);
    game.expectSpinOutcome('Next Player').closeWheel().expectSpinner('Bees');
  });

  it('restores a shown answer, and a card saved mid-feedback at its review', () => {
    const shown = createTestGame().send({ type: 'player.showAnswer' }).reload();
    expect(shown.cardState).toBe('answerShown');
    shown.send({ type: 'player.mark', correct: true }).advance(600).reload();
    expect(shown.cardState).toBe('review');
    expect(shown.context.card?.result).toBe('correct');
    shown.send({ type: 'player.continue' }).advance(50).expectTurn('Player 2');
    expect(shown.context.players[0]?.score).toBeGreaterThan(0);
  });

  it('restores a card saved between questions onto the next question', () => {
    const game = createTestGame()
      .send({ type: 'player.showAnswer' })
      .send({ type: 'player.mark', correct: false });
    game.advance(1200).send({ type: 'player.continue' }).reload();
    expect(game.cardState).toBe('answerHidden');
    game.answer(true).expectTurn('Player 1');
  });

  it('restores a spun wheel as spun, and a wheel saved mid-spin at its lever with the same result', () => {
    const spun = createTestGame({ players: 1 }).playRounds(5).spin();
    const score = spun.context.players[0]?.score;
    spun.reload();
    expect(selectScrambleWheel(spun.snapshot)).toMatchObject({ phase: 'spun', leverLabel: 'Spin Used' });
    spun
      .closeWheel()
      .expectPhase('turn')
      .expectScore('Player 1', score ?? NaN);

    const spinning = createTestGame({ players: 1 })
      .playRounds(5)
      .send({ type: 'player.pullLever' })
      .advance(900);
    const upcoming = spinning.context.scramble?.upcomingSpin;
    spinning.reload();
    expect(selectScrambleWheel(spinning.snapshot)).toMatchObject({
      phase: 'ready',
      leverLabel: 'Pull Lever!',
    });
    spinning.spin();
    expect(spinning.context.scramble?.lastSpin).toEqual(upcoming);
  });

  it('keeps the Score Scrambles of the play session across a reload', () => {
    const game = createTestGame({ players: 1, scramblesPlayed: 1 }).playRounds(5).reload();
    expect(game.context.scramblesPlayed).toBe(2);
    game.spin().expectSpinOutcome('End Game');
  });

  it('keeps nothing but JSON values in a game, so nothing is lost on the way through storage', () => {
    const { context } = newGame().playRounds(5).spin().snapshot;
    expect(JSON.parse(JSON.stringify(context))).toStrictEqual(context);
  });

  it('rebuilds the input from the saved context', () => {
    const saved = roundTrip(newGame());
    const { input } = resumeGameOptions(saved);
    expect(input).toEqual({
      players: saved.context.players,
      questionsBySet: saved.context.questionsBySet,
      questionOrderBySet: {},
      isPremium: true,
      extraScrambles: 'on',
      seed: saved.context.seed,
      scramblesPlayed: 0,
      youngClass: false,
    });
  });

  it('carries on an in-order set in order after a reload', () => {
    const game = createTestGame({
      players: [{ name: 'Owls', questions: makeQuestionSet(1, 4) }],
      questionOrderBySet: { '101': 'in_order' },
    });
    const asked = [game.context.currentQuestion.id];
    for (let turn = 0; turn < 5; turn += 1) {
      game.answer(true);
      if (turn === 1) game.reload();
      asked.push(game.context.currentQuestion.id);
    }
    const order = makeQuestionSet(1, 4).map((question) => question.id);
    expect(asked).toEqual([...order, ...order.slice(0, 2)]);
  });

  it('plays every set of a game saved before play orders existed shuffled, as it was', () => {
    const twin = newGame().playRounds(1);
    const resumed = resumeWithout(roundTrip(newGame().playRounds(1)), 'questionOrderBySet');
    expect(resumed.getSnapshot().context.questionOrderBySet).toEqual({});
    expect(resumed.getSnapshot().context.currentQuestion).toEqual(twin.context.currentQuestion);
  });

  it.each([
    [true, 'on', 'Game Results!'],
    [false, 'premium', 'Free Limit Reached'],
  ] as const)(
    'resumes a game saved before the Score Scramble gate existed as premium=%s alone decided it',
    (isPremium, gate, title) => {
      const saved = roundTrip(createTestGame({ players: 1, isPremium, scramblesPlayed: 2 }).answer(true));
      const resumed = resumeWithout(saved, 'extraScrambles');
      expect(resumed.getSnapshot().context.extraScrambles).toBe(gate);
      resumed.send({ type: 'teacher.endGame' });
      expect(selectResults(resumed.getSnapshot()).title).toBe(title);
    },
  );

  it('recognises a finished game as saved data too', () => {
    const actor = createActor(
      createGameMachine({ now: () => 0 }),
      resumeGameOptions(roundTrip(newGame())),
    ).start();
    actor.send({ type: 'teacher.returnToSetup' });
    expect(isPersistedGame(JSON.parse(JSON.stringify(persistGame(actor))))).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a string', 'game'],
    ['an errored actor', { status: 'error', value: 'playing', context: {} }],
    ['a snapshot without context', { status: 'active', value: 'playing' }],
    ['a snapshot without a state', { status: 'active', context: {} }],
    ['a context without players', { status: 'active', value: 'x', context: { players: [] } }],
  ])('refuses %s as a saved game', (_, value) => {
    expect(isPersistedGame(value)).toBe(false);
  });

  it('refuses a saved game whose fields were damaged', () => {
    const saved = roundTrip(newGame());
    const damage = (change: Record<string, unknown>) =>
      isPersistedGame({ ...saved, context: { ...saved.context, ...change } });
    expect(damage({})).toBe(true);
    expect(damage({ round: '3' })).toBe(false);
    expect(damage({ players: [{ id: 1, name: 'Owls' }] })).toBe(false);
    expect(damage({ history: null })).toBe(false);
    expect(damage({ isPremium: 'yes' })).toBe(false);
    expect(damage({ extraScrambles: 'maybe' })).toBe(false);
    expect(damage({ scramble: 4 })).toBe(false);
  });
});

function roundTrip(game: TestGame) {
  const saved: unknown = JSON.parse(
    JSON.stringify(game.snapshot.machine.getPersistedSnapshot(game.snapshot)),
  );
  if (!isPersistedGame(saved)) throw new Error('A live game did not persist as a saved game.');
  return saved;
}

/** Resumes a save as a version of the game that had no `field` in its context would have written it. */
function resumeWithout(saved: ReturnType<typeof roundTrip>, field: keyof typeof saved.context) {
  const { [field]: _, ...contextBefore } = saved.context;
  const older = { ...saved, context: contextBefore };
  expect(isPersistedGame(older)).toBe(true);
  return createActor(createGameMachine({ now: () => 0 }), resumeGameOptions(older as typeof saved)).start();
}
