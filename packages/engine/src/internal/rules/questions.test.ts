import { describe, expect, it } from 'vitest';
import type { Question } from './questions';
import {
  ANSWER_FEEDBACK_MS,
  isMultipleChoice,
  isPlaceholderQuestion,
  NO_QUESTION_SET_TEXT,
  NO_QUESTIONS_TEXT,
  pickQuestion,
  QUESTION_RESET_MS,
  questionAccess,
  questionOrderFor,
  questionsForSet,
  shuffleOptions,
} from './questions';
import { createRng } from './rng';
import { makeQuestion } from '../../testing/fixtures';

function question(id: number, overrides: Partial<Question> = {}): Question {
  return makeQuestion({ id, question: `Q${id}`, answer: `A${id}`, ...overrides });
}

const FIVE = [1, 2, 3, 4, 5].map((id) => question(id));

describe('question choice', () => {
  it('picks an unasked question and adds it to the asked list', () => {
    const { question: picked, askedIds } = pickQuestion({
      questions: FIVE,
      askedIds: [1, 2],
      rng: createRng(1),
    });
    expect([1, 2]).not.toContain(picked.id);
    expect(askedIds).toEqual([1, 2, picked.id]);
  });

  it('never repeats a question until the set is exhausted', () => {
    const rng = createRng(9);
    let askedIds: (number | string)[] = [];
    const picked: (number | string)[] = [];
    for (let turn = 0; turn < FIVE.length; turn += 1) {
      const result = pickQuestion({ questions: FIVE, askedIds, rng });
      picked.push(result.question.id);
      askedIds = result.askedIds;
    }
    expect([...picked].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts the asked list over once every question was asked', () => {
    const { question: picked, askedIds } = pickQuestion({
      questions: FIVE,
      askedIds: [1, 2, 3, 4, 5],
      rng: createRng(4),
    });
    expect(askedIds).toEqual([picked.id]);
  });

  it('chooses uniformly among the unasked questions', () => {
    const rng = createRng(11);
    const seen = new Set(
      Array.from({ length: 100 }, () => pickQuestion({ questions: FIVE, askedIds: [5], rng }).question.id),
    );
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it("asks an in-order set's questions in the set's order and starts over after the last", () => {
    const rng = createRng(5);
    let askedIds: (number | string)[] = [];
    const picked: (number | string)[] = [];
    for (let turn = 0; turn < 7; turn += 1) {
      const result = pickQuestion({ questions: FIVE, askedIds, rng, order: 'in_order' });
      picked.push(result.question.id);
      askedIds = result.askedIds;
    }
    expect(picked).toEqual([1, 2, 3, 4, 5, 1, 2]);
    expect(askedIds).toEqual([1, 2]);
  });

  it('goes on in order after the questions already asked, and draws nothing at random to do so', () => {
    const rng = createRng(5);
    const { question: picked } = pickQuestion({ questions: FIVE, askedIds: [1, 3], rng, order: 'in_order' });
    expect(picked.id).toBe(2);
    expect(rng()).toBe(createRng(5)());
  });

  it('plays a set shuffled unless its order says in order', () => {
    expect(questionOrderFor({ '7': 'in_order', '8': 'shuffled' }, 7)).toBe('in_order');
    expect(questionOrderFor({ '7': 'in_order', '8': 'shuffled' }, '8')).toBe('shuffled');
    expect(questionOrderFor({ '7': 'in_order' }, 9)).toBe('shuffled');
    expect(questionOrderFor(undefined, 7)).toBe('shuffled');
  });

  it("gives the placeholder 'No questions available' for a set without questions", () => {
    const { question: placeholder, askedIds } = pickQuestion({
      questions: [],
      askedIds: [],
      rng: createRng(1),
    });
    expect(placeholder.question).toBe(NO_QUESTIONS_TEXT);
    expect(NO_QUESTIONS_TEXT).toBe('No questions available');
    expect(isPlaceholderQuestion(placeholder)).toBe(true);
    expect(askedIds).toEqual([]);
  });

  it("gives the placeholder 'Please select a valid question set' without a set", () => {
    const { question: placeholder } = pickQuestion({ questions: undefined, askedIds: [], rng: createRng(1) });
    expect(placeholder.question).toBe('Please select a valid question set');
    expect(placeholder.question).toBe(NO_QUESTION_SET_TEXT);
    expect(questionAccess(placeholder, true)).toBe('placeholder');
  });

  it('finds a set by id whether the id is a number or a string', () => {
    const bySet = { '7': FIVE, 'set-a': FIVE };
    expect(questionsForSet(bySet, 7)).toBe(FIVE);
    expect(questionsForSet(bySet, 'set-a')).toBe(FIVE);
    expect(questionsForSet(bySet, 0)).toBeUndefined();
  });

  it('does not take a real question for a placeholder', () => {
    expect(isPlaceholderQuestion(question(1))).toBe(false);
    expect(isPlaceholderQuestion({ id: 'b1946ac9-uuid' })).toBe(false);
  });
});

describe('answering', () => {
  it('shuffles options into a permutation, the same for the same seed', () => {
    const options = ['a', 'b', 'c', 'd'];
    const shuffled = shuffleOptions(options, createRng(3));
    expect([...shuffled].sort()).toEqual(options);
    expect(shuffleOptions(options, createRng(3))).toEqual(shuffled);
    expect(options).toEqual(['a', 'b', 'c', 'd']);
  });

  it('can produce every order of three options', () => {
    const rng = createRng(8);
    const orders = new Set(Array.from({ length: 300 }, () => shuffleOptions(['a', 'b', 'c'], rng).join('')));
    expect(orders.size).toBe(6);
  });

  it('locks premium questions in a free game only', () => {
    const premium = question(1, { is_premium: true });
    expect(questionAccess(premium, false)).toBe('premium-locked');
    expect(questionAccess(premium, true)).toBe('playable');
    expect(questionAccess(question(2), false)).toBe('playable');
  });

  it('answers multiple choice by option, and a multiple-choice question without options aloud', () => {
    const option = { id: 1, option_text: 'Yes', is_correct: true };
    expect(isMultipleChoice(question(1, { question_type: 'multiple_choice', options: [option] }))).toBe(true);
    expect(isMultipleChoice(question(1, { question_type: 'multiple_choice' }))).toBe(false);
    expect(isMultipleChoice(question(1))).toBe(false);
  });

  it('gives feedback for 1200 ms and resets the card 50 ms after a new question', () => {
    expect([ANSWER_FEEDBACK_MS, QUESTION_RESET_MS]).toEqual([1200, 50]);
  });
});
