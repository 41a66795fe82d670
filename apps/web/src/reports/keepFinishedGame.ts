import type { GameRecord } from '@quizcoop/engine/rules';
import { gameRecordInput } from './gameRecordInput';
import type { OutboxSending } from './outbox';
import { addWaitingGame } from './outbox';
import { sendWaitingGames } from './outboxSender';

/**
 * Puts a finished game in line among the teacher's entries, where it waits safe from a lost network, and sends
 * what is waiting. Nothing here holds up the results on screen: sending runs on its own.
 */
export function keepFinishedGame(
  sending: OutboxSending,
  record: GameRecord,
  setTitles: ReadonlyMap<string, string>,
): void {
  addWaitingGame(sending.storage.kept, gameRecordInput(record, setTitles));
  sendWaitingGames(sending).catch((error: unknown) =>
    console.error('The finished games could not be sent:', error),
  );
}
