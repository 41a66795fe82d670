import type {
  GameQuestions,
  Question,
  QuestionFormat,
  QuestionOrderBySet,
  QuestionType,
} from '@quizcoop/engine/rules';
import type { BackendClient } from './client';
import { toQuestionSetOrder } from './questionOrder';
import { QUESTION_LIMITS } from '@quizcoop/contract';

/** A question as the engine plays it, with the database's string ids. */
export type LibraryQuestion = Question & { id: string; question_set_id: string };

/** The bucket whose paths a question's media_url may name (the official library's pictures, uploads). */
export const QUESTION_MEDIA_BUCKET = 'question-media';

/** The question fields and the nested answer options, in one request. */
const QUESTION_COLUMNS =
  'id, question, answer, type, question_type, media_url, media_type, media_alt, media_attribution, is_premium, question_set_id, position, multiple_choice_options(id, option_text, is_correct, position)';

interface OptionRow {
  id: string;
  option_text: string;
  is_correct: boolean;
  position: number;
}

interface QuestionRow extends Omit<LibraryQuestion, 'options' | 'type' | 'question_type'> {
  type: string;
  question_type: string;
  position: number;
  multiple_choice_options: OptionRow[] | null;
}

// The database's check constraints hold both columns to these values; the engine plays an unknown one plainly.
const QUESTION_TYPES: readonly string[] = ['normal', 'bonus', 'punishment'] satisfies QuestionType[];
const isQuestionType = (value: string): value is QuestionType => QUESTION_TYPES.includes(value);
const isMultipleChoice = (value: string): value is Extract<QuestionFormat, 'multiple_choice'> =>
  value === 'multiple_choice';

/** A failed load of questions. The game's own message for it comes from the engine's setup. */
export class QuestionsLoadError extends Error {
  override name = 'QuestionsLoadError';
  constructor(cause: unknown) {
    super('The questions of the chosen question sets could not be loaded.', { cause });
  }
}

function byPosition(a: { position: number; id: string }, b: { position: number; id: string }): number {
  return a.position - b.position || a.id.localeCompare(b.id);
}

/** An hour, as for the sounds: a picture's signed URL outlasts any lesson. */
export const QUESTION_MEDIA_URL_LIFETIME_SECONDS = 3600;

const isFullUrl = (mediaUrl: string) => /^https?:\/\//i.test(mediaUrl);

/**
 * The address to show for each question picture: a full URL stays as it is; a storage path gets a signed URL,
 * because the bucket is private and storage signs a picture only for a reader allowed to see it (a premium
 * question's picture for premium members). A picture storage will not sign is left out; one request signs all.
 */
export async function questionMediaUrls(
  client: BackendClient,
  mediaUrls: readonly (string | null)[],
): Promise<Map<string, string>> {
  const found = mediaUrls.filter((mediaUrl): mediaUrl is string => Boolean(mediaUrl));
  const addresses = new Map(found.filter(isFullUrl).map((mediaUrl) => [mediaUrl, mediaUrl]));
  const paths = [...new Set(found.filter((mediaUrl) => !isFullUrl(mediaUrl)))];
  if (paths.length === 0) return addresses;
  const { data, error } = await (await client.storage())
    .from(QUESTION_MEDIA_BUCKET)
    .createSignedUrls(paths, QUESTION_MEDIA_URL_LIFETIME_SECONDS);
  if (error) {
    console.error('Could not sign the question pictures:', error.message);
    return addresses;
  }
  for (const signed of data) {
    if (signed.path && signed.signedUrl) addresses.set(signed.path, signed.signedUrl);
  }
  return addresses;
}

// The row's own fields pass through as they are; its position only orders the questions.
function toQuestion(
  { position: _position, multiple_choice_options, type, question_type, media_url, ...fields }: QuestionRow,
  mediaAddresses: Map<string, string>,
): LibraryQuestion {
  return {
    ...fields,
    type: isQuestionType(type) ? type : 'normal',
    question_type: isMultipleChoice(question_type) ? question_type : 'normal',
    media_url: media_url ? (mediaAddresses.get(media_url) ?? null) : null,
    options: [...(multiple_choice_options ?? [])]
      .sort(byPosition)
      .map(({ id, option_text, is_correct }) => ({ id, option_text, is_correct })),
  };
}

/**
 * The questions of these sets with their options, in each set's order. Free users ask only for questions that
 * are not premium; the server withholds premium ones from them anyway.
 */
export async function fetchQuestionsOfSets(
  client: BackendClient,
  setIds: readonly string[],
  { isPremium }: { isPremium: boolean },
): Promise<LibraryQuestion[]> {
  if (setIds.length === 0) return [];
  let query = client
    .from('questions')
    .select(QUESTION_COLUMNS)
    .in('question_set_id', [...setIds])
    .order('position', { ascending: true })
    // Naming the options' limit bounds the answer by the limits alone, so the server need not count it first.
    .limit(QUESTION_LIMITS.maxOptions, { referencedTable: 'multiple_choice_options' });
  if (!isPremium) query = query.eq('is_premium', false);
  const { data, error } = await query;
  if (error) throw new QuestionsLoadError(error);
  // Sorted again with the id as tie-breaker, so equal positions always come back in one order.
  const rows: QuestionRow[] = data.sort(byPosition);
  const mediaAddresses = await questionMediaUrls(
    client,
    rows.map((row) => row.media_url),
  );
  return rows.map((row) => toQuestion(row, mediaAddresses));
}

/** How a set is played and the language it is written in. */
interface SetPlayFacts {
  questionOrderBySet: QuestionOrderBySet;
  languageBySet: Record<string, string>;
}

/** How each of these sets is played, and its language; a set the caller cannot read is left out, and so plays shuffled. */
async function fetchSetPlayFacts(client: BackendClient, setIds: readonly string[]): Promise<SetPlayFacts> {
  if (setIds.length === 0) return { questionOrderBySet: {}, languageBySet: {} };
  const { data, error } = await client
    .from('question_sets')
    .select('id, question_order, language')
    .in('id', [...setIds]);
  if (error) throw new QuestionsLoadError(error);
  return {
    questionOrderBySet: Object.fromEntries(
      data.map((set) => [set.id, toQuestionSetOrder(set.question_order)]),
    ),
    languageBySet: Object.fromEntries(data.map((set) => [set.id, set.language])),
  };
}

/**
 * The game's questions keyed by `String(setId)`, each set's in its order and marked with its set's language, and
 * how each set is drawn: the shape @quizcoop/engine's setup and game take. Every asked set has an entry, so a set without questions plays as
 * 'No questions available'.
 */
export async function fetchGameQuestions(
  client: BackendClient,
  setIds: readonly string[],
  options: { isPremium: boolean },
): Promise<GameQuestions> {
  const uniqueIds = [...new Set(setIds.filter(Boolean))];
  const [questions, { questionOrderBySet, languageBySet }] = await Promise.all([
    fetchQuestionsOfSets(client, uniqueIds, options),
    fetchSetPlayFacts(client, uniqueIds),
  ]);
  const bySet: Record<string, LibraryQuestion[]> = Object.fromEntries(uniqueIds.map((id) => [id, []]));
  for (const question of questions) {
    const language = languageBySet[question.question_set_id];
    bySet[question.question_set_id]?.push(language ? { ...question, language } : question);
  }
  return { questionsBySet: bySet, questionOrderBySet };
}
