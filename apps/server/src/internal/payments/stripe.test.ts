import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from '../config';
import type { TestDatabase } from '../db/test-databases';
import { testDatabaseVariants } from '../db/test-databases';
import type { SignedIn } from '../functions/test-clients';
import { invoke, signedUpClient } from '../functions/test-clients';
import type { RunningServer } from '../server';
import { startServer } from '../server';

const SECRET_KEY = 'sk_test_quizcoop_fake_stripe_account';
const WEBHOOK_SECRET = 'whsec_quizcoop_test_signing_secret';
const { webhooks } = new Stripe(SECRET_KEY);

interface SeenRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
}

/**
 * A stand-in for the few endpoints of api.stripe.com the provider calls. Stripe is outside our control and
 * unreachable offline, so this is the one place a test fakes a service: it answers like Stripe's API and
 * remembers what it was asked. Everything of ours (server, database, functions) is real.
 */
async function startFakeStripe() {
  const seen: SeenRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  let sessions = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
      seen.push({
        method: request.method ?? '',
        path: url.pathname,
        params,
        authorization: request.headers.authorization,
      });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${seen.length}`,
        });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        return answer(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return answer(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session/bps_1',
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && subscription && subscriptions.has(subscription[1]!)) {
        return answer(200, subscriptions.get(subscription[1]!));
      }
      answer(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname}).` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function subscriptionObject(id: string, userId: string | null, status: string, periodEnd: number) {
  return {
    id,
    object: 'subscription',
    status,
    customer: 'cus_quizcoop_1',
    metadata: userId ? { user_id: userId, plan: 'monthly' } : {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_end: periodEnd,
          price: { recurring: { interval: 'month' } },
        },
      ],
    },
  };
}

let events = 0;
function stripeEvent(type: string, object: Record<string, unknown>) {
  events += 1;
  return {
    id: `evt_test_${events}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

describe.each(testDatabaseVariants())('the Stripe payments provider on $name', (variant) => {
  let test: TestDatabase;
  let stripe: FakeStripe;
  let server: RunningServer;
  let payer: SignedIn;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    test = await variant.create();
    const config = loadConfig({
      PORT: '0',
      QUIZCOOP_DATA_DIR: IN_MEMORY,
      QUIZCOOP_EMAIL_CONFIRM: 'false',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    server = await startServer(config, {
      database: test.database,
      stripeEndpoint: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
    });
    payer = await signedUpClient(server, `stripe-payer-${variant.name.toLowerCase()}@quizcoop.test`);
  });
  afterAll(async () => {
    await server?.close();
    await test?.drop();
    await stripe?.close();
  });

  function postWebhook(payload: string, signature: string | null) {
    return fetch(`${server.url}/functions/v1/payments-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    });
  }

  function sendEvent(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    return postWebhook(payload, webhooks.generateTestHeaderString({ payload, secret }));
  }

  async function subscriptionOf(userId: string) {
    const { rows } = await test.database.query<Record<string, unknown>>(
      `select active, subscription_type, to_json(valid_until) #>> '{}' as valid_until, provider,
              provider_customer_id, provider_subscription_id, cancel_at_period_end,
              payment_failed_at is not null as payment_failed
         from public.user_subscriptions where user_id = $1`,
      [userId],
    );
    return rows[0];
  }

  async function paymentCount(): Promise<number> {
    const { rows } = await test.database.query<{ count: number }>(
      'select count(*)::int as count from public.payments',
    );
    return rows[0]!.count;
  }

  it('creates a Checkout Session for the plan, tied to the user, coming back to the app', async () => {
    const { status, body } = await invoke<{ url: string }>(payer.client, 'create-checkout', {
      plan: 'monthly',
    });
    expect(status).toBe(200);
    expect(body.url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const request = stripe.seen.find((seen) => seen.path === '/v1/checkout/sessions')!;
    expect(request.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(request.params)).toMatchObject({
      mode: 'subscription',
      client_reference_id: payer.userId,
      customer_email: `stripe-payer-${variant.name.toLowerCase()}@quizcoop.test`,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[user_id]': payer.userId,
      'metadata[plan]': 'monthly',
      'subscription_data[metadata][user_id]': payer.userId,
      success_url: `${server.siteUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.siteUrl}/checkout/cancel`,
    });
  });

  it('refuses a webhook whose signature is missing, wrong, stale or for another body, and records nothing', async () => {
    const event = stripeEvent('checkout.session.completed', { id: 'cs_forged', mode: 'subscription' });
    const payload = JSON.stringify(event);
    const forgedBody = JSON.stringify({ ...event, id: 'evt_forged' });
    const stale = webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const [body, signature] of [
      [payload, null],
      [payload, webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })],
      [payload, stale],
      [forgedBody, webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })],
      [payload, 't=1,v1=deadbeef'],
    ] as const) {
      const response = await postWebhook(body, signature);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/signature/i);
    }
    expect(await paymentCount()).toBe(0);
  });

  it('grants premium on checkout.session.completed, until the end of the paid period, once per event', async () => {
    const periodEnd = Math.floor(Date.now() / 1000) + 31 * 86_400;
    stripe.subscriptions.set(
      'sub_quizcoop_1',
      subscriptionObject('sub_quizcoop_1', payer.userId, 'active', periodEnd),
    );
    const completed = stripeEvent('checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: payer.userId,
      customer: 'cus_quizcoop_1',
      subscription: 'sub_quizcoop_1',
      payment_status: 'paid',
      amount_total: 499,
      currency: 'usd',
      metadata: { user_id: payer.userId, plan: 'monthly' },
    });

    const first = await sendEvent(completed);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(
      stripe.seen.some((seen) => seen.method === 'GET' && seen.path === '/v1/subscriptions/sub_quizcoop_1'),
    ).toBe(true);
    expect(await subscriptionOf(payer.userId)).toEqual({
      active: true,
      subscription_type: 'premium',
      valid_until: expect.any(String),
      provider: 'stripe',
      provider_customer_id: 'cus_quizcoop_1',
      provider_subscription_id: 'sub_quizcoop_1',
      cancel_at_period_end: false,
      payment_failed: false,
    });
    expect(Date.parse((await subscriptionOf(payer.userId))!.valid_until as string)).toBe(periodEnd * 1000);
    expect((await invoke(payer.client, 'check-subscription')).body).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: new Date(periodEnd * 1000).toISOString(),
    });

    // Stripe redelivers an event it did not hear back about: the replay is acknowledged and changes nothing.
    const replay = await sendEvent(completed);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const { rows } = await test.database.query(
      `select provider_event_id, event_type, amount_cents, currency, status from public.payments where user_id = $1`,
      [payer.userId],
    );
    expect(rows).toEqual([
      {
        provider_event_id: completed.id,
        event_type: 'checkout.session.completed',
        amount_cents: 499,
        currency: 'usd',
        status: 'active',
      },
    ]);
  });

  it('reuses the customer for a returning user and opens the customer portal for them', async () => {
    await invoke(payer.client, 'create-checkout', { plan: 'yearly' });
    const checkout = stripe.seen.filter((seen) => seen.path === '/v1/checkout/sessions').at(-1)!;
    expect(checkout.params.get('customer')).toBe('cus_quizcoop_1');
    expect(checkout.params.get('customer_email')).toBeNull();
    expect(checkout.params.get('line_items[0][price_data][recurring][interval]')).toBe('year');

    expect(await invoke(payer.client, 'customer-portal')).toEqual({
      status: 200,
      body: { url: 'https://billing.stripe.test/p/session/bps_1' },
    });
    const portal = stripe.seen.find((seen) => seen.path === '/v1/billing_portal/sessions')!;
    expect(Object.fromEntries(portal.params)).toEqual({
      customer: 'cus_quizcoop_1',
      return_url: `${server.siteUrl}/profile`,
    });

    const newcomer = await signedUpClient(
      server,
      `stripe-newcomer-${variant.name.toLowerCase()}@quizcoop.test`,
    );
    expect((await invoke(newcomer.client, 'customer-portal')).status).toBe(404);
  });

  it('follows customer.subscription.updated, records invoice.payment_failed, and ends on deletion', async () => {
    const renewedEnd = Math.floor(Date.now() / 1000) + 62 * 86_400;
    const renewed = await sendEvent(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_quizcoop_1', payer.userId, 'past_due', renewedEnd),
      ),
    );
    expect(renewed.status).toBe(200);
    expect(await subscriptionOf(payer.userId)).toMatchObject({ active: true });
    expect(Date.parse((await subscriptionOf(payer.userId))!.valid_until as string)).toBe(renewedEnd * 1000);

    const failed = stripeEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_quizcoop_1',
      amount_due: 499,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_quizcoop_1', metadata: {} },
      },
    });
    expect((await sendEvent(failed)).status).toBe(200);
    const { rows } = await test.database.query(
      'select user_id::text, status from public.payments where provider_event_id = $1',
      [failed.id],
    );
    expect(rows).toEqual([{ user_id: payer.userId, status: 'failed' }]);
    expect(await subscriptionOf(payer.userId)).toMatchObject({ active: true, payment_failed: true });

    const cancelled = await sendEvent(
      stripeEvent('customer.subscription.updated', {
        ...subscriptionObject('sub_quizcoop_1', payer.userId, 'active', renewedEnd),
        cancel_at_period_end: true,
      }),
    );
    expect(cancelled.status).toBe(200);
    expect(await subscriptionOf(payer.userId)).toMatchObject({
      active: true,
      cancel_at_period_end: true,
      payment_failed: false,
    });

    const ended = await sendEvent(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject('sub_quizcoop_1', payer.userId, 'canceled', renewedEnd),
      ),
    );
    expect(ended.status).toBe(200);
    expect(await subscriptionOf(payer.userId)).toMatchObject({ active: false });
    expect((await invoke(payer.client, 'check-subscription')).body).toMatchObject({ subscribed: false });
  });

  it('acknowledges events it has no use for, and never acts on a user id that is not one', async () => {
    const refund = await sendEvent(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(await refund.json()).toEqual({ received: true, duplicate: false });
    const stranger = await sendEvent(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_x', "1' or '1'='1", 'active', 2_000_000_000),
      ),
    );
    expect(stranger.status).toBe(200);
    const { rows } = await test.database.query(
      `select count(*)::int as count from public.user_subscriptions where provider_subscription_id = 'sub_x'`,
    );
    expect(rows).toEqual([{ count: 0 }]);
  });
});
