import type { BackendClient } from './client';
import { FunctionCallError, invokeFunction } from './functions';

/** What the check-subscription function answers about the signed-in user. */
export interface CheckSubscriptionResponse {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

/** What the app knows about the signed-in user's subscription. */
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

// How long a status may be trusted and how hard to try for a new one: a teacher who just paid should see
// premium within minutes, without every page load or window switch asking the server.
export const SUBSCRIPTION_CACHE_KEY = 'subscription_cache';
export const SUBSCRIPTION_CACHE_TTL_MS = 5 * 60_000;
export const SUBSCRIPTION_FETCH_RETRIES = 3;
export const SUBSCRIPTION_RETRY_DELAY_MS = 2_000;
export const SUBSCRIPTION_REFRESH_INTERVAL_MS = 30 * 60_000;
export const SUBSCRIPTION_FOCUS_THROTTLE_MS = 2 * 60_000;

/** A subscription as any record of it says: whether it is on, its tier, and when it ends. */
export interface SubscriptionTerms {
  active: boolean;
  /** 'free' or a paid tier; a paid subscription that names no tier counts as paid. */
  tier: string | null;
  /** When it ends (ISO 8601), or null for no end. */
  endsAt: string | null;
}

/**
 * The one rule for premium: an active subscription of a paid tier whose end is ahead or absent. The database
 * applies the same rule to its rows (private.is_premium) to decide which questions a user may read.
 */
export function isPremiumSubscription(terms: SubscriptionTerms | null, now: number): boolean {
  if (!terms?.active || terms.tier?.toLowerCase() === 'free') return false;
  return terms.endsAt === null || Date.parse(terms.endsAt) > now;
}

/**
 * The status from the server's answer. A subscription whose end has passed counts as free, with the expiry
 * message, so the teacher learns why premium went away.
 */
export function subscriptionFromResponse(
  response: CheckSubscriptionResponse,
  now: number,
): { status: SubscriptionStatus; error: string | null } {
  if (!response.subscribed) return { status: FREE_SUBSCRIPTION, error: null };
  const terms = { active: true, tier: response.subscription_tier, endsAt: response.subscription_end };
  if (!isPremiumSubscription(terms, now)) {
    // The end stays with the free status, so a cached lapse still explains itself.
    return {
      status: { ...FREE_SUBSCRIPTION, subscriptionEnd: terms.endsAt },
      error: terms.endsAt === null ? null : SUBSCRIPTION_EXPIRED_MESSAGE,
    };
  }
  return {
    status: {
      isPremium: true,
      subscriptionType: response.subscription_tier?.toLowerCase() || 'premium',
      subscriptionEnd: terms.endsAt,
    },
    error: null,
  };
}

/** The subset of Web Storage the cache needs, so tests and other platforms can hand in their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the browser keeps between page loads, so a page does not wait for the server to know premium. */
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

/** Asks check-subscription for the signed-in user's status, once; the query that calls it retries. */
export function checkSubscription(client: BackendClient): Promise<CheckSubscriptionResponse> {
  return invokeFunction<CheckSubscriptionResponse>(client, 'check-subscription');
}

/** Whether a failed check is worth another try: a refusal such as 401 will not change by asking again. */
export function shouldRetrySubscriptionCheck(failureCount: number, error: unknown): boolean {
  const transient = !(error instanceof FunctionCallError) || error.isTransient;
  return transient && failureCount < SUBSCRIPTION_FETCH_RETRIES;
}

/** What to tell the teacher when the status could not be checked. */
export function subscriptionSyncErrorMessage(error: unknown): string {
  if (error instanceof FunctionCallError && error.status !== 0) {
    return `Edge function error: ${error.message}`;
  }
  return SUBSCRIPTION_SYNC_FAILED_MESSAGE;
}

/**
 * A cached status, judged again now: a premium end may have passed since it was cached, and a lapse cached as
 * free with its end date still carries the expiry message.
 */
export function cachedSubscription(entry: SubscriptionCacheEntry, now: number): SubscriptionResult {
  const { status, error } = subscriptionFromResponse(
    {
      subscribed: entry.isPremium || entry.subscriptionEnd !== null,
      subscription_tier: entry.isPremium ? entry.subscriptionType : null,
      subscription_end: entry.subscriptionEnd,
    },
    now,
  );
  return { status, error, lastSyncTime: entry.timestamp };
}
