import type { BackendClient } from './client';
import { invokeFunction } from './functions';

export type PremiumPlan = 'monthly' | 'yearly';

export interface PremiumPlanOffer {
  plan: PremiumPlan;
  name: string;
  /** The price as shown, such as '$4.99'. */
  price: string;
  period: 'month' | 'year';
}

/** The two premium plans, as create-checkout sells them. */
export const PREMIUM_PLANS: readonly PremiumPlanOffer[] = [
  { plan: 'monthly', name: 'Premium Monthly', price: '$4.99', period: 'month' },
  { plan: 'yearly', name: 'Premium Yearly', price: '$49.99', period: 'year' },
];

/** Opens a checkout for a plan and returns the address of its payment page. */
export async function createCheckout(client: BackendClient, plan: PremiumPlan): Promise<string> {
  const { url } = await invokeFunction<{ url: string }>(client, 'create-checkout', { plan });
  return url;
}
