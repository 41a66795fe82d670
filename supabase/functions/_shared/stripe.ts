import type { CheckoutRequest, PaymentEvent, PaymentsProvider, Plan, PortalRequest } from './context.ts';
import { WebhookSignatureError } from './context.ts';
import { FunctionError } from './http.ts';
import { isPlan, PLANS } from './plans.ts';

interface StripeSubscription {
  id: string;
  status: string;
  cancel_at_period_end?: boolean;
  metadata: Record<string, string>;
  customer: string | { id: string };
  items: {
    data: Array<{ current_period_end: number; price: { recurring: { interval: string } | null } }>;
  };
}

interface StripeEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

/**
 * The part of the official `stripe` client this provider calls. The server passes `new Stripe(…)` from
 * npm, the Deno entry `npm:stripe`; both fit this shape.
 */
export interface StripeApi {
  checkout: {
    sessions: {
      create(params: {
        mode: 'subscription';
        line_items: Array<{
          quantity: number;
          price_data: {
            currency: string;
            unit_amount: number;
            recurring: { interval: 'month' | 'year' };
            product_data: { name: string };
          };
        }>;
        client_reference_id: string;
        customer?: string;
        customer_email?: string;
        metadata: Record<string, string>;
        subscription_data: { metadata: Record<string, string> };
        success_url: string;
        cancel_url: string;
      }): Promise<{ id: string; url: string | null }>;
    };
  };
  billingPortal: {
    sessions: { create(params: { customer: string; return_url: string }): Promise<{ url: string }> };
  };
  subscriptions: { retrieve(id: string): Promise<StripeSubscription> };
  webhooks: {
    constructEventAsync(
      payload: string,
      header: string,
      secret: string,
      tolerance?: number,
      cryptoProvider?: unknown,
    ): Promise<StripeEvent>;
  };
}

export interface StripePaymentsOptions {
  stripe: StripeApi;
  webhookSecret: string;
  /** Deno has no Node crypto: it passes Stripe.createSubtleCryptoProvider(). */
  cryptoProvider?: unknown;
}

const PROVIDER = 'stripe' as const;

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
}

function periodEnd(subscription: StripeSubscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter(Number.isFinite);
  return ends.length === 0 ? null : new Date(Math.max(...ends) * 1000);
}

function planOf(subscription: StripeSubscription): Plan | null {
  const fromMetadata = subscription.metadata.plan;
  if (isPlan(fromMetadata)) return fromMetadata;
  const interval = subscription.items.data[0]?.price.recurring?.interval;
  return interval === 'year' ? 'yearly' : interval === 'month' ? 'monthly' : null;
}

// Stripe keeps a past-due subscription alive while it retries the card; access follows the same rule.
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

/** Checkout Sessions, the customer portal and verified webhooks of Stripe's API. */
export function createStripePayments({
  stripe,
  webhookSecret,
  cryptoProvider,
}: StripePaymentsOptions): PaymentsProvider {
  function subscriptionEvent(event: StripeEvent, subscription: StripeSubscription): PaymentEvent {
    const origin = { id: event.id, provider: PROVIDER, type: event.type };
    const userId = subscription.metadata.user_id;
    if (!userId) return { ...origin, kind: 'ignored' };
    const common = {
      ...origin,
      userId,
      customerId: idOf(subscription.customer),
      subscriptionId: subscription.id,
    };
    if (LIVE_STATUSES.has(subscription.status)) {
      return {
        ...common,
        kind: 'subscription.active',
        plan: planOf(subscription),
        validUntil: periodEnd(subscription),
        amountCents: null,
        currency: null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
        paymentIssue: subscription.status === 'past_due',
      };
    }
    if (ENDED_STATUSES.has(subscription.status)) return { ...common, kind: 'subscription.ended' };
    return { ...origin, kind: 'ignored' };
  }

  async function toPaymentEvent(event: StripeEvent): Promise<PaymentEvent> {
    const object = event.data.object as Record<string, unknown>;
    switch (event.type) {
      case 'checkout.session.completed': {
        const subscriptionId = idOf(object.subscription);
        if (object.mode !== 'subscription' || !subscriptionId) break;
        // The session names the subscription only by id; its period and status live on the subscription.
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const paid = subscriptionEvent(event, {
          ...subscription,
          metadata: {
            ...subscription.metadata,
            user_id:
              subscription.metadata.user_id ?? (object.client_reference_id as string | undefined) ?? '',
          },
        });
        return paid.kind === 'subscription.active'
          ? {
              ...paid,
              amountCents: typeof object.amount_total === 'number' ? object.amount_total : null,
              currency: typeof object.currency === 'string' ? object.currency : null,
            }
          : paid;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionEvent(event, object as unknown as StripeSubscription);
      case 'invoice.payment_failed': {
        const parent = object.parent as
          | { subscription_details?: { subscription?: unknown; metadata?: Record<string, string> } | null }
          | null
          | undefined;
        const details = parent?.subscription_details;
        return {
          kind: 'payment.failed',
          id: event.id,
          provider: PROVIDER,
          type: event.type,
          userId: details?.metadata?.user_id ?? null,
          customerId: idOf(object.customer),
          subscriptionId: idOf(details?.subscription),
          amountCents: typeof object.amount_due === 'number' ? object.amount_due : null,
          currency: typeof object.currency === 'string' ? object.currency : null,
        };
      }
    }
    return { kind: 'ignored', id: event.id, provider: PROVIDER, type: event.type };
  }

  return {
    name: 'stripe',

    async createCheckout({ user, plan, successUrl, cancelUrl, customerId }: CheckoutRequest) {
      const offer = PLANS[plan];
      const metadata = { user_id: user.id, plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: offer.currency,
              unit_amount: offer.amountCents,
              recurring: { interval: offer.interval },
              product_data: { name: offer.label },
            },
          },
        ],
        client_reference_id: user.id,
        ...(customerId ? { customer: customerId } : user.email ? { customer_email: user.email } : {}),
        metadata,
        subscription_data: { metadata },
        success_url: `${successUrl}${successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
      return { url: session.url };
    },

    async createPortal({ customerId, returnUrl }: PortalRequest) {
      if (!customerId) {
        throw new FunctionError(404, 'There is no subscription to manage yet. Choose a plan first.');
      }
      return {
        url: (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }))
          .url,
      };
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: StripeEvent;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          webhookSecret,
          undefined,
          cryptoProvider,
        );
      } catch (error) {
        throw new WebhookSignatureError(`The webhook signature does not verify: ${(error as Error).message}`);
      }
      return toPaymentEvent(event);
    },
  };
}
