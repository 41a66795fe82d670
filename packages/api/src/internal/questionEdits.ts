import type { BackendClient } from './client';
import { LIBRARY_MESSAGES, questionSetSaveErrorMessage } from './errors';
import type { QuestionDraft } from './questionSetEditor';
import { QuestionSetEditError, questionDraftProblem } from './questionSetEditor';

/** A saved question as its author edits it: every field of a new question, and whether it is premium. */
export interface SavedQuestionDraft extends QuestionDraft {
  is_premium: boolean;
}

function refused(error: unknown): QuestionSetEditError {
  return new QuestionSetEditError(questionSetSaveErrorMessage(error), { cause: error });
}

/**
 * Saves every field of one of the author's questions. The update_question function changes the question and
 * replaces its options in one transaction, so a refusal leaves the question exactly as it was.
 */
export async function updateQuestion(
  client: BackendClient,
  questionId: string,
  draft: SavedQuestionDraft,
): Promise<void> {
  const problem = questionDraftProblem(draft);
  if (problem) throw new QuestionSetEditError(problem);
  const multipleChoice = draft.question_type === 'multiple_choice';
  // The database trims every text and takes a multiple-choice question's answer from its correct option; the
  // empty option slots of the form are left out here.
  const { error } = await client.rpc('update_question', {
    question_id: questionId,
    question: draft.question,
    answer: multipleChoice ? '' : draft.answer,
    type: draft.type,
    question_type: draft.question_type,
    options: multipleChoice
      ? draft.options
          .filter((option) => option.option_text.trim() !== '')
          .map(({ option_text, is_correct }) => ({ option_text, is_correct }))
      : [],
    is_premium: draft.is_premium,
    media_url: draft.mediaUrl,
    media_type: draft.mediaType,
    media_alt: draft.mediaAlt,
    media_attribution: draft.mediaAttribution,
  });
  if (error) throw refused(error);
}

/**
 * Stores a new order of the author's set: `questionIds` lists every question of the set once, first to last.
 * A list that misses one or names another set's question is refused whole.
 */
export async function reorderQuestions(
  client: BackendClient,
  setId: string,
  questionIds: readonly string[],
): Promise<void> {
  const { error } = await client.rpc('reorder_questions', { set_id: setId, question_ids: [...questionIds] });
  if (error) throw new QuestionSetEditError(reorderRefusalMessage(error), { cause: error });
}

// The stale-list refusal already tells the author what to do; the others read as any refused save.
function reorderRefusalMessage(error: { code?: string; message: string }): string {
  return error.code === '22023' ? error.message : refused(error).message;
}

/** Deletes several of the author's questions (with their options) in one request. */
export async function deleteQuestions(client: BackendClient, questionIds: readonly string[]): Promise<void> {
  if (questionIds.length === 0) return;
  const { data, error } = await client
    .from('questions')
    .delete()
    .in('id', [...questionIds])
    .select('id');
  if (error) throw refused(error);
  if (data.length !== questionIds.length) throw new QuestionSetEditError(LIBRARY_MESSAGES.notYourSet);
}

/** Marks several of the author's questions premium, or not, in one request. */
export async function setQuestionsPremium(
  client: BackendClient,
  questionIds: readonly string[],
  isPremium: boolean,
): Promise<void> {
  if (questionIds.length === 0) return;
  const { data, error } = await client
    .from('questions')
    .update({ is_premium: isPremium })
    .in('id', [...questionIds])
    .select('id');
  if (error) throw refused(error);
  if (data.length !== questionIds.length) throw new QuestionSetEditError(LIBRARY_MESSAGES.notYourSet);
}
