import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchSubscriptionBilling, openCustomerPortal } from './billing';
import { useBackendClient } from './provider';
import { useSession } from './session';
import { clearSubscriptionCache } from './subscriptions';

export const subscriptionBillingQueryKey = (userId: string | undefined) =>
  ['subscription-billing', userId] as const;

/** The signed-in user's cancellation and payment state; null data for a user who never subscribed. */
export function useSubscriptionBilling() {
  const client = useBackendClient();
  const { session } = useSession();
  const userId = session?.user.id;
  return useQuery({
    queryKey: subscriptionBillingQueryKey(userId),
    queryFn: () => fetchSubscriptionBilling(client, userId!),
    enabled: userId !== undefined,
  });
}

function leaveFor(url: string): void {
  // What is changed on the provider's page makes the browser's cached status wrong on the way back.
  clearSubscriptionCache(window.localStorage);
  window.location.assign(url);
}

/** Sends the browser to the provider's subscription page; the provider brings the user back to the profile. */
export function useOpenCustomerPortal() {
  const client = useBackendClient();
  return useMutation({
    mutationFn: () => openCustomerPortal(client),
    onSuccess: leaveFor,
  });
}
