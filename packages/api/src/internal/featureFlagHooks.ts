import { useQuery } from '@tanstack/react-query';
import type { FeatureFlagContext, FeatureGateState } from './featureFlags';
import { FEATURE_FLAG_CACHE_MS, featureGateState, fetchFeatureFlags, isFeatureEnabled } from './featureFlags';
import { useBackendClient } from './provider';
import { useSession } from './session';
import { useSubscription } from './useSubscription';

export const featureFlagsQueryKey = ['feature-flags'] as const;

export interface FeatureFlagsState {
  isLoading: boolean;
  isPremium: boolean;
  isEnabled: (name: string) => boolean;
  gateState: (name: string) => FeatureGateState;
}

/**
 * The feature flags for whoever is using the page. They are read again every 5 minutes while a page is open,
 * so a flag an admin switches off reaches every open screen within that time.
 */
export function useFeatureFlags(): FeatureFlagsState {
  const client = useBackendClient();
  const session = useSession();
  const subscription = useSubscription();
  const flags = useQuery({
    queryKey: featureFlagsQueryKey,
    queryFn: () => fetchFeatureFlags(client),
    staleTime: FEATURE_FLAG_CACHE_MS,
    refetchInterval: FEATURE_FLAG_CACHE_MS,
  });
  const context: FeatureFlagContext = {
    flags: flags.data ?? [],
    isPremium: subscription.isPremium,
    isSignedIn: session.status === 'signed-in',
    isLoading: flags.isPending || subscription.isLoading || session.status === 'loading',
  };
  return {
    isLoading: context.isLoading,
    isPremium: context.isPremium,
    isEnabled: (name) => isFeatureEnabled(name, context),
    gateState: (name) => featureGateState(name, context),
  };
}
