import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { SignedIn } from '../functions/test-clients';
import { invoke, signedUpClient, supabaseClient } from '../functions/test-clients';

type Card = { number: string; expiry: string; cvc: string };
const GOOD_CARD: Card = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
const DECLINED_CARD: Card = { number: '4000 0000 0000 0002', expiry: '12 / 40', cvc: '123' };

function pay(url: string, card: Card): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
    redirect: 'manual',
  });
}

describe.each(testDatabaseKinds())('the local payments provider on %s', (database) => {
  let server: TestServer;
  let visitor: SupabaseClient;
  const name = database.toLowerCase();

  beforeAll(async () => {
    server = await startTestServer({ database, emailConfirm: false, anonymousSignIns: true });
    visitor = supabaseClient(server);
  });
  afterAll(() => server?.close());

  async function checkoutFor(user: SignedIn, plan: 'monthly' | 'yearly'): Promise<string> {
    const { status, body } = await invoke<{ url: string }>(user.client, 'create-checkout', { plan });
    expect(status).toBe(200);
    return body.url;
  }

  async function paymentsOf(userId: string) {
    const { rows } = await server.database.query<{
      provider_event_id: string;
      amount_cents: number;
      status: string;
    }>(
      'select provider_event_id, amount_cents, status from public.payments where user_id = $1 order by created_at',
      [userId],
    );
    return rows;
  }

  it('refuses checkout to visitors, anonymous accounts and unknown plans', async () => {
    expect((await invoke(visitor, 'create-checkout', { plan: 'monthly' })).status).toBe(401);
    const anonymous = supabaseClient(server);
    await anonymous.auth.signInAnonymously();
    expect(await invoke(anonymous, 'create-checkout', { plan: 'monthly' })).toEqual({
      status: 403,
      body: { error: 'Create an account with your email before subscribing.' },
    });
    const user = await signedUpClient(server, `planless-${name}@quizcoop.test`);
    expect(await invoke(user.client, 'create-checkout', { plan: 'weekly' })).toEqual({
      status: 400,
      body: { error: 'plan must be "monthly" or "yearly".' },
    });
  });

  it('shows a labelled checkout page with the plan, the price and the test cards', async () => {
    const user = await signedUpClient(server, `viewer-${name}@quizcoop.test`);
    const url = await checkoutFor(user, 'monthly');
    expect(url).toMatch(new RegExp(`^${server.url}/_checkout/cs_local_[A-Za-z0-9_-]{32}$`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<dd>Monthly</dd>');
    expect(html).toContain('$4.99 per month');
    expect(html).toContain(`viewer-${name}@quizcoop.test`);
    expect(html).toContain('4242 4242 4242 4242');
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry date (MM / YY)'],
      ['cvc', 'Security code (CVC)'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(html).toContain('<button type="submit">Pay $4.99</button>');
    expect(html).toContain(`href="${server.url}/checkout/cancel"`);
  });

  it('declines 4000 0000 0000 0002 with a clear message, keeps what was typed, and grants nothing', async () => {
    const user = await signedUpClient(server, `declined-${name}@quizcoop.test`);
    const url = await checkoutFor(user, 'monthly');
    const response = await pay(url, DECLINED_CARD);
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain(
      '<div class="error" role="alert" id="payment-error"><p>Your card was declined.</p></div>',
    );
    expect(html).toContain('value="4000 0000 0000 0002"');
    expect(html).toMatch(
      /<input id="number"[^>]*aria-invalid="true" aria-describedby="payment-error" autofocus>/,
    );
    expect((await invoke(user.client, 'check-subscription')).body).toMatchObject({ subscribed: false });
    expect(await paymentsOf(user.userId)).toEqual([]);
  });

  it('points at a mistyped field', async () => {
    const user = await signedUpClient(server, `typo-${name}@quizcoop.test`);
    const url = await checkoutFor(user, 'monthly');
    const response = await pay(url, { ...GOOD_CARD, expiry: '01 / 20' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Your card&#39;s expiration date is in the past.');
    expect(html).toMatch(/<input id="expiry"[^>]*aria-invalid="true"/);
  });

  it('pays a monthly plan with 4242 4242 4242 4242, once however often the form is sent', async () => {
    const user = await signedUpClient(server, `payer-${name}@quizcoop.test`);
    const url = await checkoutFor(user, 'monthly');
    const sessionId = url.split('/').pop()!;

    // Sent three times at once, as an impatient double click and a retry would: one payment, one subscription.
    const sent = await Promise.all([pay(url, GOOD_CARD), pay(url, GOOD_CARD), pay(url, GOOD_CARD)]);
    expect(sent.map((response) => response.status)).toEqual([303, 303, 303]);
    for (const response of sent) {
      expect(response.headers.get('location')).toBe(`${server.url}/checkout/success?session_id=${sessionId}`);
    }

    const status = await invoke<{ subscribed: boolean; subscription_tier: string; subscription_end: string }>(
      user.client,
      'check-subscription',
    );
    expect(status.body).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
    const days = (Date.parse(status.body.subscription_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await paymentsOf(user.userId)).toEqual([
      { provider_event_id: sessionId, amount_cents: 499, status: 'active' },
    ]);

    expect((await pay(url, GOOD_CARD)).status).toBe(303);
    expect(await paymentsOf(user.userId)).toHaveLength(1);
    expect((await invoke(user.client, 'check-subscription')).body).toEqual(status.body);
    expect(await (await fetch(url)).text()).toContain('This checkout is already paid');

    const { data } = await user.client
      .from('user_subscriptions')
      .select('active, subscription_type, provider')
      .maybeSingle();
    expect(data).toEqual({ active: true, subscription_type: 'premium', provider: 'local' });
  });

  it('pays a yearly plan for a year', async () => {
    const user = await signedUpClient(server, `yearly-${name}@quizcoop.test`);
    const url = await checkoutFor(user, 'yearly');
    expect(await (await fetch(url)).text()).toContain('$49.99 per year');
    expect((await pay(url, GOOD_CARD)).status).toBe(303);
    const { body } = await invoke<{ subscription_end: string }>(user.client, 'check-subscription');
    const days = (Date.parse(body.subscription_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
  });

  it('answers an unknown checkout with a page that says nothing was charged', async () => {
    const response = await fetch(`${server.url}/_checkout/cs_local_${'x'.repeat(32)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Nothing was charged.');
    expect((await pay(`${server.url}/_checkout/cs_local_${'y'.repeat(32)}`, GOOD_CARD)).status).toBe(404);
  });
});
