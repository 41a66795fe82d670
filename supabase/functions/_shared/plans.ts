import type { Plan } from './context.ts';

export interface PlanOffer {
  plan: Plan;
  /** What the subscription is called on receipts and the checkout page. */
  label: string;
  amountCents: number;
  currency: 'usd';
  interval: 'month' | 'year';
}

/**
 * The premium subscription's two plans, as both payment providers sell them. A deployed function cannot import
 * the workspace's packages, so this is a copy of the price table (PREMIUM_PLANS in @quizcoop/contract), and a
 * test of the server fails when the two differ.
 */
export const PLANS: Readonly<Record<Plan, PlanOffer>> = {
  monthly: {
    plan: 'monthly',
    label: 'Quiz Coop Premium, monthly',
    amountCents: 499,
    currency: 'usd',
    interval: 'month',
  },
  yearly: {
    plan: 'yearly',
    label: 'Quiz Coop Premium, yearly',
    amountCents: 4999,
    currency: 'usd',
    interval: 'year',
  },
};

/** The tier a paid subscription gives, as user_subscriptions.subscription_type and check-subscription say it. */
export const PREMIUM_TIER = 'premium';

export function isPlan(value: unknown): value is Plan {
  return value === 'monthly' || value === 'yearly';
}

export function formatPrice(offer: PlanOffer): string {
  return `$${(offer.amountCents / 100).toFixed(2)} per ${offer.interval}`;
}
