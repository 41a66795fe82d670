import type { GameRecordInput } from '@quizcoop/api';
import { createQueryClient } from '@quizcoop/api/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handBrowserTo, personalStorageFor } from '../app/personalStorage';
import { memoryStorage, offlineClient, signedInEntries } from '../testing/offlineBackend';
import { addWaitingGame, waitingGames } from './outbox';
import { sendWaitingGames } from './outboxSender';

const TEACHER = '00000000-0000-4000-8000-000000000001';

const game: GameRecordInput = {
  clientId: '0194386a-3680-7135-8133-100000000000',
  startedAt: '2026-11-26T09:00:00.000Z',
  endedAt: '2026-11-26T09:20:00.000Z',
  rounds: 0,
  endedBy: 'end_game',
  teams: [],
  turns: [],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sending the finished games', () => {
  it('keeps every game waiting while the backend cannot be reached, for the next chance', async () => {
    handBrowserTo(TEACHER);
    const storage = personalStorageFor(TEACHER);
    addWaitingGame(storage.kept, game);
    addWaitingGame(storage.kept, { ...game, clientId: '0194386a-3680-7135-8133-200000000000' });
    const client = offlineClient(memoryStorage(signedInEntries()));
    await sendWaitingGames({ storage, client, queryClient: createQueryClient() });
    expect(waitingGames(storage.kept).map((waiting) => waiting.clientId)).toEqual([
      game.clientId,
      '0194386a-3680-7135-8133-200000000000',
    ]);
  });
});
