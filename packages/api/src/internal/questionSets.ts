import type { BackendClient } from './client';
import { currentUserId } from './currentUser';
import type { Database } from './database.types';
import { LIBRARY_MESSAGES } from './errors';
import type { QuestionSetOrder } from './questionOrder';
import { toQuestionSetOrder } from './questionOrder';
import type { LibraryQuestion } from './questions';
import { fetchQuestionsOfSets } from './questions';
import { fetchStarredSetIds } from './stars';

export type QuestionSetFormat = 'normal' | 'multiple_choice' | 'mixed';

/** A question set, with the number of its questions the caller may read. */
export interface QuestionSetSummary {
  id: string;
  game_name: string;
  question_format: QuestionSetFormat;
  question_order: QuestionSetOrder;
  /** The BCP 47 tag of the language the set is written in. */
  language: string;
  description: string | null;
  intended_grades: string[];
  intended_settings: string[];
  is_public: boolean;
  is_official: boolean;
  created_by: string | null;
  question_count: number;
}

/** The grades and settings the database accepts for a set (its check constraints). */
export const QUESTION_SET_GRADES = [
  'K',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
export const QUESTION_SET_SETTINGS = [
  'whole class',
  'small groups',
  'individual',
  'review',
  'homework',
] as const;

export type QuestionSetGrade = (typeof QUESTION_SET_GRADES)[number];
export type QuestionSetSetting = (typeof QUESTION_SET_SETTINGS)[number];

/** The fields of a set, and its question count, in one request. */
const SET_COLUMNS =
  'id, game_name, question_format, question_order, language, description, intended_grades, intended_settings, is_public, is_official, created_by, questions(count)';

/** A question_sets row as SET_COLUMNS reads it. */
type QuestionSetRow = Pick<
  Database['public']['Tables']['question_sets']['Row'],
  | 'id'
  | 'game_name'
  | 'question_format'
  | 'question_order'
  | 'language'
  | 'description'
  | 'intended_grades'
  | 'intended_settings'
  | 'is_public'
  | 'is_official'
  | 'created_by'
> & { questions: { count: number }[] | null };

const QUESTION_SET_FORMATS: readonly string[] = [
  'normal',
  'multiple_choice',
  'mixed',
] satisfies QuestionSetFormat[];

// The database's check constraint holds the format to these three; anything else would be a schema change.
function isQuestionSetFormat(value: string): value is QuestionSetFormat {
  return QUESTION_SET_FORMATS.includes(value);
}

/** A failed load of question sets; its message is the text the screens show. */
export class QuestionSetsLoadError extends Error {
  override name = 'QuestionSetsLoadError';
  constructor(cause: unknown) {
    super(LIBRARY_MESSAGES.questionSetsLoadFailed, { cause });
  }
}

function toSummary({
  questions,
  question_format,
  question_order,
  ...set
}: QuestionSetRow): QuestionSetSummary {
  return {
    ...set,
    question_format: isQuestionSetFormat(question_format) ? question_format : 'mixed',
    question_order: toQuestionSetOrder(question_order),
    question_count: questions?.[0]?.count ?? 0,
  };
}

function toSummaries({
  data,
  error,
}: {
  data: QuestionSetRow[] | null;
  error: unknown;
}): QuestionSetSummary[] {
  if (error || !data) throw new QuestionSetsLoadError(error);
  return data.map(toSummary);
}

/** The caller's own sets, ordered by name. A visitor has none. */
export async function fetchOwnQuestionSets(client: BackendClient): Promise<QuestionSetSummary[]> {
  const userId = await currentUserId(client);
  if (!userId) return [];
  return toSummaries(
    await client
      .from('question_sets')
      .select(SET_COLUMNS)
      .eq('created_by', userId)
      .order('game_name', { ascending: true }),
  );
}

/** The sets with these ids the caller may read, ordered by name. */
export async function fetchQuestionSetsByIds(
  client: BackendClient,
  ids: readonly string[],
): Promise<QuestionSetSummary[]> {
  if (ids.length === 0) return [];
  return toSummaries(
    await client
      .from('question_sets')
      .select(SET_COLUMNS)
      .in('id', [...ids])
      .order('game_name', { ascending: true }),
  );
}

/**
 * What the game's dropdown and the assignment screen offer: the caller's own sets by name, then the
 * starred ones by name, each set once.
 */
export async function fetchPlayableQuestionSets(client: BackendClient): Promise<QuestionSetSummary[]> {
  try {
    const [own, starredIds] = await Promise.all([fetchOwnQuestionSets(client), fetchStarredSetIds(client)]);
    const starred = await fetchQuestionSetsByIds(client, starredIds);
    return mergeQuestionSets(own, starred);
  } catch (error) {
    if (error instanceof QuestionSetsLoadError) throw error;
    throw new QuestionSetsLoadError(error);
  }
}

/** Own sets first, then starred sets that are not also own sets. */
export function mergeQuestionSets(
  own: readonly QuestionSetSummary[],
  starred: readonly QuestionSetSummary[],
): QuestionSetSummary[] {
  const ownIds = new Set(own.map((set) => set.id));
  return [...own, ...starred.filter((set) => !ownIds.has(set.id))];
}

export interface PublicLibraryFilters {
  /** Words of the set's name, in this order and any letter case. */
  search?: string;
  grade?: QuestionSetGrade;
  setting?: QuestionSetSetting;
  /** The BCP 47 tag of the sets' language; every language when left out. */
  language?: string;
}

/** Characters with a meaning in a LIKE pattern or a PostgREST filter value; a search treats them as text. */
const PATTERN_CHARACTERS = /[%_*\\,()]/g;

/** The public library: every public set, official ones included, ordered by name and narrowed by the filters. */
export async function fetchPublicQuestionSets(
  client: BackendClient,
  { search, grade, setting, language }: PublicLibraryFilters = {},
): Promise<QuestionSetSummary[]> {
  let query = client.from('question_sets').select(SET_COLUMNS).eq('is_public', true);
  const words = search?.replace(PATTERN_CHARACTERS, ' ').trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length > 0) query = query.ilike('game_name', `%${words.join('%')}%`);
  if (grade) query = query.contains('intended_grades', [grade]);
  if (setting) query = query.contains('intended_settings', [setting]);
  if (language) query = query.eq('language', language);
  return toSummaries(await query.order('game_name', { ascending: true }));
}

export interface QuestionSetPreview {
  set: QuestionSetSummary;
  /** The questions the caller may read, in the set's order; premium ones only for premium members. */
  questions: LibraryQuestion[];
}

/** One set with its questions, for the library's read-only preview; null when the caller cannot read it. */
export async function fetchQuestionSetPreview(
  client: BackendClient,
  setId: string,
  { isPremium }: { isPremium: boolean },
): Promise<QuestionSetPreview | null> {
  const { data, error } = await client
    .from('question_sets')
    .select(SET_COLUMNS)
    .eq('id', setId)
    .maybeSingle();
  if (error) throw new QuestionSetsLoadError(error);
  if (!data) return null;
  const questions = await fetchQuestionsOfSets(client, [setId], { isPremium });
  return { set: toSummary(data), questions };
}
