/**
 * What the database's checks allow a question, applied by the forms and the import before anything is sent,
 * and by the question fetch, which asks for no more options than a question can have.
 */
export const QUESTION_LIMITS = {
  questionLength: 500,
  answerLength: 500,
  optionLength: 200,
  minOptions: 2,
  maxOptions: 4,
} as const;
