import Stripe from 'stripe';
import type {
  FunctionDatabase,
  PaymentsProvider,
} from '../../../../../supabase/functions/_shared/context.ts';
import { createStripePayments } from '../../../../../supabase/functions/_shared/stripe.ts';
import type { StripeKeys } from '../config';
import type { LocalPayments } from './local';
import { createLocalPayments } from './local';

/** Where the Stripe client sends its requests: api.stripe.com unless a test points it at a local fake. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface PaymentsOptions {
  db: FunctionDatabase;
  siteUrl: string;
  /** Stripe's keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); without them the local provider is used. */
  stripe: StripeKeys | undefined;
  stripeEndpoint?: StripeEndpoint | undefined;
}

export interface Payments {
  provider: PaymentsProvider;
  /** The local provider, whose pages the server serves at /_checkout; null when Stripe takes payments. */
  local: LocalPayments | null;
}

export function createPayments({ db, siteUrl, stripe, stripeEndpoint }: PaymentsOptions): Payments {
  if (!stripe) {
    const local = createLocalPayments({ db, siteUrl });
    return { provider: local, local };
  }
  const client = new Stripe(stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Quiz Coop' },
    ...(stripeEndpoint ?? {}),
  });
  return {
    provider: createStripePayments({ stripe: client, webhookSecret: stripe.webhookSecret }),
    local: null,
  };
}
