import type { QuestionSetId } from '../internal/rules/players';
import type { Question } from '../internal/rules/questions';

/** The seed every test game uses unless told otherwise, so a scenario plays the same way every run. */
export const TEST_SEED = 20_250_106;

/** The simulated clock's start, 2025-01-06T09:00:00Z, so history timestamps are readable. */
export const TEST_START_TIME = 1_736_154_000_000;

/** A question with sensible defaults; pass what the scenario cares about. */
export function makeQuestion(overrides: Partial<Question> & Pick<Question, 'id'>): Question {
  return {
    question: `Question ${overrides.id}?`,
    answer: `Answer ${overrides.id}`,
    type: 'normal',
    question_type: 'normal',
    media_url: null,
    media_type: null,
    media_alt: null,
    media_attribution: null,
    is_premium: false,
    question_set_id: 1,
    options: [],
    ...overrides,
  };
}

/** A multiple-choice question whose first option is the right one. */
export function makeMultipleChoiceQuestion(
  overrides: Partial<Question> & Pick<Question, 'id'>,
  optionTexts: readonly string[] = ['Right', 'Wrong', 'Also wrong'],
): Question {
  return makeQuestion({
    question_type: 'multiple_choice',
    options: optionTexts.map((text, index) => ({
      id: `${overrides.id}-${index + 1}`,
      option_text: text,
      is_correct: index === 0,
    })),
    ...overrides,
  });
}

/** `count` normal questions of one set, with ids `${setId}-1` … */
export function makeQuestionSet(
  setId: QuestionSetId,
  count: number,
  overrides: Partial<Question> = {},
): Question[] {
  return Array.from({ length: count }, (_, index) =>
    makeQuestion({ id: `${setId}-${index + 1}`, question_set_id: setId, ...overrides }),
  );
}

/** Thrown when a scenario's expectation does not hold. */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
}
