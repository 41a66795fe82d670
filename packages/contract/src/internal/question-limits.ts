/**
 * What the database's checks allow a question set and its questions: the forms and the import apply them before
 * anything is sent, and the question fetch asks for no more options than a question can have. A set's size is
 * the database's private.max_questions_per_set(); the migrations' checks hold the same numbers.
 */
export const QUESTION_LIMITS = {
  setNameLength: 100,
  setDescriptionLength: 1000,
  questionLength: 500,
  answerLength: 500,
  optionLength: 200,
  minOptions: 2,
  maxOptions: 4,
  maxQuestionsPerSet: 500,
} as const;
