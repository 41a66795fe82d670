import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionCallError } from './functions';
import {
  FREE_SUBSCRIPTION,
  SUBSCRIPTION_CACHE_KEY,
  SUBSCRIPTION_CACHE_TTL_MS,
  SUBSCRIPTION_EXPIRED_MESSAGE,
  SUBSCRIPTION_SYNC_FAILED_MESSAGE,
  checkSubscription,
  isPremiumSubscription,
  isSubscriptionCacheFresh,
  readSubscriptionCache,
  shouldRetrySubscriptionCheck,
  subscriptionFromResponse,
  subscriptionSyncErrorMessage,
  writeSubscriptionCache,
} from './subscriptions';
import type { KeyValueStorage } from './subscriptions';
import { signedInClient, visitorClient } from './testBackend';
import { subscriptionQueryOptions } from './useSubscription';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const LATER = '2026-04-01T12:00:00.000Z';
const EARLIER = '2026-02-01T12:00:00.000Z';
const PREMIUM = { isPremium: true, subscriptionType: 'premium', subscriptionEnd: LATER };

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('subscriptionFromResponse', () => {
  it('is free when the server says not subscribed', () => {
    expect(
      subscriptionFromResponse({ subscribed: false, subscription_tier: null, subscription_end: null }, NOW),
    ).toEqual({ status: FREE_SUBSCRIPTION, error: null });
  });

  it('is premium with the lower-cased tier while the end is ahead', () => {
    expect(
      subscriptionFromResponse(
        { subscribed: true, subscription_tier: 'Premium', subscription_end: LATER },
        NOW,
      ),
    ).toEqual({ status: PREMIUM, error: null });
  });

  it("is premium without an end, and calls a tier the server leaves out 'premium'", () => {
    expect(
      subscriptionFromResponse({ subscribed: true, subscription_tier: null, subscription_end: null }, NOW),
    ).toEqual({
      status: { isPremium: true, subscriptionType: 'premium', subscriptionEnd: null },
      error: null,
    });
  });

  it('treats a subscription whose end has passed as free, with the expiry message', () => {
    expect(
      subscriptionFromResponse(
        { subscribed: true, subscription_tier: 'premium', subscription_end: EARLIER },
        NOW,
      ),
    ).toEqual({
      status: { isPremium: false, subscriptionType: 'free', subscriptionEnd: EARLIER },
      error: SUBSCRIPTION_EXPIRED_MESSAGE,
    });
    expect(SUBSCRIPTION_EXPIRED_MESSAGE).toBe(
      'Your subscription has expired. Please renew to continue using premium features.',
    );
  });
});

describe('isPremiumSubscription, the one rule for premium', () => {
  it.each([
    [{ active: true, tier: 'premium', endsAt: null }, true],
    [{ active: true, tier: 'premium', endsAt: LATER }, true],
    [{ active: true, tier: null, endsAt: LATER }, true],
    [{ active: true, tier: 'premium', endsAt: EARLIER }, false],
    [{ active: false, tier: 'premium', endsAt: LATER }, false],
    [{ active: true, tier: 'free', endsAt: null }, false],
    [{ active: true, tier: 'Free', endsAt: LATER }, false],
    [null, false],
  ])('%j → %s', (terms, premium) => {
    expect(isPremiumSubscription(terms, NOW)).toBe(premium);
  });
});

describe('the subscription cache (localStorage subscription_cache)', () => {
  it('stores the status with its time and user, and reads it back for the same user only', () => {
    const storage = memoryStorage();
    writeSubscriptionCache(storage, 'user-1', PREMIUM, NOW);
    expect(JSON.parse(storage.items.get(SUBSCRIPTION_CACHE_KEY)!)).toEqual({
      ...PREMIUM,
      timestamp: NOW,
      userId: 'user-1',
    });
    expect(readSubscriptionCache(storage, 'user-1')).toMatchObject(PREMIUM);
    expect(readSubscriptionCache(storage, 'user-2')).toBeNull();
  });

  it('is fresh for 5 minutes', () => {
    const entry = { ...PREMIUM, timestamp: NOW, userId: 'user-1' };
    expect(isSubscriptionCacheFresh(entry, NOW + SUBSCRIPTION_CACHE_TTL_MS - 1)).toBe(true);
    expect(isSubscriptionCacheFresh(entry, NOW + SUBSCRIPTION_CACHE_TTL_MS)).toBe(false);
  });

  it('ignores an entry that is not JSON or lacks a field', () => {
    expect(readSubscriptionCache(memoryStorage({ [SUBSCRIPTION_CACHE_KEY]: '{oops' }), 'u')).toBeNull();
    expect(
      readSubscriptionCache(
        memoryStorage({ [SUBSCRIPTION_CACHE_KEY]: '{"userId":"u","isPremium":true}' }),
        'u',
      ),
    ).toBeNull();
  });
});

describe('retrying a failed check', () => {
  const refusal = new FunctionCallError('check-subscription', 401, 'Unauthorized');
  const serverFailure = new FunctionCallError('check-subscription', 503, 'Unavailable');
  const unreachable = new FunctionCallError('check-subscription', 0, 'Failed to fetch');

  it('tries a failure that may pass 3 more times, and a refusal never', () => {
    expect([0, 1, 2, 3].map((failures) => shouldRetrySubscriptionCheck(failures, unreachable))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetrySubscriptionCheck(0, serverFailure)).toBe(true);
    expect(shouldRetrySubscriptionCheck(0, refusal)).toBe(false);
  });

  it("names a function's refusal, and says an unreachable server failed to sync", () => {
    expect(subscriptionSyncErrorMessage(refusal)).toBe('Edge function error: Unauthorized');
    expect(subscriptionSyncErrorMessage(unreachable)).toBe(SUBSCRIPTION_SYNC_FAILED_MESSAGE);
  });
});

describe('the subscription query against the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  async function teacher(label: string, subscription?: { validUntil: string | null; active?: boolean }) {
    const email = `${label}.${Date.now()}@school.example`;
    const user = await server.createUser({ email, password: 'Chalkboard#2026' });
    if (subscription) {
      await server.database.query(
        `insert into public.user_subscriptions (user_id, active, subscription_type, valid_until, provider)
         values ($1, $2, 'premium', $3, 'local')`,
        [user.id, subscription.active ?? true, subscription.validUntil],
      );
    }
    return { user, client: await signedInClient(server, user) };
  }

  it('answers free for a teacher who never paid, and premium with its end for one who did', async () => {
    const free = await teacher('free');
    expect(await checkSubscription(free.client)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });

    const premium = await teacher('premium', { validUntil: LATER });
    expect(await checkSubscription(premium.client)).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: LATER,
    });
  });

  it('agrees with the database on who is premium', async () => {
    const cases = [
      { label: 'paid', subscription: { validUntil: null }, premium: true },
      { label: 'lapsed', subscription: { validUntil: EARLIER }, premium: false },
      { label: 'cancelled', subscription: { validUntil: null, active: false }, premium: false },
      { label: 'never', subscription: undefined, premium: false },
    ];
    for (const { label, subscription, premium } of cases) {
      const { client } = await teacher(label, subscription);
      const { data } = await client.rpc('current_user_is_premium');
      const response = await checkSubscription(client);
      const fromServer = subscriptionFromResponse(response, Date.now()).status.isPremium;
      expect({ label, database: data, app: fromServer }).toEqual({ label, database: premium, app: premium });
    }
  });

  it('loads premium from the server and caches it, then a new page starts from the fresh cache', async () => {
    const { user, client } = await teacher('cached', { validUntil: null });
    const storage = memoryStorage();
    const options = subscriptionQueryOptions(client, user.id, () => storage);
    const first = await new QueryClient().fetchQuery(options);
    expect(first).toMatchObject({
      status: { isPremium: true, subscriptionType: 'premium', subscriptionEnd: null },
      error: null,
    });
    expect(readSubscriptionCache(storage, user.id)?.isPremium).toBe(true);

    await server.database.query('update public.user_subscriptions set active = false where user_id = $1', [
      user.id,
    ]);
    const nextPage = new QueryClient();
    const cached = await nextPage.fetchQuery(options);
    expect(cached.status.isPremium).toBe(true);
    expect(cached.lastSyncTime).toBe(first.lastSyncTime);

    const asked = await nextPage.fetchQuery({ ...options, staleTime: 0 });
    expect(asked.status).toEqual(FREE_SUBSCRIPTION);
  });

  it('reports a lapsed subscription as free with the expiry message', async () => {
    const { user, client } = await teacher('lapsed', { validUntil: EARLIER });
    const result = await new QueryClient().fetchQuery(
      subscriptionQueryOptions(client, user.id, () => memoryStorage()),
    );
    expect(result.status).toMatchObject({ isPremium: false, subscriptionType: 'free' });
    expect(result.error).toBe(SUBSCRIPTION_EXPIRED_MESSAGE);
  });

  it("retries an unreachable server 3 times, 2 s apart, then says 'Failed to sync subscription status'", async () => {
    const { user } = await teacher('offline');
    const unreachable = visitorClient({ ...server, url: 'http://127.0.0.1:9' });
    const options = subscriptionQueryOptions(unreachable, user.id, () => memoryStorage());
    expect(options.retryDelay).toBe(2000);
    expect(options.retry).toBe(shouldRetrySubscriptionCheck);
    let retries = 0;
    const failure = await new QueryClient()
      .fetchQuery({
        ...options,
        retry: (failureCount, error) => {
          const again = shouldRetrySubscriptionCheck(failureCount, error);
          if (again) retries += 1;
          return again;
        },
        retryDelay: 0,
      })
      .catch((error: unknown) => error);
    expect(retries).toBe(3);
    expect(subscriptionSyncErrorMessage(failure)).toBe(SUBSCRIPTION_SYNC_FAILED_MESSAGE);
  });

  it('answers a visitor free without asking the server, and forgets the last teacher', async () => {
    const storage = memoryStorage();
    writeSubscriptionCache(storage, 'someone', PREMIUM, Date.now());
    const unreachable = visitorClient({ ...server, url: 'http://127.0.0.1:9' });
    expect(
      await new QueryClient().fetchQuery(subscriptionQueryOptions(unreachable, null, () => storage)),
    ).toEqual({ status: FREE_SUBSCRIPTION, error: null, lastSyncTime: null });
    expect(storage.items.has(SUBSCRIPTION_CACHE_KEY)).toBe(false);
  });
});
