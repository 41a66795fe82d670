import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeMultipleChoiceQuestion, makeQuestion } from '../../testing/index';
import type { Question } from '../rules/questions';
import { startAsChild } from '../test-support/child';
import { answerCardMachine } from './answer-card';

function startCard(question: Question, isPremium = false) {
  const {
    child: card,
    clock,
    reports: emitted,
  } = startAsChild(answerCardMachine, { question, isPremium, seed: 4 });
  const state = () => card.getSnapshot().value;
  return { card, clock, emitted, state };
}

const NORMAL = makeQuestion({ id: 'n1' });
const CHOICE = makeMultipleChoiceQuestion({ id: 'mc' }, ['Paris', 'Rome', 'Oslo', 'Bern']);

describe('answer card, normal questions', () => {
  it('goes Show Answer → Correct → 1.2 s feedback → Continue and reports a right answer', () => {
    const { card, clock, emitted, state } = startCard(NORMAL);
    expect(state()).toBe('answerHidden');
    card.send({ type: 'player.showAnswer' });
    expect(state()).toBe('answerShown');
    card.send({ type: 'player.mark', correct: true });
    expect(state()).toBe('feedback');
    expect(card.getSnapshot().context.result).toBe('correct');
    clock.increment(1199);
    expect(state()).toBe('feedback');
    clock.increment(1);
    expect(state()).toBe('review');
    card.send({ type: 'player.continue' });
    expect(state()).toBe('answered');
    expect(emitted).toEqual([
      { type: 'sound', sound: 'reveal' },
      { type: 'sound', sound: 'correct' },
      { type: 'card.answered', correct: true, chosenOptionId: null },
    ]);
  });

  it("plays 'incorrect' and reports a wrong answer", () => {
    const { card, clock, emitted } = startCard(NORMAL);
    card.send({ type: 'player.showAnswer' });
    card.send({ type: 'player.mark', correct: false });
    clock.increment(1200);
    card.send({ type: 'player.continue' });
    expect(emitted.slice(1)).toEqual([
      { type: 'sound', sound: 'incorrect' },
      { type: 'card.answered', correct: false, chosenOptionId: null },
    ]);
  });

  it('ignores steps out of order: marking before the answer shows, continuing during feedback', () => {
    const { card, emitted, state } = startCard(NORMAL);
    card.send({ type: 'player.mark', correct: true });
    card.send({ type: 'player.continue' });
    expect(state()).toBe('answerHidden');
    card.send({ type: 'player.showAnswer' });
    card.send({ type: 'player.mark', correct: true });
    card.send({ type: 'player.mark', correct: false });
    card.send({ type: 'player.continue' });
    expect(state()).toBe('feedback');
    expect(card.getSnapshot().context.result).toBe('correct');
    expect(emitted).toHaveLength(2);
  });
});

describe('answer card, multiple choice', () => {
  it('shows the options shuffled', () => {
    const { card } = startCard(CHOICE);
    const shown = card.getSnapshot().context.options;
    expect(shown.map((option) => option.option_text).sort()).toEqual(['Bern', 'Oslo', 'Paris', 'Rome']);
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        createActor(answerCardMachine, { input: { question: CHOICE, isPremium: false, seed } })
          .start()
          .getSnapshot()
          .context.options.map((option) => option.option_text)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('takes one choice, highlights it, flashes for 1.2 s, then reviews with the selection cleared', () => {
    const { card, clock, emitted, state } = startCard(CHOICE);
    const wrong = CHOICE.options.find((option) => !option.is_correct);
    const right = CHOICE.options.find((option) => option.is_correct);
    card.send({ type: 'player.choose', optionId: wrong?.id ?? '' });
    card.send({ type: 'player.choose', optionId: right?.id ?? '' });
    expect(state()).toBe('feedback');
    expect(card.getSnapshot().context).toMatchObject({ selectedOptionId: wrong?.id, result: 'incorrect' });
    clock.increment(1200);
    expect(state()).toBe('review');
    expect(card.getSnapshot().context).toMatchObject({ selectedOptionId: null, result: 'incorrect' });
    card.send({ type: 'player.choose', optionId: right?.id ?? '' });
    card.send({ type: 'player.continue' });
    // The review no longer highlights the pick, but the game still hears which option it was.
    expect(emitted).toEqual([
      { type: 'sound', sound: 'incorrect' },
      { type: 'card.answered', correct: false, chosenOptionId: wrong?.id },
    ]);
  });

  it('reports a right choice', () => {
    const { card, clock, emitted } = startCard(CHOICE);
    card.send({ type: 'player.choose', optionId: 'mc-1' });
    clock.increment(1200);
    card.send({ type: 'player.continue' });
    expect(emitted).toEqual([
      { type: 'sound', sound: 'correct' },
      { type: 'card.answered', correct: true, chosenOptionId: 'mc-1' },
    ]);
  });

  it('ignores a choice that is not one of the options', () => {
    const { card, state } = startCard(CHOICE);
    card.send({ type: 'player.choose', optionId: 'elsewhere' });
    expect(state()).toBe('choosing');
  });
});

describe('answer card, questions that cannot be played', () => {
  it('locks a premium question in a free game; Continue passes it', () => {
    const { card, emitted, state } = startCard(makeQuestion({ id: 'p', is_premium: true }));
    expect(state()).toBe('unavailable');
    card.send({ type: 'player.showAnswer' });
    card.send({ type: 'player.continue' });
    expect(state()).toBe('answered');
    expect(emitted).toEqual([{ type: 'card.skipped' }]);
  });

  it('lets a premium game play a premium question', () => {
    expect(startCard(makeQuestion({ id: 'p', is_premium: true }), true).state()).toBe('answerHidden');
  });
});

describe('answer card reset (50 ms after the question changes)', () => {
  it('resets 50 ms after the next question arrives, reshuffling its options', () => {
    const { card, clock, state } = startCard(NORMAL);
    card.send({ type: 'player.showAnswer' });
    card.send({ type: 'player.mark', correct: true });
    clock.increment(1200);
    card.send({ type: 'player.continue' });
    card.send({ type: 'game.nextQuestion', question: CHOICE });
    expect(state()).toBe('resetting');
    expect(card.getSnapshot().context.question).toBe(CHOICE);
    expect(card.getSnapshot().context.options).toHaveLength(4);
    clock.increment(49);
    expect(state()).toBe('resetting');
    clock.increment(1);
    expect(state()).toBe('choosing');
    expect(card.getSnapshot().context).toMatchObject({ result: null, selectedOptionId: null });
  });

  it('a new question cuts the feedback short without reporting the old answer', () => {
    const { card, clock, emitted, state } = startCard(NORMAL);
    card.send({ type: 'player.showAnswer' });
    card.send({ type: 'player.mark', correct: true });
    card.send({ type: 'game.nextQuestion', question: NORMAL });
    card.send({ type: 'game.nextQuestion', question: NORMAL });
    clock.increment(50);
    expect(state()).toBe('answerHidden');
    clock.increment(2000);
    expect(state()).toBe('answerHidden');
    expect(emitted.map((event) => event.type)).not.toContain('card.answered');
  });
});

describe('answer card, when time is up', () => {
  it('shows a hidden answer, for the teacher to mark', () => {
    const { card, emitted, state } = startCard(NORMAL);
    card.send({ type: 'game.timeUp' });
    expect(state()).toBe('answerShown');
    expect(emitted).toEqual([{ type: 'sound', sound: 'reveal' }]);
    card.send({ type: 'player.mark', correct: true });
    expect(state()).toBe('feedback');
  });

  it('counts a choice not made as wrong, then reviews the right answer', () => {
    const { card, clock, emitted, state } = startCard(CHOICE);
    card.send({ type: 'game.timeUp' });
    expect(state()).toBe('feedback');
    expect(card.getSnapshot().context).toMatchObject({ result: 'incorrect', selectedOptionId: null });
    clock.increment(1200);
    card.send({ type: 'player.continue' });
    expect(emitted).toEqual([
      { type: 'sound', sound: 'incorrect' },
      { type: 'card.answered', correct: false, chosenOptionId: null },
    ]);
  });

  it('changes nothing once the answer is shown or chosen', () => {
    const { card, state } = startCard(NORMAL);
    card.send({ type: 'player.showAnswer' });
    card.send({ type: 'game.timeUp' });
    expect(state()).toBe('answerShown');
    card.send({ type: 'player.mark', correct: true });
    card.send({ type: 'game.timeUp' });
    expect(card.getSnapshot().context.result).toBe('correct');
  });
});
