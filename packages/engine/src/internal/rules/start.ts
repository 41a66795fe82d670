import type { SetupPlayer } from './players';
import { hasQuestionSet, isBlankName } from './players';
import type { QuestionsBySet } from './questions';
import { questionsForSet } from './questions';
import { emptySetWarning } from './repetition';
import { playerQuestionSets } from './sets';

/** Where the questions for the chosen sets stand; 'idle' until the first load begins. */
export type QuestionsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Why a game cannot start, in the words the setup screen shows. */
export const MISSING_SET_MESSAGE = 'Please select a question set for all players';
export const QUESTIONS_LOADING_MESSAGE = 'Please wait for questions to finish loading...';
export const QUESTIONS_FAILED_MESSAGE = 'Failed to load questions. Please try again.';

/** What decides whether a game can start: the roster, where its questions stand, and the questions once loaded. */
export interface GameStartConditions {
  players: readonly SetupPlayer[];
  questionsStatus: QuestionsStatus;
  questionsBySet?: QuestionsBySet;
}

/** The players, in seating order, who play the set stored under `setKey`. */
export function playersOfSet(players: readonly SetupPlayer[], setKey: string): SetupPlayer[] {
  return players.filter((player) => playerQuestionSets(player).map(String).includes(setKey));
}

/**
 * The first player whose sets are all loaded and all empty, who would have nothing but 'No questions available'
 * to pass; undefined when every player has a question to play. A set not loaded yet is not known to be empty.
 */
export function playerWithoutQuestions(
  players: readonly SetupPlayer[],
  questionsBySet: QuestionsBySet,
): SetupPlayer | undefined {
  return players.find((player) => {
    const sets = playerQuestionSets(player);
    return sets.length > 0 && sets.every((set) => questionsForSet(questionsBySet, set)?.length === 0);
  });
}

/** Start Game is disabled while a name is blank, while questions load, or after a load error. */
export function canStartGame({ players, questionsStatus }: GameStartConditions): boolean {
  return (
    !players.some((player) => isBlankName(player.name)) &&
    questionsStatus !== 'loading' &&
    questionsStatus !== 'failed'
  );
}

/**
 * The message that explains why starting now fails, the missing set first, then the loading of questions, then a
 * player whose set has no questions; null when it can.
 */
export function startGameProblem({
  players,
  questionsStatus,
  questionsBySet = {},
}: GameStartConditions): string | null {
  if (!players.every(hasQuestionSet)) return MISSING_SET_MESSAGE;
  if (questionsStatus === 'loading') return QUESTIONS_LOADING_MESSAGE;
  if (questionsStatus === 'failed') return QUESTIONS_FAILED_MESSAGE;
  const emptyHanded = playerWithoutQuestions(players, questionsBySet);
  if (emptyHanded) {
    const names = playersOfSet(players, String(emptyHanded.questionSet)).map((player) => player.name);
    return emptySetWarning(names);
  }
  return null;
}
