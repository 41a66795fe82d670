import type { SetupPlayer } from './players';
import { hasQuestionSet, isBlankName } from './players';

/** Where the questions for the chosen sets stand; 'idle' until the first load begins. */
export type QuestionsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Why a game cannot start, in the words the setup screen shows. */
export const MISSING_SET_MESSAGE = 'Please select a question set for all players';
export const QUESTIONS_LOADING_MESSAGE = 'Please wait for questions to finish loading...';
export const QUESTIONS_FAILED_MESSAGE = 'Failed to load questions. Please try again.';

/** What decides whether a game can start: the roster and where its questions stand. */
export interface GameStartConditions {
  players: readonly SetupPlayer[];
  questionsStatus: QuestionsStatus;
}

/** Start Game is disabled while a name is blank, while questions load, or after a load error. */
export function canStartGame({ players, questionsStatus }: GameStartConditions): boolean {
  return (
    !players.some((player) => isBlankName(player.name)) &&
    questionsStatus !== 'loading' &&
    questionsStatus !== 'failed'
  );
}

/** The message that explains why starting now fails, the missing set first; null when it can. */
export function startGameProblem({ players, questionsStatus }: GameStartConditions): string | null {
  if (!players.every(hasQuestionSet)) return MISSING_SET_MESSAGE;
  if (questionsStatus === 'loading') return QUESTIONS_LOADING_MESSAGE;
  if (questionsStatus === 'failed') return QUESTIONS_FAILED_MESSAGE;
  return null;
}
