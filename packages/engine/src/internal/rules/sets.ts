import type { QuestionSetId, SetupPlayer } from './players';
import { assignQuestionSet, hasQuestionSet, NO_QUESTION_SET } from './players';

// Kept apart from the roster rules: only setup and play need them, so pages that quote a roster limit do not
// download them.

/** Gives a player every set assigned to them, to be played in the order given; none leaves them without. */
export function assignQuestionSets(
  players: readonly SetupPlayer[],
  playerId: number,
  questionSets: readonly QuestionSetId[],
): SetupPlayer[] {
  const [first = NO_QUESTION_SET, ...more] = [...new Set(questionSets)];
  return assignQuestionSet(players, playerId, first).map((player) =>
    player.id === playerId && more.length > 0 ? { ...player, moreQuestionSets: more } : player,
  );
}

/** Every set a player plays, in playing order, each once; empty when they have none. */
export function playerQuestionSets(
  player: Pick<SetupPlayer, 'questionSet' | 'moreQuestionSets'>,
): QuestionSetId[] {
  if (!hasQuestionSet(player)) return [];
  return [...new Set([player.questionSet, ...(player.moreQuestionSets ?? [])])];
}
