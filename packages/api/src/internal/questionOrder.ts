import type { QuestionOrder } from '@quizcoop/engine/rules';

/** How the game draws a set's questions: in the set's order, or shuffled (the default). */
export type QuestionSetOrder = QuestionOrder;

/** The play orders the database accepts (its check constraint), the default first. */
export const QUESTION_SET_ORDERS = ['shuffled', 'in_order'] as const satisfies readonly QuestionOrder[];

// Anything but 'in_order' plays as the database's default, so an unknown value can never stop a game.
export function toQuestionSetOrder(value: string): QuestionSetOrder {
  return value === 'in_order' ? 'in_order' : 'shuffled';
}
