import type { AskedQuestion, GameEvent } from '../rules/history';
import type { GamePlayer } from '../rules/players';
import type { Question, QuestionId } from '../rules/questions';
import { isPlaceholderQuestion } from '../rules/questions';
import type { GameContext, ScrambleProgress } from './game-context';

/** A history entry; round markers belong to no player. */
export function historyEvent(
  player: GamePlayer | null,
  details: Omit<GameEvent, 'playerId' | 'playerName'>,
): GameEvent {
  return { playerId: player?.id ?? null, playerName: player?.name ?? '', ...details };
}

export function addToScore(players: readonly GamePlayer[], playerId: number, points: number): GamePlayer[] {
  return players.map((player) =>
    player.id === playerId ? { ...player, score: player.score + points } : player,
  );
}

export function requireScramble(context: GameContext): ScrambleProgress {
  if (!context.scramble) throw new Error('No Score Scramble is under way.');
  return context.scramble;
}

/** The question a turn dealt, as it was worded, with the text of the option chosen on it. */
export function askedQuestion(question: Question, chosenOptionId: QuestionId | null): AskedQuestion {
  const chosen = question.options.find((option) => option.id === chosenOptionId);
  return {
    id: isPlaceholderQuestion(question) ? null : question.id,
    text: question.question,
    chosenOption: chosen?.option_text ?? null,
  };
}
