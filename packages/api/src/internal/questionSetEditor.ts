import type { QuestionFormat, QuestionType } from '@quizcoop/engine/rules';
import type { BackendClient } from './client';
import { currentUserId } from './currentUser';
import { LIBRARY_MESSAGES, questionSetSaveErrorMessage } from './errors';
import type { QuestionSetOrder } from './questionOrder';
import { DEFAULT_SET_LANGUAGE, QUESTION_LIMITS } from '@quizcoop/contract';
import type { QuestionSetGrade, QuestionSetPreview, QuestionSetSetting } from './questionSets';
import { fetchQuestionSetPreview } from './questionSets';
import type { QuestionPictureDraft } from './questionPictures';

/** What an author fills in for a set. */
export interface QuestionSetDraft {
  game_name: string;
  description: string;
  intended_grades: QuestionSetGrade[];
  intended_settings: QuestionSetSetting[];
  is_public: boolean;
  /** How the game draws the set's questions; a set saved without one is shuffled. */
  question_order?: QuestionSetOrder;
  /** The BCP 47 tag of the language the set is written in; a set saved without one is English. */
  language?: string;
}

export interface AnswerOptionDraft {
  option_text: string;
  is_correct: boolean;
}

/**
 * What an author fills in for a question: a normal one has an answer, a multiple-choice one 2–4 options; any
 * question may show a picture, described by its alt text.
 */
export interface QuestionDraft extends QuestionPictureDraft {
  question: string;
  type: QuestionType;
  question_type: QuestionFormat;
  /** The answer of a normal question; a multiple-choice question's answer is its correct option. */
  answer: string;
  options: AnswerOptionDraft[];
}

/** A refused change to a set or its questions; its message is the text to show. */
export class QuestionSetEditError extends Error {
  override name = 'QuestionSetEditError';
}

function refused(error: unknown): QuestionSetEditError {
  return new QuestionSetEditError(questionSetSaveErrorMessage(error), { cause: error });
}

function cleanDraft(draft: QuestionSetDraft) {
  return {
    game_name: draft.game_name.trim(),
    description: draft.description.trim() || null,
    intended_grades: [...new Set(draft.intended_grades)],
    intended_settings: [...new Set(draft.intended_settings)],
    is_public: draft.is_public,
    question_order: draft.question_order ?? 'shuffled',
    language: draft.language ?? DEFAULT_SET_LANGUAGE,
  };
}

const SET_ID_COLUMNS = 'id';

/** Creates a set of the signed-in author and returns its id. */
export async function createQuestionSet(client: BackendClient, draft: QuestionSetDraft): Promise<string> {
  if (!(await currentUserId(client))) throw new QuestionSetEditError(LIBRARY_MESSAGES.notYourSet);
  const { data, error } = await client
    .from('question_sets')
    .insert(cleanDraft(draft))
    .select(SET_ID_COLUMNS)
    .single();
  if (error) throw refused(error);
  return data.id;
}

/** Changes a set of the signed-in author. */
export async function updateQuestionSet(
  client: BackendClient,
  setId: string,
  draft: QuestionSetDraft,
): Promise<void> {
  const userId = await currentUserId(client);
  const { data, error } = await client
    .from('question_sets')
    .update(cleanDraft(draft))
    .eq('id', setId)
    .eq('created_by', userId ?? '')
    .select(SET_ID_COLUMNS);
  if (error) throw refused(error);
  if (data.length === 0) throw new QuestionSetEditError(LIBRARY_MESSAGES.setNotFound);
}

/** Deletes a set of the signed-in author, with its questions and options. */
export async function deleteQuestionSet(client: BackendClient, setId: string): Promise<void> {
  const userId = await currentUserId(client);
  const { data, error } = await client
    .from('question_sets')
    .delete()
    .eq('id', setId)
    .eq('created_by', userId ?? '')
    .select(SET_ID_COLUMNS);
  if (error) throw refused(error);
  if (data.length === 0) throw new QuestionSetEditError(LIBRARY_MESSAGES.setNotFound);
}

/** The signed-in author's own set with every question (premium ones included), or null if it is not theirs. */
export async function fetchEditableQuestionSet(
  client: BackendClient,
  setId: string,
): Promise<QuestionSetPreview | null> {
  const userId = await currentUserId(client);
  const preview = await fetchQuestionSetPreview(client, setId, { isPremium: true });
  return preview && preview.set.created_by === userId ? preview : null;
}

/**
 * Checks a question before it is sent, with the same rules the database enforces; a question's picture is
 * checked by questionPictureDraftProblem, which stays out of the pages that only read questions.
 */
export function questionDraftProblem(draft: QuestionDraft): string | null {
  const question = draft.question.trim();
  if (question.length < 1 || question.length > QUESTION_LIMITS.questionLength)
    return LIBRARY_MESSAGES.questionLength;
  if (draft.question_type === 'multiple_choice') {
    const options = draft.options.filter((option) => option.option_text.trim() !== '');
    if (options.length < QUESTION_LIMITS.minOptions || options.length > QUESTION_LIMITS.maxOptions)
      return LIBRARY_MESSAGES.optionCount;
    if (options.some((option) => option.option_text.trim().length > QUESTION_LIMITS.optionLength))
      return LIBRARY_MESSAGES.optionLength;
    if (options.filter((option) => option.is_correct).length !== 1) return LIBRARY_MESSAGES.oneCorrectOption;
    return null;
  }
  const answer = draft.answer.trim();
  if (answer.length < 1 || answer.length > QUESTION_LIMITS.answerLength) return LIBRARY_MESSAGES.answerLength;
  return null;
}

/** A question as the database functions take it: trimmed, and only a multiple-choice one with options. */
function questionPayload(draft: QuestionDraft) {
  const multipleChoice = draft.question_type === 'multiple_choice';
  const options = multipleChoice
    ? draft.options
        .filter((option) => option.option_text.trim() !== '')
        .map((option) => ({ option_text: option.option_text.trim(), is_correct: option.is_correct }))
    : [];
  return {
    question: draft.question.trim(),
    answer: multipleChoice ? '' : draft.answer.trim(),
    type: draft.type,
    question_type: draft.question_type,
    options,
  };
}

/**
 * Adds a question at the end of the author's set and returns its id. The add_question function writes the
 * question and its options in one transaction, so a refused question leaves nothing half-written behind.
 */
export async function addQuestion(
  client: BackendClient,
  setId: string,
  draft: QuestionDraft,
): Promise<string> {
  const problem = questionDraftProblem(draft);
  if (problem) throw new QuestionSetEditError(problem);
  const { data, error } = await client.rpc('add_question', {
    set_id: setId,
    ...questionPayload(draft),
    // The database trims them, and leaves the question without a picture when they are empty.
    media_url: draft.mediaUrl,
    media_type: draft.mediaType,
    media_alt: draft.mediaAlt,
    media_attribution: draft.mediaAttribution,
  });
  if (error) throw refused(error);
  return data;
}

/** What an import that is too large for one request says; splitting the file is the way round it. */
export const IMPORT_TOO_LARGE_MESSAGE =
  'This file is too large to import at once. Please split it into smaller files and import them one by one.';

/**
 * Why an import of this many questions cannot be saved, or null when it can: a file with more questions than a
 * set holds could never land whole, so the preview says so and nothing is sent.
 */
export function importSizeProblem(rows: number): string | null {
  if (rows <= QUESTION_LIMITS.maxQuestionsPerSet) return null;
  return (
    `This file has ${rows} questions, and a question set holds at most ${QUESTION_LIMITS.maxQuestionsPerSet}. ` +
    'Please split it into smaller files and import them into different sets.'
  );
}

const PAYLOAD_TOO_LARGE = 413;

/**
 * Adds the rows of an import at the end of the author's set, in one request: the import_questions function
 * writes all of them in one transaction, so a refused row keeps the whole file out and the teacher can fix it
 * and import again without finding half of it in the set. Returns how many questions were added.
 */
export async function importQuestions(
  client: BackendClient,
  setId: string,
  rows: readonly QuestionDraft[],
): Promise<number> {
  const problem =
    importSizeProblem(rows.length) ?? rows.map(questionDraftProblem).find((found) => found !== null);
  if (problem) throw new QuestionSetEditError(problem);
  const { data, error, status } = await client.rpc('import_questions', {
    set_id: setId,
    questions: rows.map(questionPayload),
  });
  if (status === PAYLOAD_TOO_LARGE)
    throw new QuestionSetEditError(IMPORT_TOO_LARGE_MESSAGE, { cause: error });
  if (error) throw refused(error);
  return data;
}

/** Removes a question (and its options) from the author's set. */
export async function deleteQuestion(client: BackendClient, questionId: string): Promise<void> {
  const { data, error } = await client.from('questions').delete().eq('id', questionId).select('id');
  if (error) throw refused(error);
  if (data.length === 0) throw new QuestionSetEditError(LIBRARY_MESSAGES.notYourSet);
}
