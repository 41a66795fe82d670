import { describe, expect, it } from 'vitest';
import {
  createTestGame,
  makeMultipleChoiceQuestion,
  makeQuestion,
  makeQuestionSet,
  ScenarioError,
  TEST_START_TIME,
} from './index';

describe('the test driver', () => {
  it('plays a game that reads like the game', () => {
    const game = createTestGame({ players: [{ name: 'Owls' }, { name: 'Bees' }] })
      .answer(true)
      .expectTurn('Bees')
      .answer(false)
      .expectTurn('Owls')
      .expectRound(2)
      .expectSounds(['reveal', 'correct', 'reveal', 'incorrect']);
    expect(game.context.history.at(-1)?.timestamp).toBe(TEST_START_TIME + 2 * 1200 + 50);
    expect(game.clock.now()).toBe(TEST_START_TIME + 2 * (1200 + 50));
  });

  it("plays the README's example", () => {
    const game = createTestGame({
      players: [{ name: 'Owls' }, { name: 'Bees', questions: makeQuestionSet(2, 6) }],
    })
      .answer(true)
      .expectTurn('Bees')
      .answer(false)
      .playRounds(4)
      .expectPhase('scramble')
      .expectToast('Score Scramble time! All players get a spin!', 'success')
      .spin()
      .expectSpinOutcome('Next Player')
      .closeWheel()
      .reload()
      .spinAll()
      .endGame()
      .expectPhase('results');
    expect(game.context.history.filter((event) => event.type === 'scramble')).toHaveLength(2);
  });

  it("refuses to answer when it is nobody's turn", () => {
    const game = createTestGame({ players: 1 }).playRounds(5);
    expect(() => game.answer(true)).toThrow(
      'Nobody can answer now; the game is in {"playing":{"scramble":"awaitingSpin"}}.',
    );
    expect(() => game.skip()).toThrow(ScenarioError);
  });

  it('plays the same game for the same seed and a different one for another seed', () => {
    const scores = (seed: number) =>
      createTestGame({ seed })
        .playRounds(3, [true, false])
        .context.players.map((player) => player.score);
    expect(scores(1)).toEqual(scores(1));
    expect(new Set([1, 2, 3].map((seed) => String(scores(seed)))).size).toBeGreaterThan(1);
  });

  it('explains a failed expectation in the words of the game', () => {
    const game = createTestGame();
    expect(() => game.expectTurn('Player 2')).toThrow(
      new ScenarioError("Expected Player 2's turn, but it is Player 1's."),
    );
    expect(() => game.expectScore('Player 1', 10)).toThrow('Expected Player 1 to have 10, not 0.');
    expect(() => game.expectScore('Nobody', 0)).toThrow('There is no player called Nobody.');
    expect(() => game.expectRound(2)).toThrow('Expected round 2, not 1.');
    expect(() => game.expectPhase('results')).toThrow(
      "Expected the 'results' phase, but the game is in 'turn'.",
    );
    expect(() => game.expectSpinner('Player 1')).toThrow('Expected Player 1 at the wheel, not nobody.');
    expect(() => game.expectSpinOutcome('Continue')).toThrow(
      "Expected 'Continue' under the wheel, not 'null'.",
    );
    expect(() => game.expectCountdown('1 turn until Score Scramble!')).toThrow(
      "Expected the countdown '1 turn until Score Scramble!', not '5 turns until Score Scramble'.",
    );
    expect(() => game.expectToast('Hello')).toThrow("Expected the toast 'Hello'; the toasts were [].");
    expect(() => game.expectSounds(['coin'])).toThrow('Expected the sounds ["coin"], not [].');
    expect(() => game.skip()).toThrow(
      "Only an unplayable question can be skipped; the card is 'answerHidden'.",
    );
    expect(() => game.spin()).toThrow('Nobody is waiting to spin; the game is in {"playing":"turn"}.');
    expect(() => game.playRound([true])).toThrow('No answer given for turn 2 of the round.');
  });

  it('refuses to answer a card that is not waiting for an answer', () => {
    const locked = createTestGame({ players: [{ questions: [] }] });
    expect(() => locked.answer(true)).toThrow("The card cannot be answered in state 'unavailable'.");
    const onlyRight = createTestGame({
      players: [{ questions: [makeMultipleChoiceQuestion({ id: 'q' }, ['Yes'])] }],
    });
    expect(() => onlyRight.answer(false)).toThrow('The question has no wrong option to choose.');
  });

  it('checks toasts by text and kind', () => {
    const game = createTestGame({ players: 1 }).playRounds(5);
    game.expectToast('Score Scramble time! All players get a spin!', 'success');
    expect(() => game.expectToast('Score Scramble time! All players get a spin!', 'error')).toThrow(
      ScenarioError,
    );
  });

  it('sends single presses and lets time pass', () => {
    const game = createTestGame().send({ type: 'player.showAnswer' });
    expect(game.cardState).toBe('answerShown');
    game.send({ type: 'player.mark', correct: true }).advance(1199);
    expect(game.cardState).toBe('feedback');
    game.advance(1);
    expect(game.cardState).toBe('review');
  });

  it('builds questions with sensible defaults', () => {
    expect(makeQuestion({ id: 3 })).toMatchObject({
      id: 3,
      question: 'Question 3?',
      type: 'normal',
      options: [],
    });
    expect(makeMultipleChoiceQuestion({ id: 'm' }).options.map((option) => option.is_correct)).toEqual([
      true,
      false,
      false,
    ]);
    expect(
      makeQuestionSet(9, 2, { type: 'bonus' }).map(({ id, question_set_id, type }) => [
        id,
        question_set_id,
        type,
      ]),
    ).toEqual([
      ['9-1', 9, 'bonus'],
      ['9-2', 9, 'bonus'],
    ]);
  });
});
