import { GameRecordError, recordGame } from '@quizcoop/api';
import { keptGamesQueryKeys } from '@quizcoop/api/kept-games';
import type { OutboxSending } from './outbox';
import { removeWaitingGame, waitingGames } from './outbox';

/**
 * Sends each waiting game, oldest first, and takes it out of line once kept. A game the server refuses as it is
 * (it would be refused again) leaves the line too, so it never holds up the others; a failed network, an
 * expired session or a server in trouble stops the round, and the games wait for the next chance.
 */
async function sendEach({ storage, client, queryClient }: OutboxSending): Promise<void> {
  let kept = 0;
  for (const game of waitingGames(storage.kept)) {
    try {
      await recordGame(client, game);
      kept += 1;
    } catch (error) {
      if (!(error instanceof GameRecordError && error.refused)) break;
      console.error('The server did not keep a finished game:', error.message);
    }
    removeWaitingGame(storage.kept, game.clientId);
  }
  if (kept > 0) await queryClient.invalidateQueries({ queryKey: keptGamesQueryKeys.all(storage.owner) });
}

let running: Promise<void> | null = null;
let next: OutboxSending | null = null;

/**
 * Sends the teacher's waiting games, if any. While a round of sending runs, a new call waits for it and then
 * sends once more, so two calls close together (the game's end and the network coming back) never send one game
 * twice at once.
 */
export function sendWaitingGames(sending: OutboxSending): Promise<void> {
  next = sending;
  running ??= (async () => {
    while (next) {
      const current = next;
      next = null;
      await sendEach(current);
    }
  })().finally(() => {
    running = null;
  });
  return running;
}
