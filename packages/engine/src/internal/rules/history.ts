import type { QuestionType } from './points';
import type { QuestionId } from './questions';

/**
 * The kinds of history entry: a round marker, an answer to a question of that type, a turn passed without
 * a question to score ('answer'), a Score Scramble spin, or the teacher taking the last of these back.
 */
export type GameEventType = 'round' | QuestionType | 'answer' | 'scramble' | 'undo';

/** The question a turn dealt, as the players saw it then: a set edited later does not change what was asked. */
export interface AskedQuestion {
  /** null for the placeholder shown when a player's set has no question to give. */
  readonly id: QuestionId | null;
  readonly text: string;
  /** The text of the option the player chose on a multiple-choice question; null for any other answer. */
  readonly chosenOption: string | null;
}

/** One entry of the game's history, with the player's id so two players with one name stay apart. */
export interface GameEvent {
  /** null on round markers. */
  readonly playerId: number | null;
  /** '' on round markers. */
  readonly playerName: string;
  /** On an undo entry, the score fix: minus what the undone entry scored. */
  readonly points: number;
  readonly isCorrect: boolean;
  readonly type: GameEventType;
  /** On an undo entry, the kind of entry it takes back. */
  readonly undoes?: GameEventType;
  /** Milliseconds since the epoch, from the clock the game was given. */
  readonly timestamp: number;
  /** The round the event belongs to; on a round marker, the round that begins. */
  readonly round: number;
  /** On a turn's entry (an answer or a pass), the question it dealt. */
  readonly question?: AskedQuestion;
}

const QUESTION_EVENT_TYPES: ReadonlySet<GameEventType> = new Set(['normal', 'bonus', 'punishment']);

/** True for events that answer a question, the ones results count. */
export function isQuestionEvent(event: GameEvent): event is GameEvent & { type: QuestionType } {
  return QUESTION_EVENT_TYPES.has(event.type);
}

/**
 * The history without the entries the teacher took back, nor the undo entries themselves: what results
 * count. An undo always takes back its player's latest entry that still stands.
 */
export function standingHistory(history: readonly GameEvent[]): GameEvent[] {
  const standing: GameEvent[] = [];
  for (const event of history) {
    if (event.type !== 'undo') {
      standing.push(event);
      continue;
    }
    const undoneIndex = standing.findLastIndex(
      (earlier) => earlier.playerId === event.playerId && earlier.type === event.undoes,
    );
    if (undoneIndex >= 0) standing.splice(undoneIndex, 1);
  }
  return standing;
}
