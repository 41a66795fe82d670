/**
 * What the database's checks allow a question and a set, applied by the forms and the import before anything is
 * sent, and by the question fetch, which asks for no more options than a question can have. A set's size (and
 * so an import's) is the database's private.max_questions_per_set().
 */
export const QUESTION_LIMITS = {
  questionLength: 500,
  answerLength: 500,
  optionLength: 200,
  minOptions: 2,
  maxOptions: 4,
  maxQuestionsPerSet: 500,
} as const;
