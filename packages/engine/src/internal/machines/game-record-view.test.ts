import { describe, expect, it } from 'vitest';
import {
  createTestGame,
  makeMultipleChoiceQuestion,
  makeQuestion,
  TEST_START_TIME,
  TestSession,
} from '../../testing/index';
import { gameRecordId } from '../rules/game-record';
import { ANSWER_FEEDBACK_MS } from '../rules/questions';
import { WHEEL_SEGMENTS } from '../rules/wheel';
import { selectGameRecord } from './game-record-view';
import { selectGame } from './session-view';

describe("a finished game's record", () => {
  it('is there only once the game has ended', () => {
    const game = createTestGame({ players: 2 });
    expect(selectGameRecord(game.snapshot)).toBeNull();
    game.answer(true);
    expect(selectGameRecord(game.snapshot)).toBeNull();
    game.endGame();
    expect(selectGameRecord(game.snapshot)).not.toBeNull();
  });

  it('keeps when it started and ended, how, the teams and every turn with its question as asked', () => {
    const game = createTestGame({
      players: [
        { name: 'Owls', questions: [makeQuestion({ id: 'q-owl', question: 'What do owls eat?' })] },
        {
          name: 'Bees',
          questions: [makeQuestion({ id: 'q-bee', question: 'How many legs?', type: 'bonus' })],
        },
      ],
    });
    const owlPoints = game.context.currentPoints;
    game.answer(true);
    game.advance(60_000);
    const beePoints = game.context.currentPoints;
    game.answer(false);
    game.advance(5_000).endGame();

    const record = selectGameRecord(game.snapshot);
    expect(record).toEqual({
      id: gameRecordId(TEST_START_TIME, game.context.players),
      startedAt: TEST_START_TIME,
      endedAt: game.clock.now(),
      rounds: 1,
      endedBy: 'endGame',
      teams: [
        { name: 'Owls', color: '#FE2602', score: owlPoints, answered: 1, correct: 1, questionSetId: 101 },
        { name: 'Bees', color: '#FE691C', score: 0, answered: 1, correct: 0, questionSetId: 102 },
      ],
      turns: [
        {
          kind: 'question',
          round: 1,
          teamPosition: 0,
          questionId: 'q-owl',
          questionText: 'What do owls eat?',
          questionType: 'normal',
          mark: 'correct',
          chosenOption: null,
          points: owlPoints,
        },
        {
          kind: 'question',
          round: 1,
          teamPosition: 1,
          questionId: 'q-bee',
          questionText: 'How many legs?',
          questionType: 'bonus',
          mark: 'incorrect',
          chosenOption: null,
          points: 0,
        },
      ],
    });
    expect(beePoints).toBeGreaterThan(0);
  });

  it('keeps the text of the option chosen on a multiple-choice question', () => {
    const capital = makeMultipleChoiceQuestion({ id: 'mc', question: 'Capital of France?' }, [
      'Paris',
      'Rome',
    ]);
    const game = createTestGame({ players: [{ questions: [capital] }] });
    game.answer(false).endGame();
    expect(selectGameRecord(game.snapshot)?.turns).toMatchObject([
      { questionText: 'Capital of France?', mark: 'incorrect', chosenOption: 'Rome', points: 0 },
    ]);
  });

  it('leaves out a turn the teacher undid, as the results do', () => {
    const game = createTestGame({ players: 2 });
    game.answer(true).undo();
    // The undone question comes back with its answer shown, for the right mark.
    game.send({ type: 'player.mark', correct: false }).advance(ANSWER_FEEDBACK_MS);
    game.send({ type: 'player.continue' }).endGame();
    const record = selectGameRecord(game.snapshot);
    expect(record?.turns).toHaveLength(1);
    expect(record?.turns[0]).toMatchObject({ teamPosition: 0, mark: 'incorrect', points: 0 });
    expect(record?.teams[0]).toMatchObject({ score: 0, answered: 1, correct: 0 });
  });

  it('keeps a passed turn without a mark, and a placeholder without a question id', () => {
    const game = createTestGame({ players: [{ name: 'Owls', questions: 'no set' }] });
    game.skip().endGame();
    expect(selectGameRecord(game.snapshot)?.turns).toEqual([
      {
        kind: 'question',
        round: 1,
        teamPosition: 0,
        questionId: null,
        questionText: 'Please select a valid question set',
        questionType: 'normal',
        mark: null,
        chosenOption: null,
        points: 0,
      },
    ]);
    expect(selectGameRecord(game.snapshot)?.teams[0]).toMatchObject({ answered: 0, correct: 0 });
  });

  it("keeps each Score Scramble spin with the wheel's message, and a free-limit ending", () => {
    const game = createTestGame({ players: 2, scramblesPlayed: 1 });
    game.playRounds(5).expectPhase('scramble').spinAll().expectPhase('results');
    const record = selectGameRecord(game.snapshot);
    expect(record?.endedBy).toBe('freeLimit');
    expect(record?.rounds).toBe(5);
    const spins = record?.turns.filter((turn) => turn.kind === 'scramble') ?? [];
    expect(spins.map((spin) => spin.teamPosition)).toEqual([0, 1]);
    for (const spin of spins) {
      expect(spin.kind === 'scramble' && WHEEL_SEGMENTS).toContainEqual({
        points: spin.points,
        message: spin.kind === 'scramble' ? spin.outcome : '',
      });
    }
    const scoreOf = (position: number) =>
      record?.turns
        .filter((turn) => turn.teamPosition === position)
        .reduce((sum, turn) => sum + turn.points, 0);
    expect(record?.teams.map((team) => team.score)).toEqual([scoreOf(0), scoreOf(1)]);
  });

  it('has the same id after a reload on the results, so a game handed over twice can be kept once', async () => {
    const session = new TestSession();
    await session.setUp(['animals', 'maths']);
    session.start().answer(true).answer(true).endGame();
    const before = selectGameRecord(session.game);
    session.reload();
    expect(selectGameRecord(session.game)).toEqual(before);

    const restored = selectGame(session.actor.getSnapshot());
    expect(restored && selectGameRecord(restored)?.id).toBe(before?.id);
    session.returnToSetup();
    await session.setUp(['animals']);
    session.clock.increment(1);
    session.start().answer(true).endGame();
    expect(selectGameRecord(session.game)?.id).not.toBe(before?.id);
  });
});

describe('Play again', () => {
  it('starts a game of its own: a new id, its own start, and none of the last game’s turns', () => {
    const game = createTestGame({ players: 2 });
    game.answer(true).answer(false).endGame();
    const first = selectGameRecord(game.snapshot);
    game.advance(30_000).playAgain();
    expect(selectGameRecord(game.snapshot)).toBeNull();

    game.answer(false).endGame();
    const second = selectGameRecord(game.snapshot);
    expect(second?.id).not.toBe(first?.id);
    expect(second?.startedAt).toBe((first?.endedAt ?? 0) + 30_000);
    expect(second?.turns).toHaveLength(1);
    expect(second?.teams.map((team) => team.score)).toEqual([0, 0]);
  });
});

describe("a game's id", () => {
  const teams = [
    { id: 1, name: 'Owls', color: '#FE2602', questionSet: 's-1', score: 0 },
    { id: 2, name: 'Bees', color: '#186DA8', questionSet: 's-2', score: 0 },
  ];

  it('is a UUID laid out as version 7, the start time first', () => {
    const id = gameRecordId(TEST_START_TIME, teams);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.replaceAll('-', '').slice(0, 12)).toBe(TEST_START_TIME.toString(16).padStart(12, '0'));
  });

  it('is the same for the same start and teams, and differs when either differs', () => {
    const id = gameRecordId(TEST_START_TIME, teams);
    expect(
      gameRecordId(
        TEST_START_TIME,
        teams.map((team) => ({ ...team, score: 40 })),
      ),
    ).toBe(id);
    expect(gameRecordId(TEST_START_TIME + 1, teams)).not.toBe(id);
    expect(gameRecordId(TEST_START_TIME, [teams[0]!, { ...teams[1]!, name: 'Ants' }])).not.toBe(id);
    expect(gameRecordId(TEST_START_TIME, [teams[0]!, { ...teams[1]!, questionSet: 's-3' }])).not.toBe(id);
    expect(gameRecordId(TEST_START_TIME, [teams[1]!, teams[0]!])).not.toBe(id);
  });
});
