import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBackendClient } from './provider';
import { useSession } from './session';
import type { KeyValueStorage, SubscriptionResult, SubscriptionStatus } from './subscriptions';
import {
  FREE_SUBSCRIPTION,
  SUBSCRIPTION_FOCUS_THROTTLE_MS,
  SUBSCRIPTION_REFRESH_INTERVAL_MS,
  clearSubscriptionCache,
  loadSubscription,
} from './subscriptions';

/** Spec §3 "Subscription context", plus a manual refresh. */
export interface SubscriptionState extends SubscriptionStatus {
  isLoading: boolean;
  /** 'Your subscription has expired. …', 'Failed to sync subscription status' or 'Edge function error: …'. */
  error: string | null;
  lastSyncTime: Date | null;
  /** Asks the server now, whatever the cache holds (after a checkout, or from a status card's Try Again). */
  refresh: () => Promise<void>;
}

export const subscriptionQueryKey = (userId: string | null) => ['subscription', userId] as const;

const browserStorage = (): KeyValueStorage => window.localStorage;

/**
 * The signed-in user's subscription (spec §4 "Subscription"). It is fetched at start (from the 5-minute cache
 * when that holds this user), again on window focus at most every 2 minutes, every 30 minutes and on
 * `refresh()`; signing in or out changes the user, and signing out clears the cache, so the next sign-in asks
 * the server afresh.
 */
export function useSubscription(): SubscriptionState {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const queryKey = subscriptionQueryKey(userId);

  const query = useQuery<SubscriptionResult>({
    queryKey,
    queryFn: () => {
      // The cache only spares the first load of a page; focus, interval and manual refreshes ask the server.
      const firstLoad = queryClient.getQueryData(queryKey) === undefined;
      const storage = browserStorage();
      if (userId === null) clearSubscriptionCache(storage);
      return loadSubscription(client, { userId, storage, now: Date.now, force: !firstLoad });
    },
    enabled: session.status !== 'loading',
    staleTime: SUBSCRIPTION_FOCUS_THROTTLE_MS,
    refetchOnWindowFocus: true,
    refetchInterval: SUBSCRIPTION_REFRESH_INTERVAL_MS,
    // loadSubscription retries the function itself and never rejects.
    retry: false,
  });

  const refresh = useCallback(async () => {
    clearSubscriptionCache(browserStorage());
    await queryClient.refetchQueries({ queryKey: subscriptionQueryKey(userId), exact: true });
  }, [queryClient, userId]);

  const result = query.data;
  return {
    ...(result?.status ?? FREE_SUBSCRIPTION),
    isLoading: session.status === 'loading' || query.isPending,
    error: result?.error ?? null,
    lastSyncTime: result?.lastSyncTime ? new Date(result.lastSyncTime) : null,
    refresh,
  };
}
