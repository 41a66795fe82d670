import type { BackendClient } from './client';
import { LIBRARY_MESSAGES, questionSetSaveErrorMessage } from './errors';

/** A copy the server refused; its message is the text to show. */
export class QuestionSetCopyError extends Error {
  override name = 'QuestionSetCopyError';
}

/** The name a copy is offered under until the teacher types another. */
export function defaultCopyName(gameName: string): string {
  return `${gameName} (Copy)`.slice(0, 100);
}

/** What is wrong with a name for a copy, checked as the database checks it; null when it will do. */
export function copyNameProblem(newName: string): string | null {
  const length = newName.trim().length;
  return length < 1 || length > 100 ? LIBRARY_MESSAGES.setNameLength : null;
}

// The copy function words its own name checks for the teacher, so those are shown as they come.
function copyRefusal(error: { code?: string; message?: string }): string {
  if (error.code === '42501' && error.message?.includes('premium')) return LIBRARY_MESSAGES.copyIsPremium;
  if (error.code === 'P0002') return LIBRARY_MESSAGES.copySourceNotFound;
  if (error.code === '23514' && error.message) return error.message;
  return questionSetSaveErrorMessage(error);
}

/**
 * Copies a set the caller may read, with its questions and options, into a new private set of theirs named
 * `newName`, in one request, and returns the copy's id. Copying another teacher's set needs premium; the server
 * decides, and premium questions copied stay premium.
 */
export async function copyQuestionSet(
  client: BackendClient,
  setId: string,
  newName: string,
): Promise<string> {
  const problem = copyNameProblem(newName);
  if (problem) throw new QuestionSetCopyError(problem);
  const { data, error } = await client.rpc('copy_question_set', { set_id: setId, new_name: newName.trim() });
  if (error) throw new QuestionSetCopyError(copyRefusal(error), { cause: error });
  return data;
}
