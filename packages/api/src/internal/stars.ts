import type { BackendClient } from './client';
import { currentUserId } from './currentUser';
import { LIBRARY_MESSAGES } from './errors';

/** Starring without an account; its message is the text the screens show. */
export class StarSignInRequiredError extends Error {
  override name = 'StarSignInRequiredError';
  constructor() {
    super(LIBRARY_MESSAGES.starSignInRequired);
  }
}

/** A star or unstar the server refused; it is only logged, as a star is not worth interrupting a teacher for. */
export class StarToggleError extends Error {
  override name = 'StarToggleError';
  constructor(setId: string, cause: unknown) {
    super(`The star of question set ${setId} could not be changed.`, { cause });
  }
}

/** A failed read of the caller's stars. */
export class StarsLoadError extends Error {
  override name = 'StarsLoadError';
  constructor(cause: unknown) {
    super('The starred question sets could not be loaded.', { cause });
  }
}

/** The ids of the sets the caller starred; a visitor has none. */
export async function fetchStarredSetIds(client: BackendClient): Promise<string[]> {
  const userId = await currentUserId(client);
  if (!userId) return [];
  const { data, error } = await client
    .from('starred_question_sets')
    .select('question_set_id')
    .eq('user_id', userId);
  if (error) throw new StarsLoadError(error);
  return data.map((row) => row.question_set_id);
}

/**
 * Stars the set, or removes its star, through the toggle_star function so the two steps
 * are one transaction. Returns whether the set is starred now.
 */
export async function toggleStar(client: BackendClient, setId: string): Promise<boolean> {
  if (!(await currentUserId(client))) throw new StarSignInRequiredError();
  const { data, error } = await client.rpc('toggle_star', { set_id: setId });
  if (error) {
    if (error.code === '42501') throw new StarSignInRequiredError();
    throw new StarToggleError(setId, error);
  }
  return data;
}
