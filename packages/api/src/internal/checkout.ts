import type { BackendClient } from './client';
import { invokeFunction } from './functions';

export type PremiumPlan = 'monthly' | 'yearly';

export interface PremiumPlanOffer {
  plan: PremiumPlan;
  name: string;
  /** What one period costs, in cents of `currency`: the amount the payment providers charge. */
  amountCents: number;
  currency: 'usd';
  period: 'month' | 'year';
  /** The price as shown, such as '$4.99'. */
  price: string;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The two premium plans: the one price table of the app. The edge functions, which are deployed without the
 * packages, charge from their own copy in supabase/functions/_shared/plans.ts; a test keeps the two equal.
 */
export const PREMIUM_PLANS: readonly PremiumPlanOffer[] = (
  [
    { plan: 'monthly', name: 'Premium Monthly', amountCents: 499, currency: 'usd', period: 'month' },
    { plan: 'yearly', name: 'Premium Yearly', amountCents: 4999, currency: 'usd', period: 'year' },
  ] as const
).map((offer) => ({ ...offer, price: dollars(offer.amountCents) }));

/** Opens a checkout for a plan and returns the address of its payment page. */
export async function createCheckout(client: BackendClient, plan: PremiumPlan): Promise<string> {
  const { url } = await invokeFunction<{ url: string }>(client, 'create-checkout', { plan });
  return url;
}
