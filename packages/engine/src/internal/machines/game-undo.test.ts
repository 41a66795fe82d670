import { describe, expect, it } from 'vitest';
import {
  createTestGame,
  makeMultipleChoiceQuestion,
  makeQuestionSet,
  TEST_START_TIME,
} from '../../testing/index';
import type { TestGame } from '../../testing/index';
import { ANSWER_FEEDBACK_MS, QUESTION_RESET_MS } from '../rules/questions';
import {
  selectAnswerCard,
  selectHistory,
  selectResults,
  selectScrambleWheel,
  selectTurnHeader,
} from './game-view';

function bonusSet(setId: number) {
  return makeQuestionSet(setId, 12, { type: 'bonus' });
}

function punishmentSet(setId: number) {
  return makeQuestionSet(setId, 12, { type: 'punishment' });
}

/** After an undo the answer is already shown: the player marks and continues. */
function markAgain(game: TestGame, correct: boolean): TestGame {
  game.send({ type: 'player.mark', correct }).advance(ANSWER_FEEDBACK_MS);
  return game.send({ type: 'player.continue' }).advance(QUESTION_RESET_MS);
}

describe('undoing the last mark', () => {
  it('reopens the turn after Continue: score, turn and question come back, and the history says so', () => {
    const game = createTestGame({
      players: [{ name: 'Owls', questions: punishmentSet(1) }, { name: 'Bees' }],
    });
    const { currentQuestion, currentPoints } = game.context;
    game.answer(false).expectTurn('Bees').expectScore('Owls', -currentPoints);
    expect(game.canUndo).toBe(true);

    game.undo().expectTurn('Owls').expectScore('Owls', 0);
    expect(game.context.currentQuestion).toEqual(currentQuestion);
    expect(game.context.currentPoints).toBe(currentPoints);
    expect(game.cardState).toBe('answerShown');
    expect(selectHistory(game.snapshot)[0]).toMatchObject({
      type: 'undo',
      text: 'Owls: incorrect answer undone',
      pointsLabel: `+${currentPoints} pts`,
      sign: 'gain',
    });
    expect(game.canUndo).toBe(false);

    // The mark can now be given again, and counts once in the results.
    markAgain(game, true).expectTurn('Bees').expectScore('Owls', currentPoints);
    const owls = selectResults(game.snapshot).players.find((player) => player.name === 'Owls');
    expect(owls?.accuracy).toBe('1/1 (100%)');
    expect(owls?.rows.map((row) => row.result)).toEqual(['Correct']);
  });

  it('takes back a mark still waiting for Continue without touching score or history', () => {
    const game = createTestGame({ players: [{ name: 'Owls', questions: bonusSet(1) }] });
    game.send({ type: 'player.showAnswer' });
    expect(game.canUndo).toBe(false);
    game.send({ type: 'player.mark', correct: true });
    expect(game.cardState).toBe('feedback');
    game.undo();
    expect(game.cardState).toBe('answerShown');
    expect(selectAnswerCard(game.snapshot).result).toBeNull();
    expect(game.context.history).toEqual([]);
    // The feedback's timer went with it: nothing moves on by itself.
    game.advance(ANSWER_FEEDBACK_MS * 2);
    expect(game.cardState).toBe('answerShown');
    game.expectScore('Owls', 0);
  });

  it('brings a multiple-choice question back with its options in the same order', () => {
    const questions = [1, 2, 3].map((id) => makeMultipleChoiceQuestion({ id, question_set_id: 1 }));
    const game = createTestGame({ players: [{ name: 'Owls', questions }, { name: 'Bees' }] });
    const before = selectAnswerCard(game.snapshot);
    expect(before.phase).toBe('choosing');
    game.answer(true).undo();
    const after = selectAnswerCard(game.snapshot);
    expect(after.phase).toBe('choosing');
    expect(after.question).toEqual(before.question);
    expect(after.options).toEqual(before.options);
    expect(after.selectedOptionId).toBeNull();
  });

  it('goes one step back only, and never once the next player has begun', () => {
    const game = createTestGame({ players: 3 });
    game.answer(true).answer(true);
    game.undo().expectTurn('Player 2');
    expect(game.canUndo).toBe(false);

    markAgain(game, true).expectTurn('Player 3');
    game.send({ type: 'player.showAnswer' });
    expect(game.canUndo).toBe(false);
  });

  it('has nothing to undo after a passed question, which was never marked', () => {
    const game = createTestGame({ players: [{ name: 'Owls', questions: 'no set' }, { name: 'Bees' }] });
    game.skip().expectTurn('Bees');
    expect(game.canUndo).toBe(false);
  });

  it('drops the round marker of a round the undone turn began', () => {
    const game = createTestGame({ players: 2 }).playRound(true);
    game.expectRound(2);
    game.undo().expectRound(1).expectTurn('Player 2');
    expect(game.context.history.filter((event) => event.type === 'round')).toEqual([]);
    const total = game.context.history
      .filter((event) => event.playerId === 2)
      .reduce((sum, event) => sum + event.points, 0);
    game.expectScore('Player 2', total).expectScore('Player 2', 0);
  });

  it('never reopens the turn that started a Score Scramble', () => {
    const game = createTestGame({ players: 2 }).playRounds(5);
    game.expectPhase('scramble');
    expect(game.canUndo).toBe(false);
  });

  it('survives a reload', () => {
    const game = createTestGame({ players: 2 }).answer(true).reload();
    expect(game.canUndo).toBe(true);
    game.undo().expectTurn('Player 1').expectScore('Player 1', 0);
    expect(game.context.history.at(-1)?.timestamp).toBe(
      TEST_START_TIME + ANSWER_FEEDBACK_MS + QUESTION_RESET_MS,
    );
  });

  it('is gone once the game ends', () => {
    const game = createTestGame({ players: 2 }).answer(true).endGame();
    expect(game.canUndo).toBe(false);
  });

  it('words the turn header after an undo from the restored score', () => {
    const game = createTestGame({ players: [{ name: 'Owls', questions: bonusSet(1) }, { name: 'Bees' }] });
    game.answer(true).undo();
    expect(selectTurnHeader(game.snapshot)).toMatchObject({ title: "Owls's Turn", pointsLabel: '0 pts' });
  });
});

describe('undoing the last spin', () => {
  it('gives the lever back with the score restored; the same result comes again', () => {
    const game = createTestGame({ players: 2 }).playRounds(5);
    const scoreBefore = game.context.players[0]?.score ?? 0;
    const upcoming = game.context.scramble?.upcomingSpin;
    game.spin();
    expect(game.canUndo).toBe(true);
    game.undo();
    expect(selectScrambleWheel(game.snapshot)).toMatchObject({ phase: 'ready', playerName: 'Player 1' });
    game.expectScore('Player 1', scoreBefore);
    expect(selectHistory(game.snapshot)[0]).toMatchObject({ text: 'Player 1: Score Scramble spin undone' });
    game.spin();
    expect(game.context.scramble?.lastSpin).toEqual(upcoming);
    game.expectScore('Player 1', scoreBefore + (upcoming?.points ?? 0));
  });

  it('is refused once the next spinner is called, and once the Score Scramble has ended', () => {
    const game = createTestGame({ players: 2, isPremium: true }).playRounds(5);
    game.spin().closeWheel();
    expect(game.canUndo).toBe(false);
    game.spin().closeWheel().expectPhase('turn');
    expect(game.canUndo).toBe(false);
  });
});
