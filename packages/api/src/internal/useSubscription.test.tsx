import './testDom';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './provider';
import {
  SUBSCRIPTION_CACHE_KEY,
  SUBSCRIPTION_CACHE_TTL_MS,
  readSubscriptionCache,
  writeSubscriptionCache,
} from './subscriptions';
import { backendWrapper, signedInClient, visitorClient } from './testBackend';
import { useSubscription } from './useSubscription';

const PASSWORD = 'Premium#Reader7';
let server: TestServer;

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
  return { user, client: await signedInClient(server, user) };
}

beforeAll(async () => {
  server = await startTestServer();
});

beforeEach(() => localStorage.clear());
afterEach(cleanup);

afterAll(async () => {
  await server?.close();
});

describe('useSubscription', () => {
  it('loads a premium teacher from the server and caches the answer for that teacher', async () => {
    const { user, client } = await teacher('premium', true);
    const { result } = renderHook(() => useSubscription(), {
      wrapper: backendWrapper(client, createQueryClient()),
    });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.isPremium).toBe(false);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isPremium: true, subscriptionType: 'premium', error: null });
    expect(result.current.lastSyncTime).toBeInstanceOf(Date);
    expect(readSubscriptionCache(localStorage, user.id)?.isPremium).toBe(true);
  });

  it('starts from a fresh cache without asking, and refresh() asks the server', async () => {
    const { user, client } = await teacher('cached', false);
    const cachedAt = Date.now() - 60_000;
    writeSubscriptionCache(
      localStorage,
      user.id,
      { isPremium: true, subscriptionType: 'premium', subscriptionEnd: null },
      cachedAt,
    );
    const { result } = renderHook(() => useSubscription(), {
      wrapper: backendWrapper(client, createQueryClient()),
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isPremium).toBe(true);
    expect(result.current.lastSyncTime?.getTime()).toBe(cachedAt);

    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.isPremium).toBe(false));
    expect(result.current.subscriptionType).toBe('free');
    expect(result.current.lastSyncTime!.getTime()).toBeGreaterThan(cachedAt);
  });

  it("keeps the browser's last known status when the server refuses to answer, naming the error", async () => {
    const { user, client } = await teacher('refused', false);
    const cachedAt = Date.now() - 2 * SUBSCRIPTION_CACHE_TTL_MS;
    writeSubscriptionCache(
      localStorage,
      user.id,
      { isPremium: true, subscriptionType: 'premium', subscriptionEnd: null },
      cachedAt,
    );
    // Ended on the server, the session's token is refused everywhere, check-subscription included.
    await server.database.query('delete from auth.sessions where user_id = $1', [user.id]);
    const { result } = renderHook(() => useSubscription(), {
      wrapper: backendWrapper(client, createQueryClient()),
    });
    await waitFor(() => expect(result.current.error).toMatch(/^Edge function error: /));
    expect(result.current).toMatchObject({ isPremium: true, isLoading: false });
    expect(result.current.lastSyncTime?.getTime()).toBe(cachedAt);
  });

  it('answers a visitor free and clears what a signed-out teacher left in the cache', async () => {
    localStorage.setItem(SUBSCRIPTION_CACHE_KEY, JSON.stringify({ left: 'behind' }));
    const { result } = renderHook(() => useSubscription(), {
      wrapper: backendWrapper(visitorClient(server), createQueryClient()),
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isPremium: false, subscriptionType: 'free', error: null });
    expect(localStorage.getItem(SUBSCRIPTION_CACHE_KEY)).toBeNull();
  });

  it('becomes free as soon as the teacher signs out', async () => {
    const { client } = await teacher('leaving', true);
    const { result } = renderHook(() => useSubscription(), {
      wrapper: backendWrapper(client, createQueryClient()),
    });
    await waitFor(() => expect(result.current.isPremium).toBe(true));
    await act(async () => {
      await (await client.auth()).signOut();
    });
    await waitFor(() => expect(result.current.isPremium).toBe(false));
    expect(localStorage.getItem(SUBSCRIPTION_CACHE_KEY)).toBeNull();
  });
});
