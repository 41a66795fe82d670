import { readAloudText } from '../rules/read-aloud';
import type { GameContext } from './game-context';
import { selectAnswerCard } from './game-view';

/**
 * What 'Read aloud' says now: the question on the card and, for multiple choice, its options in the order
 * shown. Null when there is nothing to read: during a Score Scramble, between questions (a multiple-choice
 * question's options are not dealt yet), and for a premium question a free game keeps hidden.
 */
export function selectReadAloudText(snapshot: { readonly context: GameContext }): string | null {
  if (snapshot.context.scramble) return null;
  const card = selectAnswerCard(snapshot);
  if (card.phase === 'settling' || card.access === 'premium-locked') return null;
  const options = card.multipleChoice ? card.options.map((option) => option.option_text) : [];
  return readAloudText(card.question.question, options);
}
