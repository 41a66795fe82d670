import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FEATURE_FLAG_CACHE_MS, fetchFeatureFlags, isFeatureEnabled } from './featureFlags';
import type { FeatureFlag } from './featureFlags';
import { useBackendClient } from './provider';
import { useSession } from './session';
import { useSubscription } from './useSubscription';

export interface FeatureFlagsState {
  flags: readonly FeatureFlag[];
  isLoading: boolean;
  /** Spec §4's rules for the current user; off while anything loads. */
  isEnabled: (name: string) => boolean;
}

export const featureFlagsQueryKey = ['feature-flags'] as const;

const NO_FLAGS: readonly FeatureFlag[] = [];

/** The feature flags, read once per 5 minutes, evaluated for the signed-in user's subscription. */
export function useFeatureFlags(): FeatureFlagsState {
  const client = useBackendClient();
  const session = useSession();
  const subscription = useSubscription();
  const query = useQuery({
    queryKey: featureFlagsQueryKey,
    queryFn: () => fetchFeatureFlags(client),
    staleTime: FEATURE_FLAG_CACHE_MS,
  });
  const flags = query.data ?? NO_FLAGS;
  const isLoading = query.isPending || subscription.isLoading;
  const isSignedIn = session.status === 'signed-in';
  const { isPremium } = subscription;
  const isEnabled = useCallback(
    (name: string) => isFeatureEnabled(name, { flags, isPremium, isSignedIn, isLoading }),
    [flags, isPremium, isSignedIn, isLoading],
  );
  return { flags, isLoading, isEnabled };
}
