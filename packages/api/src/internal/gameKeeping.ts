import type { GameRetentionDays } from '@quizcoop/contract';
import { GAME_RETENTION_DAYS } from '@quizcoop/contract';
import type { BackendClient } from './client';
import { currentUserId } from './currentUser';

/** Whether the teacher's games are kept, and for how many days (null: until deleted). */
export interface GameKeeping {
  keepGames: boolean;
  retentionDays: GameRetentionDays | null;
}

/** What a teacher who never chose keeps: every game, until deleted. */
export const DEFAULT_GAME_KEEPING: GameKeeping = { keepGames: true, retentionDays: null };

export const GAME_KEEPING_MESSAGES = {
  signInRequired: 'Sign in to choose how your games are kept.',
  loadFailed: 'Your choice of keeping games could not be loaded. Please try again.',
  saveFailed: 'Your choice of keeping games could not be saved. Please try again.',
} as const;

export class GameKeepingError extends Error {
  override name = 'GameKeepingError';
}

const KEEPING_COLUMNS = 'keep_games, games_retention_days';

// The profile's check holds the retention to these ages.
function toKeeping(row: { keep_games: boolean; games_retention_days: number | null }): GameKeeping {
  const days = GAME_RETENTION_DAYS.find((choice) => choice === row.games_retention_days);
  return { keepGames: row.keep_games, retentionDays: days ?? null };
}

/** The signed-in teacher's choice of keeping games. */
export async function fetchGameKeeping(client: BackendClient): Promise<GameKeeping> {
  const userId = await currentUserId(client);
  if (!userId) throw new GameKeepingError(GAME_KEEPING_MESSAGES.signInRequired);
  const { data, error } = await client
    .from('profiles')
    .select(KEEPING_COLUMNS)
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new GameKeepingError(GAME_KEEPING_MESSAGES.loadFailed, { cause: error });
  return data ? toKeeping(data) : DEFAULT_GAME_KEEPING;
}

/**
 * Changes whether the signed-in teacher's games are kept and for how long. A shorter retention deletes the
 * games older than it at once; turning keeping off keeps the games already kept.
 */
export async function updateGameKeeping(client: BackendClient, keeping: GameKeeping): Promise<GameKeeping> {
  const userId = await currentUserId(client);
  if (!userId) throw new GameKeepingError(GAME_KEEPING_MESSAGES.signInRequired);
  const { data, error } = await client
    .from('profiles')
    .update({ keep_games: keeping.keepGames, games_retention_days: keeping.retentionDays })
    .eq('id', userId)
    .select(KEEPING_COLUMNS)
    .single();
  if (error) throw new GameKeepingError(GAME_KEEPING_MESSAGES.saveFailed, { cause: error });
  return toKeeping(data);
}
