import type { QuestionType } from './points';

/**
 * The kinds of history entry: a round marker, an answer to a question of that type, a turn passed without
 * a question to score ('answer'), or a Score Scramble spin.
 */
export type GameEventType = 'round' | QuestionType | 'answer' | 'scramble';

/** One entry of the game's history, with the player's id so two players with one name stay apart. */
export interface GameEvent {
  /** null on round markers. */
  readonly playerId: number | null;
  /** '' on round markers. */
  readonly playerName: string;
  readonly points: number;
  readonly isCorrect: boolean;
  readonly type: GameEventType;
  /** Milliseconds since the epoch, from the clock the game was given. */
  readonly timestamp: number;
  /** The round the event belongs to; on a round marker, the round that begins. */
  readonly round: number;
}

const QUESTION_EVENT_TYPES: ReadonlySet<GameEventType> = new Set(['normal', 'bonus', 'punishment']);

/** True for events that answer a question, the ones results count. */
export function isQuestionEvent(event: GameEvent): event is GameEvent & { type: QuestionType } {
  return QUESTION_EVENT_TYPES.has(event.type);
}
