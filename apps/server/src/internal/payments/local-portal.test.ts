import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { SignedIn } from '../functions/test-clients';
import { invoke, signedUpClient } from '../functions/test-clients';

type Card = { number: string; expiry: string; cvc: string };
const card = (number: string): Card => ({ number, expiry: '12 / 40', cvc: '123' });
const GOOD_CARD = card('4242 4242 4242 4242');
const DECLINED_CARD = card('4000 0000 0000 0002');
const RENEWALS_FAIL_CARD = card('4000 0000 0000 0341');

interface Landing {
  status: number;
  html: string;
}

/** Posts a portal form as the browser does and follows the redirect back to the portal page. */
async function submit(url: string, form: Record<string, string> = {}): Promise<Landing> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) return { status: response.status, html: await response.text() };
  const landing = await fetch(new URL(response.headers.get('location')!, url));
  return { status: landing.status, html: await landing.text() };
}

interface SubscriptionRow {
  active: boolean;
  subscription_type: string;
  valid_until: string | null;
  cancel_at_period_end: boolean;
  payment_failed_at: string | null;
}

async function subscriptionOf(client: SupabaseClient): Promise<SubscriptionRow> {
  const { data, error } = await client
    .from('user_subscriptions')
    .select('active, subscription_type, valid_until, cancel_at_period_end, payment_failed_at')
    .single();
  if (error) throw error;
  return data as SubscriptionRow;
}

describe.each(testDatabaseKinds())('the local subscription portal on %s', (database) => {
  let server: TestServer;
  const name = database.toLowerCase();

  beforeAll(async () => {
    server = await startTestServer({ database, emailConfirm: false });
  });
  afterAll(() => server?.close());

  async function subscriber(
    label: string,
    paidWith: Card = GOOD_CARD,
  ): Promise<SignedIn & { portal: string }> {
    const user = await signedUpClient(server, `${label}-${name}@quizcoop.test`);
    const checkout = await invoke<{ url: string }>(user.client, 'create-checkout', { plan: 'monthly' });
    const paid = await fetch(checkout.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(paidWith).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const portal = await invoke<{ url: string }>(user.client, 'customer-portal');
    expect(portal.status).toBe(200);
    return { ...user, portal: portal.body.url };
  }

  async function isPremium(userId: string): Promise<boolean> {
    const { rows } = await server.database.query<{ premium: boolean }>(
      'select private.is_premium($1) as premium',
      [userId],
    );
    return rows[0]!.premium;
  }

  it('shows the plan, its renewal date and the card it renews on', async () => {
    const user = await subscriber('portal-plan');
    const html = await (await fetch(user.portal)).text();
    expect(html).toContain('Premium, Monthly ($4.99 per month)');
    expect(html).toMatch(/Renews on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(html).toContain('Ending in 4242');
    expect(html).toContain(`href="${server.url}/profile"`);
  });

  it('cancels at the end of the period, keeps premium until then, and can resume', async () => {
    const user = await subscriber('portal-cancel');
    const before = await subscriptionOf(user.client);

    const cancelled = await submit(`${user.portal}/cancel`);
    expect(cancelled.html).toContain(
      'Your subscription is cancelled. Premium stays until the end of the paid period.',
    );
    expect(cancelled.html).toContain('Ends on');
    expect(await subscriptionOf(user.client)).toEqual({ ...before, cancel_at_period_end: true });
    expect((await invoke(user.client, 'check-subscription')).body).toMatchObject({ subscribed: true });

    const resumed = await submit(`${user.portal}/resume`);
    expect(resumed.html).toContain('Your subscription renews again.');
    expect(await subscriptionOf(user.client)).toEqual(before);

    await submit(`${user.portal}/cancel`);
    const ended = await submit(`${user.portal}/end-period`);
    expect(ended.html).toContain('The period ended and your premium subscription is over.');
    expect(ended.html).toContain('You have no active premium subscription.');
    expect((await invoke(user.client, 'check-subscription')).body).toMatchObject({ subscribed: false });
    expect(await subscriptionOf(user.client)).toMatchObject({ active: false });
    expect(await isPremium(user.userId)).toBe(false);
  });

  it('renews on the saved card at the end of the period', async () => {
    const user = await subscriber('portal-renew');
    const before = await subscriptionOf(user.client);
    const renewed = await submit(`${user.portal}/end-period`);
    expect(renewed.html).toContain('The period ended and your subscription renewed.');
    const after = await subscriptionOf(user.client);
    const days = (Date.parse(after.valid_until!) - Date.parse(before.valid_until!)) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const { rows } = await server.database.query<{ event_type: string; amount_cents: number }>(
      'select event_type, amount_cents from public.payments where user_id = $1 order by created_at',
      [user.userId],
    );
    expect(rows).toEqual([
      { event_type: 'checkout.session.completed', amount_cents: 499 },
      { event_type: 'invoice.paid', amount_cents: 499 },
    ]);
  });

  it('refuses a declined card, saves one whose renewals fail, and a working card pays what failed', async () => {
    const user = await subscriber('portal-card');
    const refused = await submit(`${user.portal}/card`, DECLINED_CARD);
    expect(refused.status).toBe(402);
    expect(refused.html).toContain('Your card was declined.');
    expect(await (await fetch(user.portal)).text()).toContain('Ending in 4242');

    expect((await submit(`${user.portal}/card`, RENEWALS_FAIL_CARD)).html).toContain(
      'Your new card is saved.',
    );
    const failed = await submit(`${user.portal}/end-period`);
    expect(failed.html).toContain('The renewal payment failed: your card was declined.');
    expect(failed.html).toContain('Payment failed');
    const failing = await subscriptionOf(user.client);
    expect(failing).toMatchObject({ active: true, payment_failed_at: expect.any(String) });
    // The provider keeps the subscription alive while the card is sorted out.
    expect(await isPremium(user.userId)).toBe(true);

    const fixed = await submit(`${user.portal}/card`, GOOD_CARD);
    expect(fixed.html).toContain('Your new card is saved and the outstanding payment went through.');
    expect(await subscriptionOf(user.client)).toMatchObject({ active: true, payment_failed_at: null });
    expect(fixed.html).toContain('Ending in 4242');
  });

  it('ends a subscription whose renewal fails twice', async () => {
    const user = await subscriber('portal-unpaid');
    await submit(`${user.portal}/card`, RENEWALS_FAIL_CARD);
    await submit(`${user.portal}/end-period`);
    const ended = await submit(`${user.portal}/end-period`);
    expect(ended.html).toContain('The period ended and your premium subscription is over.');
    expect(await isPremium(user.userId)).toBe(false);
  });

  it('stops working once its customer signs out everywhere, and changes nothing after', async () => {
    const user = await subscriber('portal-signed-out');
    expect((await fetch(user.portal)).status).toBe(200);
    expect((await user.client.auth.signOut({ scope: 'global' })).error).toBeNull();

    expect((await fetch(user.portal)).status).toBe(404);
    for (const action of ['cancel', 'end-period']) {
      const landing = await submit(`${user.portal}/${action}`);
      expect(landing.status, action).toBe(404);
      expect(landing.html).toContain('This link has expired');
    }
    expect((await submit(`${user.portal}/card`, RENEWALS_FAIL_CARD)).status).toBe(404);
    const { rows } = await server.database.query<{ cancel_at_period_end: boolean }>(
      'select cancel_at_period_end from public.user_subscriptions where user_id = $1',
      [user.userId],
    );
    expect(rows).toEqual([{ cancel_at_period_end: false }]);
  });

  it('does nothing for an unknown portal link, and gives nobody else a way in', async () => {
    const unknown = `${server.url}/_checkout/portal/ps_local_${'x'.repeat(32)}`;
    expect((await fetch(unknown)).status).toBe(404);
    expect((await submit(`${unknown}/card`, GOOD_CARD)).status).toBe(404);
    for (const action of ['cancel', 'resume', 'end-period']) {
      const landing = await submit(`${unknown}/${action}`);
      expect(landing.status).toBe(404);
      expect(landing.html).toContain('This link has expired');
    }
    const user = await subscriber('portal-intruder');
    const { error } = await user.client
      .from('user_subscriptions')
      .update({ cancel_at_period_end: true, payment_failed_at: null })
      .eq('user_id', user.userId);
    expect(error?.code).toBe('42501');
    expect(await subscriptionOf(user.client)).toMatchObject({ cancel_at_period_end: false });
  });
});
