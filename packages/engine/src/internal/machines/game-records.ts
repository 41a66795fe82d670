import type { GameEvent } from '../rules/history';
import type { GamePlayer } from '../rules/players';
import type { GameContext, ScrambleProgress } from './game-context';

/** A history entry; round markers belong to no player. */
export function historyEvent(
  player: GamePlayer | null,
  details: Pick<GameEvent, 'points' | 'isCorrect' | 'type' | 'round' | 'timestamp'>,
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
