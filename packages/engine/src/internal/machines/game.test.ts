import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ANSWER_FEEDBACK_MS, QUESTION_RESET_MS } from '../rules/questions';
import {
  createTestGame,
  makeMultipleChoiceQuestion,
  makeQuestion,
  makeQuestionSet,
  TEST_START_TIME,
} from '../../testing/index';
import type { GameInput } from './game';
import { createGameMachine } from './game';
import { initialContext } from './game-context';
import { colorName } from './labels';
import {
  selectAnswerCard,
  selectCurrentPlayer,
  selectHistory,
  selectScoreboard,
  selectTurnHeader,
  selectRepetitionWarning,
  selectResults,
  selectScrambleCountdown,
  selectScrambleWheel,
  selectSpinner,
} from './game-view';

const SCRAMBLE_TOAST = 'Score Scramble time! All players get a spin!';

describe('turns and rounds', () => {
  it('passes the turn to the next player after each answer and wraps after the last', () => {
    createTestGame({ players: 3 })
      .expectTurn('Player 1')
      .answer(true)
      .expectTurn('Player 2')
      .answer(false)
      .expectTurn('Player 3')
      .expectRound(1)
      .answer(true)
      .expectTurn('Player 1')
      .expectRound(2);
  });

  it('raises the round once and logs one round event per round', () => {
    const game = createTestGame({ players: 2 }).playRounds(3);
    const markers = game.context.history.filter((event) => event.type === 'round');
    expect(markers.map((event) => event.round)).toEqual([2, 3, 4]);
    expect(game.context.round).toBe(4);
  });

  it('a single player starts a new round after every answer', () => {
    createTestGame({ players: 1 })
      .answer(true)
      .expectRound(2)
      .answer(true)
      .expectRound(3)
      .expectTurn('Player 1');
  });

  it('logs each answer with its question as asked, on the given clock', () => {
    const game = createTestGame({ players: 2 });
    const points = game.context.currentPoints;
    const asked = game.context.currentQuestion;
    game.answer(true);
    expect(game.context.history).toEqual([
      {
        playerId: 1,
        playerName: 'Player 1',
        points,
        isCorrect: true,
        type: 'normal',
        timestamp: TEST_START_TIME + 1200,
        round: 1,
        question: { id: asked.id, text: asked.question, chosenOption: null },
      },
    ]);
  });

  it('scores a right answer with the drawn points', () => {
    const game = createTestGame({ players: 1 });
    const points = game.context.currentPoints;
    expect([10, 15, 20, 25]).toContain(points);
    game.answer(true).expectScore('Player 1', points);
  });

  it('doubles a right bonus question', () => {
    const game = createTestGame({ players: [{ questions: makeQuestionSet(1, 5, { type: 'bonus' }) }] });
    const points = game.context.currentPoints;
    game.answer(true).expectScore('Player 1', points * 2);
    expect(game.context.history[0]?.type).toBe('bonus');
  });

  it('subtracts a wrong punishment question, and a wrong normal question scores 0', () => {
    const game = createTestGame({
      players: [{ questions: makeQuestionSet(1, 5, { type: 'punishment' }) }, { name: 'Owls' }],
    });
    const points = game.context.currentPoints;
    game.answer(false).expectScore('Player 1', -points).answer(false).expectScore('Owls', 0);
    expect(game.context.history.map((event) => event.type)).toEqual(['punishment', 'normal', 'round']);
  });

  it('answers multiple-choice questions by choosing an option', () => {
    const questions = [
      makeMultipleChoiceQuestion({ id: 'mc-1' }),
      makeMultipleChoiceQuestion({ id: 'mc-2' }),
    ];
    const game = createTestGame({ players: [{ questions }] });
    expect(game.cardState).toBe('choosing');
    const points = game.context.currentPoints;
    game.answer(true).expectScore('Player 1', points).answer(false).expectScore('Player 1', points);
    expect(game.sounds).toEqual(['correct', 'incorrect']);
  });
});

describe('question choice in play', () => {
  it('never repeats a question before its set is exhausted, then starts over', () => {
    const game = createTestGame({ players: [{ questions: makeQuestionSet(1, 3) }] });
    const asked: (string | number)[] = [];
    for (let turn = 0; turn < 6; turn += 1) {
      asked.push(game.context.currentQuestion.id);
      game.answer(true);
      if (game.snapshot.matches({ playing: 'scramble' })) game.spinAll();
    }
    expect(new Set(asked.slice(0, 3)).size).toBe(3);
    expect(new Set(asked.slice(3)).size).toBe(3);
  });

  it('players who share a set share its asked list', () => {
    const questions = makeQuestionSet(5, 4);
    const input: GameInput = {
      players: [
        { id: 1, name: 'Owls', color: '#FE2602', questionSet: 5 },
        { id: 2, name: 'Bees', color: '#FE691C', questionSet: 5 },
      ],
      questionsBySet: { '5': questions },
      isPremium: false,
      extraScrambles: 'premium',
      seed: 3,
    };
    const clock = new SimulatedClock();
    const actor = createActor(createGameMachine({ now: () => 0 }), { input, clock }).start();
    const asked = [actor.getSnapshot().context.currentQuestion.id];
    for (let turn = 0; turn < 3; turn += 1) {
      actor.send({ type: 'player.showAnswer' });
      actor.send({ type: 'player.mark', correct: true });
      clock.increment(ANSWER_FEEDBACK_MS);
      actor.send({ type: 'player.continue' });
      clock.increment(QUESTION_RESET_MS);
      asked.push(actor.getSnapshot().context.currentQuestion.id);
    }
    expect([...asked].sort()).toEqual(questions.map((question) => question.id).sort());
  });

  it('plays every set assigned to a player, one after the other in the order assigned, then starts over', () => {
    const game = createTestGame({
      players: [
        {
          name: 'Owls',
          questions: makeQuestionSet('maths', 2),
          moreSets: [makeQuestionSet('words', 2), makeQuestionSet('maps', 2)],
        },
      ],
      isPremium: true,
    });
    const sets: (string | number)[] = [];
    for (let turn = 0; turn < 8; turn += 1) {
      sets.push(game.context.currentQuestion.question_set_id);
      game.answer(true);
      game.spinAll();
    }
    expect(sets).toEqual(['maths', 'maths', 'words', 'words', 'maps', 'maps', 'maths', 'maths']);
  });

  it("warns of repetition only when all of a player's sets together run short", () => {
    const game = createTestGame({
      players: [
        { name: 'Owls', questions: makeQuestionSet(1, 4), moreSets: [makeQuestionSet(2, 40)] },
        { name: 'Bees', questions: makeQuestionSet(3, 4) },
      ],
    });
    expect(selectRepetitionWarning(game.snapshot)).toBe(
      'Questions for Bees will repeat before the next Score Scramble.',
    );
  });

  it("shows 'Please select a valid question set' to a player without a set, who can only pass", () => {
    const game = createTestGame({ players: [{ questions: 'no set' }, {}] });
    expect(game.context.currentQuestion.question).toBe('Please select a valid question set');
    expect(selectAnswerCard(game.snapshot).access).toBe('placeholder');
    game.send({ type: 'player.showAnswer' }).expectTurn('Player 1');
    expect(game.cardState).toBe('unavailable');
    game.skip().expectTurn('Player 2').expectScore('Player 1', 0);
    expect(game.context.history[0]).toMatchObject({ type: 'answer', points: 0, isCorrect: false });
  });

  it("shows 'No questions available' for an empty set", () => {
    const game = createTestGame({ players: [{ questions: [] }] });
    expect(game.context.currentQuestion.question).toBe('No questions available');
    game.skip().expectRound(2);
  });

  it('ignores an answer to a question that cannot be played, and a Continue before a playable one is answered', () => {
    const unplayable = createTestGame({ players: [{ questions: 'no set' }] });
    unplayable.send({ type: 'player.showAnswer' }).send({ type: 'player.mark', correct: true });
    expect(unplayable.context.turnCount).toBe(0);
    const playable = createTestGame({ players: 1 }).send({ type: 'player.continue' });
    expect(playable.context.turnCount).toBe(0);
    expect(playable.cardState).toBe('answerHidden');
  });

  it("deals a question with its set's language, and a placeholder with none", () => {
    const spanish = createTestGame({ players: [{ questions: makeQuestionSet(1, 2, { language: 'es' }) }] });
    expect(selectAnswerCard(spanish.snapshot).question.language).toBe('es');
    spanish.answer(true);
    expect(selectAnswerCard(spanish.snapshot).question.language).toBe('es');
    const empty = createTestGame({ players: [{ questions: [] }] });
    expect(selectAnswerCard(empty.snapshot).question.language).toBeUndefined();
  });

  it('locks premium questions in a free game; the player passes for no points', () => {
    const premiumSet = [makeQuestion({ id: 'p1', is_premium: true })];
    const free = createTestGame({ players: [{ questions: premiumSet }] });
    expect(selectAnswerCard(free.snapshot).access).toBe('premium-locked');
    free.skip().expectScore('Player 1', 0);
    const premium = createTestGame({ players: [{ questions: premiumSet }], isPremium: true });
    expect(selectAnswerCard(premium.snapshot).access).toBe('playable');
    premium.answer(true);
    expect(premium.context.players[0]?.score).toBeGreaterThan(0);
  });

  it('warns only the teams whose set will run out at its own pace before the next Score Scramble', () => {
    const separate = createTestGame({
      players: [
        { name: 'Owls', questions: makeQuestionSet(1, 20) },
        { name: 'Foxes', questions: makeQuestionSet(2, 20) },
        { name: 'Bears', questions: makeQuestionSet(3, 20) },
      ],
    });
    separate.playRounds(4).expectRound(5);
    expect(selectRepetitionWarning(separate.snapshot)).toBeNull();

    const team = (id: number, name: string, questionSet: number) => ({
      id,
      name,
      color: '#FE2602',
      questionSet,
    });
    const shared = initialContext(
      {
        players: [team(1, 'Owls', 1), team(2, 'Bees', 1), team(3, 'Ants', 3)],
        questionsBySet: { '1': makeQuestionSet(1, 8), '3': makeQuestionSet(3, 5) },
        isPremium: true,
        extraScrambles: 'on',
        seed: 1,
      },
      TEST_START_TIME,
    );
    expect(selectRepetitionWarning({ context: shared })).toBe(
      'Questions for Owls and Bees will repeat before the next Score Scramble.',
    );
  });

  it('warns again only when a set that started over will run out before the next Score Scramble', () => {
    const game = createTestGame({ players: [{ name: 'Owls', questions: makeQuestionSet(1, 7) }] });
    expect(selectRepetitionWarning(game.snapshot)).toBeNull();
    game.playRounds(2);
    expect(selectRepetitionWarning(game.snapshot)).toBeNull();
    game.playRounds(3).spinAll().expectRound(6);
    expect(selectRepetitionWarning(game.snapshot)).toBe(
      'Questions for Owls will repeat before the next Score Scramble.',
    );
    game.playRounds(2).expectRound(8);
    expect(selectRepetitionWarning(game.snapshot)).toBeNull();
  });
});

describe('Score Scramble', () => {
  it('counts down to the scramble and turns urgent at 2 turns', () => {
    const game = createTestGame({ players: 2 }).expectCountdown('5 turns until Score Scramble');
    game.answer(true).expectCountdown('5 turns until Score Scramble');
    game.answer(true).expectCountdown('4 turns until Score Scramble');
    game.playRounds(2).expectCountdown('2 turns until Score Scramble!');
    game.playRound().expectCountdown('1 turn until Score Scramble!');
    expect(selectScrambleCountdown(game.snapshot).urgent).toBe(true);
  });

  it("starts after exactly 5 completed rounds with the toast 'Score Scramble time! All players get a spin!'", () => {
    const game = createTestGame({ players: 2 }).playRounds(4).answer(true).expectPhase('turn');
    expect(game.toasts).toEqual([]);
    game.answer(true).expectPhase('scramble').expectToast(SCRAMBLE_TOAST, 'success');
    expect(game.context.scramblesPlayed).toBe(1);
    expect(game.context.round).toBe(6);
  });

  it("has each player spin once, in order, with 'Next Player' then 'Continue', and resets the counts", () => {
    const game = createTestGame({ players: 3, isPremium: true }).playRounds(5).expectSpinner('Player 1');
    const before = game.context.players.map((player) => player.score);
    const spins: number[] = [];
    for (const name of ['Player 1', 'Player 2', 'Player 3']) {
      game.expectSpinner(name);
      spins.push(game.context.scramble?.upcomingSpin.points ?? NaN);
      game.spin().expectSpinOutcome(name === 'Player 3' ? 'Continue' : 'Next Player');
      expect(game.context.scramble?.lastSpin?.points).toBe(spins.at(-1));
      game.closeWheel();
    }
    expect(game.context.players.map((player) => player.score)).toEqual(
      before.map((score, i) => score + (spins[i] ?? 0)),
    );
    expect(
      game.context.history.filter((event) => event.type === 'scramble').map((event) => event.playerName),
    ).toEqual(['Player 1', 'Player 2', 'Player 3']);
    game.expectPhase('turn').expectTurn('Player 1').expectCountdown('5 turns until Score Scramble');
    expect(game.context.answersPerPlayer).toEqual([0, 0, 0]);
    expect(selectSpinner(game.snapshot)).toBeNull();
    expect(selectScrambleWheel(game.snapshot)).toBeNull();
  });

  it('lets each player spin only once', () => {
    const actor = createActor(createGameMachine({ now: () => 0 }), { input: playableInput() }).start();
    actor.send({ type: 'player.pullLever' });
    actor.send({ type: 'player.closeWheel' });
    expect(actor.getSnapshot().context.history).toEqual([]);
    const game = createTestGame({ players: 2 }).playRounds(5).spin();
    const history = game.context.history;
    game.send({ type: 'player.pullLever' }).advance(10_000);
    expect(game.context.history).toBe(history);
    expect(() => game.spin()).toThrow('Nobody is waiting to spin');
  });

  it('plays the wheel sound at the start and the coin sound when the spin scores', () => {
    const game = createTestGame({ players: 1, isPremium: true, seed: 11 });
    const sounds: string[][] = [];
    for (let scramble = 0; scramble < 6; scramble += 1) {
      game.playRounds(5);
      const points = game.context.scramble?.upcomingSpin.points;
      const heard = game.sounds.length;
      game.spin();
      sounds.push([String(points), ...game.sounds.slice(heard)]);
      game.closeWheel();
    }
    for (const [points, ...heard] of sounds) {
      expect(heard).toEqual(points === '0' ? ['wheel'] : ['wheel', 'coin']);
    }
  });
});

describe('ending a game', () => {
  it("End Game shows dismissable 'Game Results!' and dismissing returns to setup", () => {
    const game = createTestGame({ players: 2 }).playRounds(2).endGame().expectPhase('results');
    expect(selectResults(game.snapshot)).toMatchObject({
      title: 'Game Results!',
      dismissable: true,
      limitExplanation: null,
    });
    game.send({ type: 'player.showAnswer' }).send({ type: 'player.mark', correct: true }).advance(10_000);
    expect(game.context.history.filter((event) => event.type !== 'round')).toHaveLength(4);
    game.dismissResults().expectPhase('setup');
    expect(game.snapshot.output).toEqual({ scramblesPlayed: 0 });
  });

  it("'Setup' returns to setup straight from play, and End Game works mid-scramble", () => {
    createTestGame().answer(true).returnToSetup().expectPhase('setup');
    createTestGame({ players: 1 }).playRounds(5).expectPhase('scramble').endGame().expectPhase('results');
  });

  it('ranks the players with accuracy and per-question rows', () => {
    const game = createTestGame({ players: [{ name: 'Owls' }, { name: 'Bees' }] });
    const owlPoints = game.context.currentPoints;
    game.answer(true).answer(false).answer(false).answer(false).endGame();
    const [first, second] = game.results.players;
    expect(first).toMatchObject({
      name: 'Owls',
      rank: 1,
      crown: true,
      scoreLabel: `${owlPoints} pts`,
      accuracy: '1/2 (50%)',
    });
    expect(first?.rows).toEqual([
      { questionNumber: 1, typeLabel: 'Normal', result: 'Correct', pointsLabel: `+${owlPoints}` },
      { questionNumber: 2, typeLabel: 'Normal', result: 'Incorrect', pointsLabel: '0' },
    ]);
    expect(second).toMatchObject({ name: 'Bees', rank: 2, crown: false, accuracy: '0/2 (0%)' });
    expect(game.results.summary).toBe(`Owls wins with ${owlPoints} points.`);
  });

  it('crowns every player tied for first and names them together', () => {
    const game = createTestGame({ players: [{ name: 'Owls' }, { name: 'Bees' }, { name: 'Ants' }] });
    game.answer(false).answer(false).answer(false).endGame();
    expect(game.results.players.map(({ name, rank, crown }) => [name, rank, crown])).toEqual([
      ['Owls', 1, true],
      ['Bees', 1, true],
      ['Ants', 1, true],
    ]);
    expect(game.results.summary).toBe('Owls, Bees and Ants tie for first with 0 points.');
  });

  it('words the history newest first, with signed points and round markers', () => {
    const game = createTestGame({ players: [{ name: 'Owls' }] }).answer(false);
    expect(selectHistory(game.snapshot).map(({ text, pointsLabel }) => [text, pointsLabel])).toEqual([
      ['Round 2', null],
      ['Owls: incorrect', '0 pts'],
    ]);
  });
});

describe('what the scoreboard and the turn header show', () => {
  it('marks whose turn it is, names the colours and words the points', () => {
    const game = createTestGame({ players: [{ name: 'Owls' }, { name: 'Bees' }] });
    const points = game.context.currentPoints;
    game.answer(true);
    expect(selectScoreboard(game.snapshot).players).toEqual([
      { id: 1, name: 'Owls', score: points, color: '#FE2602', colorName: 'Rooster Red', active: false },
      { id: 2, name: 'Bees', score: 0, color: '#FE691C', colorName: 'Barn Orange', active: true },
    ]);
    expect(selectTurnHeader(game.snapshot)).toEqual({
      title: "Bees's Turn",
      pointsLabel: '0 pts',
      color: '#FE691C',
      colorName: 'Barn Orange',
    });
    expect(colorName('#123456')).toBe('#123456');
  });
});

describe('game input', () => {
  it.each([0, 5])('refuses %s players with a clear error', (count) => {
    const players = Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      name: `P${i + 1}`,
      color: '#FE2602',
      questionSet: 1,
    }));
    const actor = createActor(createGameMachine({ now: () => 0 }), {
      input: { players, questionsBySet: {}, isPremium: false, extraScrambles: 'premium', seed: 1 },
    });
    actor.subscribe({ error: () => undefined });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain(
      `A game needs 1 to 4 players; it was given ${count}.`,
    );
  });

  it('starts with player 1, round 1, no history and the same first question for the same seed', () => {
    const machine = createGameMachine({ now: () => 0 });
    const a = createActor(machine, { input: playableInput() }).start().getSnapshot();
    const b = createActor(machine, { input: playableInput() }).start().getSnapshot();
    expect(selectCurrentPlayer(a).name).toBe('Owls');
    expect(a.context).toMatchObject({
      round: 1,
      turnCount: 0,
      history: [],
      scramblesPlayed: 0,
      scramble: null,
    });
    expect(a.context).toEqual(b.context);
  });
});

function playableInput(): GameInput {
  return {
    players: [{ id: 1, name: 'Owls', color: '#FE2602', questionSet: 1 }],
    questionsBySet: { '1': makeQuestionSet(1, 3) },
    isPremium: false,
    extraScrambles: 'premium',
    seed: 1,
  };
}
