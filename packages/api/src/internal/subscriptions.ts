import type { BackendClient } from './client';
import { FunctionCallError, invokeFunction } from './functions';

/** Spec §3 "Check-subscription response". */
export interface CheckSubscriptionResponse {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

/** What the app knows about the signed-in user's subscription (spec §3 "Subscription context"). */
export interface SubscriptionStatus {
  isPremium: boolean;
  /** 'free', or the lower-cased tier the server names ('premium' when it names none). */
  subscriptionType: string;
  /** When the paid period ends or ended (ISO 8601), or null for no end or no subscription. */
  subscriptionEnd: string | null;
}

/** A status together with what went wrong while getting it and when the server last confirmed it. */
export interface SubscriptionResult {
  status: SubscriptionStatus;
  error: string | null;
  /** When the server last answered (ms since the epoch), or null when it never did. */
  lastSyncTime: number | null;
}

export const FREE_SUBSCRIPTION: SubscriptionStatus = Object.freeze({
  isPremium: false,
  subscriptionType: 'free',
  subscriptionEnd: null,
});

export const SUBSCRIPTION_EXPIRED_MESSAGE =
  'Your subscription has expired. Please renew to continue using premium features.';
export const SUBSCRIPTION_SYNC_FAILED_MESSAGE = 'Failed to sync subscription status';

/** Spec §9. */
export const SUBSCRIPTION_CACHE_KEY = 'subscription_cache';
export const SUBSCRIPTION_CACHE_TTL_MS = 5 * 60_000;
export const SUBSCRIPTION_FETCH_RETRIES = 3;
export const SUBSCRIPTION_RETRY_DELAY_MS = 2_000;
export const SUBSCRIPTION_REFRESH_INTERVAL_MS = 30 * 60_000;
export const SUBSCRIPTION_FOCUS_THROTTLE_MS = 2 * 60_000;

/**
 * Spec §4: premium when the server says subscribed and the end is ahead or absent. A subscription whose end
 * has passed counts as free, with the expiry message.
 */
export function subscriptionFromResponse(
  response: CheckSubscriptionResponse,
  now: number,
): { status: SubscriptionStatus; error: string | null } {
  if (!response.subscribed) return { status: FREE_SUBSCRIPTION, error: null };
  const end = response.subscription_end;
  if (end !== null && Date.parse(end) <= now) {
    // The end stays with the free status, so a cached lapse still explains itself.
    return { status: { ...FREE_SUBSCRIPTION, subscriptionEnd: end }, error: SUBSCRIPTION_EXPIRED_MESSAGE };
  }
  return {
    status: {
      isPremium: true,
      subscriptionType: response.subscription_tier?.toLowerCase() || 'premium',
      subscriptionEnd: end,
    },
    error: null,
  };
}

/** A row of user_subscriptions, as the signed-in user may read their own. */
export interface SubscriptionRecord {
  active: boolean;
  subscription_type: string;
  valid_until: string | null;
}

/** Spec §4: premium from the record when it is active, not 'free', and valid until later or for ever. */
export function isPremiumRecord(record: SubscriptionRecord | null, now: number): boolean {
  if (!record?.active || record.subscription_type === 'free') return false;
  return record.valid_until === null || Date.parse(record.valid_until) > now;
}

/** The user's subscription row, or null when they never had one (PostgREST's PGRST116 is no error here). */
export async function fetchSubscriptionRecord(
  client: BackendClient,
  userId: string,
): Promise<SubscriptionRecord | null> {
  const { data, error } = await client
    .from('user_subscriptions')
    .select('active, subscription_type, valid_until')
    .eq('user_id', userId)
    .limit(1)
    .maybeSingle();
  if (error && error.code !== 'PGRST116') throw error;
  return data ?? null;
}

/** The subset of Web Storage the cache needs, so tests and other platforms can hand in their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Spec §3 "Subscription cache". */
export interface SubscriptionCacheEntry extends SubscriptionStatus {
  timestamp: number;
  userId: string;
}

function isCacheEntry(value: unknown): value is SubscriptionCacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.isPremium === 'boolean' &&
    typeof entry.subscriptionType === 'string' &&
    (entry.subscriptionEnd === null || typeof entry.subscriptionEnd === 'string') &&
    typeof entry.timestamp === 'number' &&
    typeof entry.userId === 'string'
  );
}

/** The cached status of this user, at any age; a broken or someone else's entry counts as none. */
export function readSubscriptionCache(
  storage: KeyValueStorage,
  userId: string,
): SubscriptionCacheEntry | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(SUBSCRIPTION_CACHE_KEY) ?? 'null');
  } catch {
    return null;
  }
  return isCacheEntry(parsed) && parsed.userId === userId ? parsed : null;
}

export function isSubscriptionCacheFresh(entry: SubscriptionCacheEntry, now: number): boolean {
  return now - entry.timestamp >= 0 && now - entry.timestamp < SUBSCRIPTION_CACHE_TTL_MS;
}

export function writeSubscriptionCache(
  storage: KeyValueStorage,
  userId: string,
  status: SubscriptionStatus,
  now: number,
): void {
  const entry: SubscriptionCacheEntry = { ...status, timestamp: now, userId };
  storage.setItem(SUBSCRIPTION_CACHE_KEY, JSON.stringify(entry));
}

export function clearSubscriptionCache(storage: KeyValueStorage): void {
  storage.removeItem(SUBSCRIPTION_CACHE_KEY);
}

export interface RetryOptions {
  retries: number;
  delayMs: number;
  /** Waits between attempts; a test passes one that does not. */
  wait?: (ms: number) => Promise<void>;
  /** Whether an error is worth another attempt (default: every error). */
  shouldRetry?: (error: unknown) => boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` once and then up to `retries` more times, `delayMs` apart, while it fails. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { retries, delayMs, wait = sleep, shouldRetry = () => true }: RetryOptions,
): Promise<T> {
  for (let attemptNumber = 0; ; attemptNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (attemptNumber >= retries || !shouldRetry(error)) throw error;
      await wait(delayMs);
    }
  }
}

// A refusal such as 401 will not change by asking again; an unreachable or failing server may.
function isTransient(error: unknown): boolean {
  return !(error instanceof FunctionCallError) || error.isTransient;
}

/** Asks check-subscription for the signed-in user's status, retried as spec §9 says. */
export function checkSubscription(
  client: BackendClient,
  options: Pick<RetryOptions, 'wait'> = {},
): Promise<CheckSubscriptionResponse> {
  return withRetries(() => invokeFunction<CheckSubscriptionResponse>(client, 'check-subscription'), {
    retries: SUBSCRIPTION_FETCH_RETRIES,
    delayMs: SUBSCRIPTION_RETRY_DELAY_MS,
    shouldRetry: isTransient,
    ...options,
  });
}

function syncErrorMessage(error: unknown): string {
  if (error instanceof FunctionCallError && error.status !== 0) {
    return `Edge function error: ${error.message}`;
  }
  return SUBSCRIPTION_SYNC_FAILED_MESSAGE;
}

/**
 * A cached status, judged again now: a premium end may have passed since it was cached, and a lapse cached as
 * free with its end date still carries the expiry message.
 */
function fromCache(entry: SubscriptionCacheEntry, now: number, syncError: string | null): SubscriptionResult {
  const { status, error } = subscriptionFromResponse(
    {
      subscribed: entry.isPremium || entry.subscriptionEnd !== null,
      subscription_tier: entry.isPremium ? entry.subscriptionType : null,
      subscription_end: entry.subscriptionEnd,
    },
    now,
  );
  return { status, error: syncError ?? error, lastSyncTime: entry.timestamp };
}

export interface LoadSubscriptionOptions {
  /** The signed-in user, or null for a visitor (always free, nothing is asked). */
  userId: string | null;
  storage: KeyValueStorage;
  now: () => number;
  /** Ask the server even when the cache is fresh (sign-in, sign-out, a manual refresh). */
  force?: boolean;
  wait?: (ms: number) => Promise<void>;
}

/**
 * The user's subscription: from the cache while it is fresh (5 minutes, same user), otherwise from the server;
 * when the server cannot be reached, the cached value if there is one, else free, with the error.
 */
export async function loadSubscription(
  client: BackendClient,
  { userId, storage, now, force = false, wait }: LoadSubscriptionOptions,
): Promise<SubscriptionResult> {
  if (userId === null) return { status: FREE_SUBSCRIPTION, error: null, lastSyncTime: null };
  const cached = readSubscriptionCache(storage, userId);
  if (cached && !force && isSubscriptionCacheFresh(cached, now())) return fromCache(cached, now(), null);
  try {
    const response = await checkSubscription(client, wait ? { wait } : {});
    const syncedAt = now();
    const { status, error } = subscriptionFromResponse(response, syncedAt);
    writeSubscriptionCache(storage, userId, status, syncedAt);
    return { status, error, lastSyncTime: syncedAt };
  } catch (error) {
    if (!cached) return { status: FREE_SUBSCRIPTION, error: syncErrorMessage(error), lastSyncTime: null };
    return fromCache(cached, now(), syncErrorMessage(error));
  }
}
