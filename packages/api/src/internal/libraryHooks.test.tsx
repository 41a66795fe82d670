import './testDom';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackendClient } from './client';
import { createBackendClient } from './client';
import { LIBRARY_MESSAGES } from './errors';
import {
  usePlayableQuestionSets,
  usePublicQuestionSets,
  useStarredSetIds,
  useToggleStar,
} from './libraryHooks';

import { backendWrapper, signedInClient, visitorClient } from './testBackend';

const PASSWORD = 'Hooked#Reader7';

let server: TestServer;
let teacher: BackendClient;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({
    email: 'hooked@school.example',
    password: PASSWORD,
    data: { username: 'hooked_reader', terms_accepted: true },
  });
  teacher = await signedInClient(server, { email: 'hooked@school.example', password: PASSWORD });
});

afterEach(cleanup);

afterAll(async () => {
  await server?.close();
});

describe('the library hooks', () => {
  it('stars a set, updates the local starred ids and offers the set to the game', async () => {
    const { result } = renderHook(
      () => ({
        library: usePublicQuestionSets({ search: 'Telling Time' }),
        starred: useStarredSetIds(),
        playable: usePlayableQuestionSets(),
        star: useToggleStar(),
      }),
      { wrapper: backendWrapper(teacher) },
    );
    // The first reads of a freshly started in-memory database can take seconds on a busy machine.
    await waitFor(() => expect(result.current.library.questionSets).toHaveLength(1), { timeout: 15_000 });
    await waitFor(() => expect(result.current.playable.isLoading).toBe(false), { timeout: 15_000 });
    expect(result.current.playable.questionSets).toEqual([]);
    const setId = result.current.library.questionSets[0]!.id;

    act(() => result.current.star.toggleStar(setId));
    await waitFor(() => expect(result.current.starred.starredIds.has(setId)).toBe(true));
    await waitFor(() =>
      expect(result.current.playable.questionSets.map((set) => set.game_name)).toEqual(['Telling Time']),
    );

    act(() => result.current.star.toggleStar(setId));
    await waitFor(() => expect(result.current.starred.starredIds.has(setId)).toBe(false));
    await waitFor(() => expect(result.current.playable.questionSets).toEqual([]));
  });

  it('tells a visitor that starring needs an account', async () => {
    const onSignInRequired = vi.fn();
    const { result } = renderHook(() => useToggleStar({ onSignInRequired }), {
      wrapper: backendWrapper(visitorClient(server)),
    });
    act(() => result.current.toggleStar('00000000-0000-0000-0000-000000000000'));
    await waitFor(() => expect(onSignInRequired).toHaveBeenCalledWith(LIBRARY_MESSAGES.starSignInRequired));
  });

  it('gives an empty list and the load failure message when the backend cannot be reached', async () => {
    const unreachable = createBackendClient(
      // Nothing listens on port 1, so every request fails as it would with the network down.
      { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: server.anonKey },
      { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    );
    const { result } = renderHook(() => usePublicQuestionSets(), { wrapper: backendWrapper(unreachable) });
    await waitFor(() => expect(result.current.error).not.toBeNull(), { timeout: 15_000 });
    expect(result.current.error?.message).toBe('Failed to load question sets');
    expect(result.current.questionSets).toEqual([]);
  });
});
