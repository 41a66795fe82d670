import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BackendClient } from './client';
import { useBackendClient } from './provider';
import { useSession } from './session';
import type { KeyValueStorage, SubscriptionResult, SubscriptionStatus } from './subscriptions';
import {
  FREE_SUBSCRIPTION,
  SUBSCRIPTION_CACHE_TTL_MS,
  SUBSCRIPTION_FOCUS_THROTTLE_MS,
  SUBSCRIPTION_REFRESH_INTERVAL_MS,
  SUBSCRIPTION_RETRY_DELAY_MS,
  cachedSubscription,
  checkSubscription,
  clearSubscriptionCache,
  isSubscriptionCacheFresh,
  readSubscriptionCache,
  shouldRetrySubscriptionCheck,
  subscriptionFromResponse,
  subscriptionSyncErrorMessage,
  writeSubscriptionCache,
} from './subscriptions';

/** The subscription as a screen reads it, plus a manual refresh. */
export interface SubscriptionState extends SubscriptionStatus {
  isLoading: boolean;
  /** 'Your subscription has expired. …', 'Failed to sync subscription status' or 'Edge function error: …'. */
  error: string | null;
  lastSyncTime: Date | null;
  /** Asks the server now, whatever the cache holds (after a checkout, or from a status card's Try Again). */
  refresh: () => Promise<void>;
}

export const subscriptionQueryKey = (userId: string | null) => ['subscription', userId] as const;

const SIGNED_OUT: SubscriptionResult = { status: FREE_SUBSCRIPTION, error: null, lastSyncTime: null };

/**
 * How the query client keeps a user's subscription: a page starts from the browser's cached status while it
 * is under 5 minutes old, then asks the server; the answer is asked for again on window focus at most every
 * 2 minutes and every 30 minutes; a failure that may pass is retried 3 times, 2 seconds apart.
 */
export function subscriptionQueryOptions(
  client: BackendClient,
  userId: string | null,
  storage: () => KeyValueStorage,
) {
  const freshCache = () => {
    if (userId === null) return undefined;
    const entry = readSubscriptionCache(storage(), userId);
    return entry && isSubscriptionCacheFresh(entry, Date.now()) ? entry : undefined;
  };
  return queryOptions({
    queryKey: subscriptionQueryKey(userId),
    queryFn: async (): Promise<SubscriptionResult> => {
      // Signing out leaves nothing of the last teacher's status behind for the next one.
      if (userId === null) {
        clearSubscriptionCache(storage());
        return SIGNED_OUT;
      }
      const response = await checkSubscription(client);
      const syncedAt = Date.now();
      const { status, error } = subscriptionFromResponse(response, syncedAt);
      writeSubscriptionCache(storage(), userId, status, syncedAt);
      return { status, error, lastSyncTime: syncedAt };
    },
    initialData: () => {
      const entry = freshCache();
      return entry && cachedSubscription(entry, Date.now());
    },
    initialDataUpdatedAt: () => freshCache()?.timestamp,
    // The browser's cache holds for its own 5 minutes; an answer of this page's for the focus throttle.
    staleTime: (query) =>
      query.state.dataUpdateCount === 0 ? SUBSCRIPTION_CACHE_TTL_MS : SUBSCRIPTION_FOCUS_THROTTLE_MS,
    refetchOnWindowFocus: true,
    refetchInterval: SUBSCRIPTION_REFRESH_INTERVAL_MS,
    retry: shouldRetrySubscriptionCheck,
    retryDelay: SUBSCRIPTION_RETRY_DELAY_MS,
  });
}

const browserStorage = (): KeyValueStorage => window.localStorage;

/**
 * The signed-in user's subscription. Signing in or out changes the user and so the query; when the server
 * cannot be asked, the last known status stands (this page's, or the browser's cached one), else free.
 */
export function useSubscription(): SubscriptionState {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const query = useQuery({
    ...subscriptionQueryOptions(client, userId, browserStorage),
    enabled: session.status !== 'loading',
  });

  const refresh = useCallback(async () => {
    clearSubscriptionCache(browserStorage());
    await queryClient.refetchQueries({ queryKey: subscriptionQueryKey(userId), exact: true });
  }, [queryClient, userId]);

  const cached =
    query.error && !query.data && userId ? readSubscriptionCache(browserStorage(), userId) : null;
  // Judged as of the failed check, so the status a render shows does not depend on when it runs.
  const result = query.data ?? (cached ? cachedSubscription(cached, query.errorUpdatedAt) : undefined);
  return {
    ...(result?.status ?? FREE_SUBSCRIPTION),
    isLoading: session.status === 'loading' || query.isPending,
    error: query.error ? subscriptionSyncErrorMessage(query.error) : (result?.error ?? null),
    lastSyncTime: result?.lastSyncTime ? new Date(result.lastSyncTime) : null,
    refresh,
  };
}
