import type { BackendClient } from './client';
import { KEPT_GAMES_MESSAGES, KeptGamesError } from './keptGames';
import type { KeptGameFilters } from './keptGames';

/** A question across the teacher's kept games: how often it was asked, and answered right. */
export interface HardestQuestion {
  /** Null once the question has been deleted; its text is then what tells it apart. */
  questionId: string | null;
  /** The text it was last asked with. */
  questionText: string;
  asked: number;
  answeredRight: number;
  /** The teacher wrote it, so the report can link to its editor. */
  isOwn: boolean;
  /** Its set, when the teacher can still read the question. */
  questionSetId: string | null;
}

/**
 * The questions the signed-in teacher's classes found hardest, across their kept games (filtered as the games'
 * list is): the smallest share answered right first, then the most asked.
 */
export async function fetchHardestQuestions(
  client: BackendClient,
  filters: KeptGameFilters = {},
): Promise<HardestQuestion[]> {
  const { data, error } = await client.rpc('hardest_questions', {
    ...(filters.questionSetId ? { set_id: filters.questionSetId } : {}),
    ...(filters.from ? { started_from: filters.from } : {}),
    ...(filters.to ? { started_before: filters.to } : {}),
  });
  if (error) throw new KeptGamesError(KEPT_GAMES_MESSAGES.hardestLoadFailed, { cause: error });
  return data.map((row) => ({
    questionId: row.question_id,
    questionText: row.question_text,
    asked: row.asked,
    answeredRight: row.answered_right,
    isOwn: row.is_own,
    questionSetId: row.question_set_id,
  }));
}
