import type { BackendClient } from './client';
import { invokeFunction } from './functions';

/** How the signed-in user's paid subscription is billed, beyond whether it makes them premium. */
export interface SubscriptionBilling {
  /** Cancelled by the subscriber: premium lasts to the end of the period and does not renew. */
  cancelAtPeriodEnd: boolean;
  /** When a renewal charge failed and is still unpaid (ISO 8601), or null when payments are in order. */
  paymentFailedAt: string | null;
}

/** The user's own subscription record as billing sees it, or null for a user who never subscribed. */
export async function fetchSubscriptionBilling(
  client: BackendClient,
  userId: string,
): Promise<SubscriptionBilling | null> {
  const { data, error } = await client
    .from('user_subscriptions')
    .select('cancel_at_period_end, payment_failed_at')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data && { cancelAtPeriodEnd: data.cancel_at_period_end, paymentFailedAt: data.payment_failed_at };
}

/** Opens the payment provider's page where the user manages the subscription, and returns its address. */
export async function openCustomerPortal(client: BackendClient): Promise<string> {
  const { url } = await invokeFunction<{ url: string }>(client, 'customer-portal');
  return url;
}
