import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionCallError } from './functions';
import {
  FREE_SUBSCRIPTION,
  SUBSCRIPTION_CACHE_KEY,
  SUBSCRIPTION_CACHE_TTL_MS,
  SUBSCRIPTION_EXPIRED_MESSAGE,
  SUBSCRIPTION_SYNC_FAILED_MESSAGE,
  checkSubscription,
  fetchSubscriptionRecord,
  isPremiumRecord,
  isSubscriptionCacheFresh,
  loadSubscription,
  readSubscriptionCache,
  subscriptionFromResponse,
  withRetries,
  writeSubscriptionCache,
} from './subscriptions';
import type { KeyValueStorage } from './subscriptions';
import { signedInClient, visitorClient } from './testBackend';

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

describe('subscriptionFromResponse (spec §4 "Subscription")', () => {
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

describe('isPremiumRecord (premium from a user_subscriptions row)', () => {
  it.each([
    [{ active: true, subscription_type: 'premium', valid_until: null }, true],
    [{ active: true, subscription_type: 'premium', valid_until: LATER }, true],
    [{ active: true, subscription_type: 'premium', valid_until: EARLIER }, false],
    [{ active: false, subscription_type: 'premium', valid_until: LATER }, false],
    [{ active: true, subscription_type: 'free', valid_until: null }, false],
    [null, false],
  ])('%j → %s', (record, premium) => {
    expect(isPremiumRecord(record, NOW)).toBe(premium);
  });
});

describe('the subscription cache (localStorage subscription_cache)', () => {
  it('stores the spec fields and reads them back for the same user only', () => {
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

describe('withRetries', () => {
  it('tries once and then up to the number of retries, waiting between attempts', async () => {
    const waits: number[] = [];
    let attempts = 0;
    await expect(
      withRetries(
        async () => {
          attempts += 1;
          throw new Error(`attempt ${attempts}`);
        },
        { retries: 3, delayMs: 2000, wait: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow('attempt 4');
    expect(attempts).toBe(4);
    expect(waits).toEqual([2000, 2000, 2000]);
  });

  it('stops at the first success, and at an error not worth retrying', async () => {
    let attempts = 0;
    const result = await withRetries(
      async () => {
        attempts += 1;
        if (attempts < 2) throw new Error('once');
        return 'ok';
      },
      { retries: 3, delayMs: 1, wait: async () => {} },
    );
    expect([result, attempts]).toEqual(['ok', 2]);

    attempts = 0;
    await expect(
      withRetries(
        async () => {
          attempts += 1;
          throw new FunctionCallError('check-subscription', 401, 'Unauthorized');
        },
        { retries: 3, delayMs: 1, wait: async () => {}, shouldRetry: () => false },
      ),
    ).rejects.toThrow('Unauthorized');
    expect(attempts).toBe(1);
  });
});

describe('check-subscription against the server', () => {
  let server: TestServer;
  const noWait = async () => {};

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
    expect(isPremiumRecord(await fetchSubscriptionRecord(premium.client, premium.user.id), NOW)).toBe(true);
    expect(await fetchSubscriptionRecord(free.client, free.user.id)).toBeNull();
  });

  it('loads premium from the server, caches it for the user, then serves the fresh cache without asking', async () => {
    const { user, client } = await teacher('cached', { validUntil: null });
    const storage = memoryStorage();
    const first = await loadSubscription(client, { userId: user.id, storage, now: () => NOW, wait: noWait });
    expect(first).toEqual({
      status: { isPremium: true, subscriptionType: 'premium', subscriptionEnd: null },
      error: null,
      lastSyncTime: NOW,
    });

    await server.database.query('update public.user_subscriptions set active = false where user_id = $1', [
      user.id,
    ]);
    const cached = await loadSubscription(client, {
      userId: user.id,
      storage,
      now: () => NOW + 60_000,
      wait: noWait,
    });
    expect(cached.status.isPremium).toBe(true);
    expect(cached.lastSyncTime).toBe(NOW);

    const forced = await loadSubscription(client, {
      userId: user.id,
      storage,
      now: () => NOW + 60_000,
      force: true,
      wait: noWait,
    });
    expect(forced).toEqual({ status: FREE_SUBSCRIPTION, error: null, lastSyncTime: NOW + 60_000 });
  });

  it('reports a lapsed subscription as free with the expiry message', async () => {
    const { user, client } = await teacher('lapsed', { validUntil: EARLIER });
    const storage = memoryStorage();
    const result = await loadSubscription(client, { userId: user.id, storage, now: () => NOW, wait: noWait });
    expect(result.status).toMatchObject({ isPremium: false, subscriptionType: 'free' });
    expect(result.error).toBe(SUBSCRIPTION_EXPIRED_MESSAGE);

    const cached = await loadSubscription(client, {
      userId: user.id,
      storage,
      now: () => NOW + 60_000,
      wait: noWait,
    });
    expect(cached).toEqual({ ...result, lastSyncTime: NOW });
  });

  it('judges a fresh cache again: a premium end that has passed since is an expiry', () => {
    const storage = memoryStorage();
    writeSubscriptionCache(storage, 'someone', { ...PREMIUM, subscriptionEnd: EARLIER }, NOW - 1000);
    return expect(
      loadSubscription(visitorClient(server), { userId: 'someone', storage, now: () => NOW }),
    ).resolves.toEqual({
      status: { isPremium: false, subscriptionType: 'free', subscriptionEnd: EARLIER },
      error: SUBSCRIPTION_EXPIRED_MESSAGE,
      lastSyncTime: NOW - 1000,
    });
  });

  it('falls back to the cached value when the function refuses, else to free, naming the error', async () => {
    const visitor = visitorClient(server);
    const storage = memoryStorage();
    const refused = await loadSubscription(visitor, {
      userId: 'someone',
      storage,
      now: () => NOW,
      wait: noWait,
    });
    expect(refused.status).toEqual(FREE_SUBSCRIPTION);
    expect(refused.error).toMatch(/^Edge function error: /);

    writeSubscriptionCache(storage, 'someone', PREMIUM, NOW - SUBSCRIPTION_CACHE_TTL_MS * 2);
    const fallback = await loadSubscription(visitor, {
      userId: 'someone',
      storage,
      now: () => NOW,
      wait: noWait,
    });
    expect(fallback.status).toEqual(PREMIUM);
    expect(fallback.lastSyncTime).toBe(NOW - SUBSCRIPTION_CACHE_TTL_MS * 2);
  });

  it("retries an unreachable server 3 times, 2 s apart, then says 'Failed to sync subscription status'", async () => {
    const { user } = await teacher('offline');
    const unreachable = visitorClient({ ...server, url: 'http://127.0.0.1:9' });
    const waits: number[] = [];
    const result = await loadSubscription(unreachable, {
      userId: user.id,
      storage: memoryStorage(),
      now: () => NOW,
      wait: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([2000, 2000, 2000]);
    expect(result).toEqual({
      status: FREE_SUBSCRIPTION,
      error: SUBSCRIPTION_SYNC_FAILED_MESSAGE,
      lastSyncTime: null,
    });
  });

  it('answers a visitor free without asking the server', async () => {
    expect(
      await loadSubscription(visitorClient(server), {
        userId: null,
        storage: memoryStorage(),
        now: () => NOW,
      }),
    ).toEqual({ status: FREE_SUBSCRIPTION, error: null, lastSyncTime: null });
  });
});
