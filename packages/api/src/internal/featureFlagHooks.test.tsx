import './testDom';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BackendClient } from './client';
import { FEATURE_FLAG_CACHE_MS } from './featureFlags';
import { featureFlagsQueryKey, useFeatureFlags } from './featureFlagHooks';
import { createQueryClient } from './provider';
import { backendWrapper, signedInClient, visitorClient } from './testBackend';

const PASSWORD = 'Flag#Reader7';
// The first subscription check of a fresh server can take a few seconds on a busy machine.
const LOAD_WAIT = { timeout: 15_000 };
let server: TestServer;

function renderFlags(client: BackendClient) {
  const queryClient: QueryClient = createQueryClient();
  return {
    queryClient,
    ...renderHook(() => useFeatureFlags(), { wrapper: backendWrapper(client, queryClient) }),
  };
}

async function teacher(label: string, premium: boolean) {
  const user = await server.createUser({
    email: `${label}.${Date.now()}@school.example`,
    password: PASSWORD,
  });
  if (premium) {
    await server.database.query(
      `insert into public.user_subscriptions (user_id, active, subscription_type, valid_until, provider)
       values ($1, true, 'premium', null, 'local')`,
      [user.id],
    );
  }
  return signedInClient(server, user);
}

async function setFlag(name: string, flagType: string, enabled: boolean) {
  await server.database.query(
    `insert into public.feature_flags (name, flag_type, enabled) values ($1, $2, $3)
     on conflict (name) do update set flag_type = excluded.flag_type, enabled = excluded.enabled`,
    [name, flagType, enabled],
  );
}

beforeAll(async () => {
  // Without the server's read cache, a flag changed in the database is read back at once.
  server = await startTestServer({ readCacheMs: 0 });
  await setFlag('copy_public_games', 'premium', true);
  await setFlag('premium_question_creation', 'other', true);
});

afterEach(cleanup);

afterAll(async () => {
  await server?.close();
});

describe('useFeatureFlags', () => {
  it('keeps every feature undecided while loading, then follows the flags and who is reading', async () => {
    const { result } = renderFlags(await teacher('free', false));
    expect(result.current.gateState('copy_public_games')).toBe('loading');
    await waitFor(() => expect(result.current.isLoading).toBe(false), LOAD_WAIT);
    expect(result.current.gateState('copy_public_games')).toBe('premium');
    expect(result.current.isEnabled('premium_question_creation')).toBe(true);
  });

  it('shows a visitor that marking questions premium needs signing in', async () => {
    const { result } = renderFlags(visitorClient(server));
    await waitFor(() => expect(result.current.isLoading).toBe(false), LOAD_WAIT);
    expect(result.current.isEnabled('premium_question_creation')).toBe(false);
  });

  it('reads the flags again every 5 minutes, so a flag switched off takes the feature away', async () => {
    const { result, queryClient } = renderFlags(await teacher('premium', true));
    await waitFor(() => expect(result.current.gateState('copy_public_games')).toBe('on'), LOAD_WAIT);
    const query = queryClient.getQueryCache().find({ queryKey: featureFlagsQueryKey });
    expect(query?.options).toMatchObject({
      staleTime: FEATURE_FLAG_CACHE_MS,
      refetchInterval: FEATURE_FLAG_CACHE_MS,
    });

    await setFlag('copy_public_games', 'premium', false);
    try {
      await act(() => queryClient.refetchQueries({ queryKey: featureFlagsQueryKey }));
      await waitFor(() => expect(result.current.gateState('copy_public_games')).toBe('unavailable'));
    } finally {
      await setFlag('copy_public_games', 'premium', true);
    }
  });
});
