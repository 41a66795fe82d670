import './testDom';
import { randomUUID } from 'node:crypto';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BackendClient } from './client';
import type { GameRecordInput } from './keptGames';
import { GameRecordError } from './keptGames';
import {
  useDeleteKeptGame,
  useGameKeeping,
  useHardestQuestions,
  useKeptGame,
  useKeptGames,
  useRecordGame,
  useUpdateGameKeeping,
} from './keptGameHooks';

import { backendWrapper, signedInClient, visitorClient } from './testBackend';

const PASSWORD = 'Kept#Reader7';
// The first reads of a freshly started in-memory database can take seconds on a busy machine.
const LOAD_WAIT = { timeout: 15_000 };

let server: TestServer;
let teacher: BackendClient;

function finishedGame(questionText: string, mark: 'correct' | 'incorrect'): GameRecordInput {
  const endedAt = new Date();
  return {
    clientId: randomUUID(),
    startedAt: new Date(endedAt.getTime() - 600_000).toISOString(),
    endedAt: endedAt.toISOString(),
    rounds: 1,
    endedBy: 'last_team_left',
    teams: [
      {
        name: 'Owls',
        colour: '#557B1F',
        score: mark === 'correct' ? 10 : 0,
        answered: 1,
        correct: mark === 'correct' ? 1 : 0,
        questionSetId: null,
        questionSetTitle: 'Class questions',
      },
    ],
    turns: [
      {
        kind: 'question',
        round: 1,
        teamPosition: 0,
        questionId: null,
        questionText,
        mark,
        chosenOption: null,
        points: mark === 'correct' ? 10 : 0,
        effect: null,
      },
    ],
  };
}

beforeAll(async () => {
  server = await startTestServer({ readCacheMs: 0 });
  const account = await server.createUser({
    email: 'hooked-keeper@school.example',
    password: PASSWORD,
    data: { username: 'hooked_keeper' },
  });
  teacher = await signedInClient(server, { email: account.email, password: PASSWORD });
});

afterEach(cleanup);

afterAll(async () => {
  await server?.close();
});

describe('the kept-games hooks', () => {
  it('keeps a game, and the list, the game and the hardest questions show it at once', async () => {
    const { result } = renderHook(
      () => ({
        games: useKeptGames(),
        hardest: useHardestQuestions(),
        record: useRecordGame(),
      }),
      { wrapper: backendWrapper(teacher) },
    );
    await waitFor(() => expect(result.current.games.data).toEqual([]), LOAD_WAIT);

    let keptId: string | null = null;
    await act(async () => {
      keptId = await result.current.record.mutateAsync(finishedGame('Spell “necessary”.', 'incorrect'));
    });
    await waitFor(() => expect(result.current.games.data?.map((game) => game.id)).toEqual([keptId]));
    await waitFor(() =>
      expect(result.current.hardest.data).toEqual([
        expect.objectContaining({ questionText: 'Spell “necessary”.', asked: 1, answeredRight: 0 }),
      ]),
    );

    const { result: opened } = renderHook(() => useKeptGame(keptId!), { wrapper: backendWrapper(teacher) });
    await waitFor(() => expect(opened.current.data?.endedBy).toBe('last_team_left'), LOAD_WAIT);
    expect(opened.current.data?.turns).toHaveLength(1);
  });

  it('deletes a game and the list no longer shows it', async () => {
    const { result } = renderHook(
      () => ({ games: useKeptGames(), record: useRecordGame(), remove: useDeleteKeptGame() }),
      { wrapper: backendWrapper(teacher) },
    );
    let keptId: string | null = null;
    await act(async () => {
      keptId = await result.current.record.mutateAsync(finishedGame('Spell “rhythm”.', 'correct'));
    });
    await waitFor(
      () => expect(result.current.games.data?.map((game) => game.id)).toContain(keptId),
      LOAD_WAIT,
    );
    await act(async () => {
      await result.current.remove.mutateAsync(keptId!);
    });
    await waitFor(() => expect(result.current.games.data?.map((game) => game.id)).not.toContain(keptId));
  });

  it('shows and changes whether games are kept, and a refusal says why', async () => {
    const { result } = renderHook(
      () => ({ keeping: useGameKeeping(), update: useUpdateGameKeeping(), record: useRecordGame() }),
      { wrapper: backendWrapper(teacher) },
    );
    await waitFor(
      () => expect(result.current.keeping.data).toEqual({ keepGames: true, retentionDays: null }),
      LOAD_WAIT,
    );
    await act(async () => {
      await result.current.update.mutateAsync({ keepGames: true, retentionDays: 180 });
    });
    await waitFor(() => expect(result.current.keeping.data).toEqual({ keepGames: true, retentionDays: 180 }));

    const tooLong = finishedGame('x'.repeat(501), 'correct');
    let failure: unknown;
    await act(async () => {
      failure = await result.current.record.mutateAsync(tooLong).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(GameRecordError);
    expect(failure).toMatchObject({
      refused: true,
      message: "Turn 1 needs the question's text as it was asked, 1 to 500 characters.",
    });
  });

  it('asks nothing for a visitor', async () => {
    const { result } = renderHook(() => ({ games: useKeptGames(), keeping: useGameKeeping() }), {
      wrapper: backendWrapper(visitorClient(server)),
    });
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(result.current.games.fetchStatus).toBe('idle');
    expect(result.current.keeping.fetchStatus).toBe('idle');
  });
});
