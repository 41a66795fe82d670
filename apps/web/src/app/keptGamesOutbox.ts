import type { BackendClient } from '@quizcoop/api';
import type { QueryClient } from '@tanstack/react-query';
import type { PersonalStorage } from './personalStorage';

/** Where a teacher's finished games wait, among their own entries, until the server has kept them. */
export const KEPT_GAMES_OUTBOX = 'keptGamesOutbox';

/** What sending the waiting games needs: whose they are, the backend, and the cache of their reports. */
export interface OutboxSending {
  storage: PersonalStorage;
  client: BackendClient;
  queryClient: QueryClient;
}

/**
 * Sends the finished games waiting in the teacher's entries, if there are any. The sender's code loads only
 * then: most pages have nothing waiting, and a visitor never has.
 */
export function sendWaitingGames(sending: OutboxSending): void {
  if (sending.storage.kept.getItem(KEPT_GAMES_OUTBOX) === null) return;
  import('../reports/outboxSender')
    .then(({ sendOutbox }) => sendOutbox(sending))
    .catch((error: unknown) => console.error('The finished games could not be sent:', error));
}
