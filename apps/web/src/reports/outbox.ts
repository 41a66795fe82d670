import type { BackendClient, GameRecordInput } from '@quizcoop/api';
import type { QueryClient } from '@tanstack/react-query';
import type { PersonalArea, PersonalStorage } from '../app/personalStorage';

/** Where a teacher's finished games wait, among their own entries, until the server has kept them. */
export const KEPT_GAMES_OUTBOX = 'keptGamesOutbox';

/** What keeping and sending finished games needs: whose they are, the backend, and the cache of their reports. */
export interface OutboxSending {
  storage: PersonalStorage;
  client: BackendClient;
  queryClient: QueryClient;
}

/** A classroom that stays offline for weeks still keeps its latest games; older ones give way. */
export const MOST_GAMES_WAITING = 100;

function isWaitingGame(value: unknown): value is GameRecordInput {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Partial<GameRecordInput>;
  return typeof game.clientId === 'string' && Array.isArray(game.teams) && Array.isArray(game.turns);
}

/** The finished games not yet kept by the server, oldest first; an entry that is not one is left out. */
export function waitingGames(area: PersonalArea): GameRecordInput[] {
  const stored = area.getItem(KEPT_GAMES_OUTBOX);
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isWaitingGame) : [];
  } catch {
    return [];
  }
}

function store(area: PersonalArea, games: readonly GameRecordInput[]): void {
  try {
    if (games.length === 0) area.removeItem(KEPT_GAMES_OUTBOX);
    else area.setItem(KEPT_GAMES_OUTBOX, JSON.stringify(games));
  } catch (error) {
    // A full or blocked storage must not stop the game in front of the class: the game is only not kept.
    console.error('Could not keep the finished game for sending:', error);
  }
}

/** Puts a finished game in line to be sent; the same game again replaces its earlier copy. */
export function addWaitingGame(area: PersonalArea, game: GameRecordInput): void {
  const others = waitingGames(area).filter((waiting) => waiting.clientId !== game.clientId);
  store(area, [...others, game].slice(-MOST_GAMES_WAITING));
}

/** Takes a game out of line once the server has kept it, or refused it for good. */
export function removeWaitingGame(area: PersonalArea, clientId: string): void {
  store(
    area,
    waitingGames(area).filter((waiting) => waiting.clientId !== clientId),
  );
}
