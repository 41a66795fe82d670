import type { QuestionSetId } from './players';
import { NO_QUESTION_SET } from './players';
import type { QuestionType } from './points';
import type { Rng } from './rng';
import { pickOne, randomIndex } from './rng';

export type QuestionId = number | string;

/** One option of a multiple-choice question, as the multiple_choice_options table holds it. */
export interface AnswerOption {
  readonly id: QuestionId;
  readonly option_text: string;
  readonly is_correct: boolean;
}

/** A question's `question_type`: multiple choice, or a question the players answer aloud. */
export type QuestionFormat = 'multiple_choice' | 'normal';

/** A question as the questions table holds it, with its answer options. */
export interface Question {
  readonly id: QuestionId;
  readonly question: string;
  readonly answer: string;
  readonly type: QuestionType;
  readonly question_type: QuestionFormat;
  readonly media_url: string | null;
  readonly media_type: string | null;
  readonly media_alt: string | null;
  readonly media_attribution: string | null;
  readonly is_premium: boolean;
  readonly question_set_id: QuestionSetId;
  readonly options: readonly AnswerOption[];
  /**
   * The BCP 47 tag of the language its set is written in, for a frontend to mark the text and pick a voice
   * with. Absent on a placeholder, which is in the app's own language, and on games saved before sets had one.
   */
  readonly language?: string;
}

/** Questions keyed by `String(questionSetId)`, each set's in the order its author gave them. */
export type QuestionsBySet = Readonly<Record<string, readonly Question[]>>;

/**
 * How a set's questions are drawn: `'in_order'` asks them one after another in the set's order and starts over
 * after the last; `'shuffled'` asks them at random, none twice until every one was asked.
 */
export type QuestionOrder = 'in_order' | 'shuffled';

/** The play order of each set, keyed as {@link QuestionsBySet}; a set left out is shuffled. */
export type QuestionOrderBySet = Readonly<Record<string, QuestionOrder>>;

/** Every set's questions and how each is drawn: what a frontend loads for a game. */
export interface GameQuestions {
  readonly questionsBySet: QuestionsBySet;
  readonly questionOrderBySet: QuestionOrderBySet;
}

/** The order a set is played in: shuffled unless its author asked for the set's own order. */
export function questionOrderFor(
  questionOrderBySet: QuestionOrderBySet | undefined,
  questionSet: QuestionSetId,
): QuestionOrder {
  return questionOrderBySet?.[String(questionSet)] === 'in_order' ? 'in_order' : 'shuffled';
}

/** The placeholder texts shown instead of a question. */
export const NO_QUESTIONS_TEXT = 'No questions available';
export const NO_QUESTION_SET_TEXT = 'Please select a valid question set';

const PLACEHOLDER_PREFIX = 'placeholder:';

function placeholderQuestion(reason: string, text: string): Question {
  return {
    id: `${PLACEHOLDER_PREFIX}${reason}`,
    question: text,
    answer: '',
    type: 'normal',
    question_type: 'normal',
    media_url: null,
    media_type: null,
    media_alt: null,
    media_attribution: null,
    is_premium: false,
    question_set_id: NO_QUESTION_SET,
    options: [],
  };
}

/** True for the stand-ins of {@link NO_QUESTIONS_TEXT} and {@link NO_QUESTION_SET_TEXT}. */
export function isPlaceholderQuestion(question: Pick<Question, 'id'>): boolean {
  return typeof question.id === 'string' && question.id.startsWith(PLACEHOLDER_PREFIX);
}

/** The questions of a player's set; undefined when the player has no set or the set is unknown. */
export function questionsForSet(
  questionsBySet: QuestionsBySet,
  questionSet: QuestionSetId,
): readonly Question[] | undefined {
  return questionsBySet[String(questionSet)];
}

/**
 * A question not asked yet: the first in the set's order for an `'in_order'` set, a random one for a
 * `'shuffled'` set (the default). Once every question was asked the asked list starts over. A set without
 * questions gives the 'No questions available' placeholder; no set gives 'Please select a valid question set'.
 * Returns the asked list to keep for the next pick. An in-order pick draws nothing from `rng`.
 */
export function pickQuestion({
  questions,
  askedIds,
  rng,
  order = 'shuffled',
}: {
  questions: readonly Question[] | undefined;
  askedIds: readonly QuestionId[];
  rng: Rng;
  order?: QuestionOrder;
}): { question: Question; askedIds: QuestionId[] } {
  if (questions === undefined) {
    return { question: placeholderQuestion('no-set', NO_QUESTION_SET_TEXT), askedIds: [...askedIds] };
  }
  if (questions.length === 0) {
    return { question: placeholderQuestion('no-questions', NO_QUESTIONS_TEXT), askedIds: [...askedIds] };
  }
  const unasked = questions.filter((question) => !askedIds.includes(question.id));
  const choose = (from: readonly Question[]) =>
    order === 'in_order' ? (from[0] as Question) : pickOne(rng, from);
  if (unasked.length === 0) {
    const question = choose(questions);
    return { question, askedIds: [question.id] };
  }
  const question = choose(unasked);
  return { question, askedIds: [...askedIds, question.id] };
}

/**
 * The sets without their punishment questions, for a young class. A set of nothing but punishment questions
 * is left empty, and plays as any empty set does.
 */
export function withoutPunishment(questionsBySet: QuestionsBySet): QuestionsBySet {
  return Object.fromEntries(
    Object.entries(questionsBySet).map(([key, questions]) => [
      key,
      questions.filter((question) => question.type !== 'punishment'),
    ]),
  );
}

/** Options are shown in a fresh random order (Fisher–Yates) whenever the list changes. */
export function shuffleOptions<T>(options: readonly T[], rng: Rng): T[] {
  const shuffled = [...options];
  for (let last = shuffled.length - 1; last > 0; last -= 1) {
    const swap = randomIndex(rng, last + 1);
    [shuffled[last], shuffled[swap]] = [shuffled[swap] as T, shuffled[last] as T];
  }
  return shuffled;
}

/**
 * How the card may treat a question: played normally, a placeholder that can only be passed, or a premium
 * question locked for a free game (the card shows 'Premium Question' and 'Upgrade Now' instead).
 */
export type QuestionAccess = 'playable' | 'placeholder' | 'premium-locked';

export function questionAccess(question: Question, isPremium: boolean): QuestionAccess {
  if (isPlaceholderQuestion(question)) return 'placeholder';
  if (question.is_premium && !isPremium) return 'premium-locked';
  return 'playable';
}

/** A multiple-choice question is answered by picking an option; without options it is answered aloud. */
export function isMultipleChoice(question: Question): boolean {
  return question.question_type === 'multiple_choice' && question.options.length > 0;
}

/** The right/wrong feedback shows for 1.2 s before Continue. */
export const ANSWER_FEEDBACK_MS = 1200;

/** The question card resets 50 ms after the question changes. */
export const QUESTION_RESET_MS = 50;
