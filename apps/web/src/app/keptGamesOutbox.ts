import type { BackendClient } from '@quizcoop/api';
import type { QueryClient } from '@tanstack/react-query';
import { loadOnce } from './loadOnce';
import type { PersonalStorage } from './personalStorage';

/** Where a teacher's finished games wait, among their own entries, until the server has kept them. */
export const KEPT_GAMES_OUTBOX = 'keptGamesOutbox';

/** What keeping and sending finished games needs: whose they are, the backend, and the cache of their reports. */
export interface OutboxSending {
  storage: PersonalStorage;
  client: BackendClient;
  queryClient: QueryClient;
}

/**
 * Everything about kept games (the outbox and its sender, the reports' pages, the keeping settings) is one chunk
 * of its own: a visitor's page never loads it, and nothing of it sits in the code every page loads.
 */
export const keptGamesFeature = loadOnce(() => import('../reports/keptGamesFeature'));

/** Sends the finished games waiting in the teacher's entries, if there are any; only then is the sender loaded. */
export function sendWaitingGames(sending: OutboxSending): void {
  if (sending.storage.kept.getItem(KEPT_GAMES_OUTBOX) === null) return;
  keptGamesFeature
    .load()
    .then(({ sendOutbox }) => sendOutbox(sending))
    .catch((error: unknown) => console.error('The finished games could not be sent:', error));
}
