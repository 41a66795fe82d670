import type { GameRecord } from '../rules/game-record';
import { recordOfGame } from '../rules/game-record';
import type { HasGameContext } from './game-view';

/**
 * The record of the game for the teacher's reports, once End Game or the free limit has ended it; null while it
 * is played. Read it again and it is the same record, with the same id.
 */
export function selectGameRecord({ context }: HasGameContext): GameRecord | null {
  if (!context.ended) return null;
  return recordOfGame({
    players: context.players,
    history: context.history,
    startedAt: context.startedAt,
    endedAt: context.ended.at,
    endedBy: context.ended.by,
  });
}
