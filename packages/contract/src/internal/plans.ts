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
 * The two premium plans: the one price table, which the pricing page shows and the checkout sells. The edge
 * functions, which hosted Supabase deploys without the workspace's packages, charge from their own copy in
 * supabase/functions/_shared/plans.ts; a test of the server keeps the two equal.
 */
export const PREMIUM_PLANS: readonly PremiumPlanOffer[] = (
  [
    { plan: 'monthly', name: 'Premium Monthly', amountCents: 499, currency: 'usd', period: 'month' },
    { plan: 'yearly', name: 'Premium Yearly', amountCents: 4999, currency: 'usd', period: 'year' },
  ] as const
).map((offer) => ({ ...offer, price: dollars(offer.amountCents) }));
