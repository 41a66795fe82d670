import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { SignedIn } from './test-clients';
import { invoke, signedUpClient, supabaseClient } from './test-clients';
import { totpCode } from '../auth/totp';

const DUPLICATE = 'duplicate key value violates unique constraint "newsletter_subscribers_email_key"';

describe.each(testDatabaseKinds())('/functions/v1 on %s', (database) => {
  let server: TestServer;
  let visitor: SupabaseClient;
  let teacher: SignedIn;
  const adminEmail = `admin-${database.toLowerCase()}@quizcoop.test`;

  beforeAll(async () => {
    server = await startTestServer({ database, emailConfirm: false, adminEmail });
    visitor = supabaseClient(server);
    teacher = await signedUpClient(server, `teacher-${database.toLowerCase()}@quizcoop.test`);
  });
  afterAll(() => server?.close());

  describe('the gateway', () => {
    it('answers an unknown function with 404', async () => {
      expect(await invoke(visitor, 'no-such-function')).toEqual({
        status: 404,
        body: { code: 404, message: 'Requested function was not found' },
      });
    });

    it('refuses a call without a token, or with a forged one', async () => {
      const bare = await fetch(`${server.url}/functions/v1/check-subscription`, { method: 'POST' });
      expect(bare.status).toBe(401);
      expect(await bare.json()).toEqual({ code: 401, message: 'Missing authorization header' });
      const forged = await fetch(`${server.url}/functions/v1/check-subscription`, {
        method: 'POST',
        headers: { authorization: `Bearer ${teacher.accessToken.slice(0, -4)}AAAA` },
      });
      expect(forged.status).toBe(401);
    });

    it('answers a browser preflight with CORS headers', async () => {
      const response = await fetch(`${server.url}/functions/v1/newsletter-confirmation`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
    });

    it('refuses a body over 1 MiB unread, and one that is not JSON', async () => {
      const huge = await fetch(`${server.url}/functions/v1/newsletter-confirmation`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x'.repeat(1024 * 1024) }),
      });
      expect(huge.status).toBe(413);
      const garbled = await fetch(`${server.url}/functions/v1/newsletter-confirmation`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(garbled.status).toBe(400);
      expect(await garbled.json()).toEqual({ error: 'The request body must be JSON.' });
    });
  });

  describe('check-subscription', () => {
    it('needs a signed-in caller', async () => {
      expect(await invoke(visitor, 'check-subscription')).toEqual({
        status: 401,
        body: { error: 'Sign in to use this function.' },
      });
    });

    it('answers free for a user without a subscription', async () => {
      expect(await invoke(teacher.client, 'check-subscription')).toEqual({
        status: 200,
        body: { subscribed: false, subscription_tier: null, subscription_end: null },
      });
    });

    it('reports a paid subscription with its end, and a lapsed one so the app can say it expired', async () => {
      const member = await signedUpClient(server, `member-${database.toLowerCase()}@quizcoop.test`);
      const end = new Date(Date.now() + 20 * 86_400_000);
      await server.database.query(
        `insert into public.user_subscriptions (user_id, active, subscription_type, valid_until, provider)
         values ($1, true, 'premium', $2, 'local')`,
        [member.userId, end.toISOString()],
      );
      expect((await invoke(member.client, 'check-subscription')).body).toEqual({
        subscribed: true,
        subscription_tier: 'premium',
        subscription_end: end.toISOString(),
      });
      const lapsed = new Date(Date.now() - 86_400_000);
      await server.database.query(
        'update public.user_subscriptions set valid_until = $2 where user_id = $1',
        [member.userId, lapsed.toISOString()],
      );
      expect((await invoke(member.client, 'check-subscription')).body).toMatchObject({
        subscribed: true,
        subscription_end: lapsed.toISOString(),
      });
    });
  });

  describe('newsletter-confirmation and confirm-newsletter', () => {
    const baseUrl = () => server.url;

    it('stores a sign-up unconfirmed and emails a confirmation link to the app', async () => {
      const email = `reader-${database.toLowerCase()}@school.test`;
      const signUp = await invoke(visitor, 'newsletter-confirmation', {
        email,
        baseUrl: baseUrl(),
        ipAddress: '',
      });
      expect(signUp.status).toBe(200);
      const [message] = await server.mailbox.messages(email);
      expect(message?.subject).toBe('Confirm your Quiz Coop newsletter subscription');
      const link = new URL(message!.links[0]!);
      expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/confirm-newsletter`);
      const { rows } = await server.database.query<{ confirmed_at: Date | null; ip_address: string | null }>(
        'select confirmed_at, ip_address from public.newsletter_subscribers where email = $1',
        [email],
      );
      expect(rows).toEqual([{ confirmed_at: null, ip_address: null }]);

      const token = link.searchParams.get('token')!;
      expect(await invoke(visitor, 'confirm-newsletter', { token })).toEqual({
        status: 200,
        body: { confirmed: true, email, alreadyConfirmed: false },
      });
      expect((await invoke(visitor, 'confirm-newsletter', { token })).body).toMatchObject({
        alreadyConfirmed: true,
      });
      const confirmed = await fetch(`${server.url}/functions/v1/confirm-newsletter?token=${token}`, {
        headers: { apikey: server.anonKey },
      });
      expect(confirmed.status).toBe(200);
    });

    it('answers an address already on the list with the unique-constraint error the app recognises', async () => {
      const email = `twice-${database.toLowerCase()}@school.test`;
      expect((await invoke(visitor, 'newsletter-confirmation', { email, baseUrl: baseUrl() })).status).toBe(
        200,
      );
      const again = await invoke(visitor, 'newsletter-confirmation', {
        email: email.toUpperCase(),
        baseUrl: baseUrl(),
      });
      expect(again).toEqual({ status: 409, body: { error: DUPLICATE, code: '23505' } });
      expect(await server.mailbox.messages(email)).toHaveLength(1);
    });

    it('sends a fresh link when the first one expired unused', async () => {
      const email = `late-${database.toLowerCase()}@school.test`;
      await invoke(visitor, 'newsletter-confirmation', { email, baseUrl: baseUrl() });
      const first = new URL((await server.mailbox.messages(email))[0]!.links[0]!).searchParams.get('token')!;
      await server.database.query(
        `update public.newsletter_subscribers set confirmation_sent_at = now() - interval '49 hours' where email = $1`,
        [email],
      );
      expect(await invoke(visitor, 'confirm-newsletter', { token: first })).toEqual({
        status: 410,
        body: { error: 'This confirmation link has expired. Please sign up for the newsletter again.' },
      });
      expect((await invoke(visitor, 'newsletter-confirmation', { email, baseUrl: baseUrl() })).status).toBe(
        200,
      );
      const messages = await server.mailbox.messages(email);
      expect(messages).toHaveLength(2);
      const second = new URL(messages[0]!.links[0]!).searchParams.get('token')!;
      expect(second).not.toBe(first);
      expect((await invoke(visitor, 'confirm-newsletter', { token: second })).status).toBe(200);
      expect((await invoke(visitor, 'confirm-newsletter', { token: first })).status).toBe(404);
    });

    it('refuses an invalid address, and an unknown or malformed token, with clear messages', async () => {
      for (const email of ['', 'not-an-email', 'a@b', `${'x'.repeat(320)}@school.test`, 42]) {
        expect(await invoke(visitor, 'newsletter-confirmation', { email, baseUrl: baseUrl() })).toEqual({
          status: 400,
          body: { error: 'Please enter a valid email address.' },
        });
      }
      expect(await invoke(visitor, 'confirm-newsletter', { token: 'f'.repeat(64) })).toEqual({
        status: 404,
        body: { error: 'This confirmation link is not valid. Please sign up for the newsletter again.' },
      });
      expect((await invoke(visitor, 'confirm-newsletter', { token: "'; drop table x; --" })).status).toBe(
        400,
      );
      expect((await invoke(visitor, 'confirm-newsletter', {})).status).toBe(400);
    });

    it('never puts a foreign site into the confirmation email', async () => {
      const email = `phished-${database.toLowerCase()}@school.test`;
      await invoke(visitor, 'newsletter-confirmation', { email, baseUrl: 'https://evil.example' });
      const link = (await server.mailbox.messages(email))[0]!.links[0]!;
      expect(link.startsWith(`${server.url}/confirm-newsletter?token=`)).toBe(true);
    });

    it('keeps the address it was given for the record, bounded', async () => {
      const email = `ip-${database.toLowerCase()}@school.test`;
      await invoke(visitor, 'newsletter-confirmation', {
        email,
        baseUrl: baseUrl(),
        ipAddress: '203.0.113.7',
      });
      const { rows } = await server.database.query(
        'select ip_address from public.newsletter_subscribers where email = $1',
        [email],
      );
      expect(rows).toEqual([{ ip_address: '203.0.113.7' }]);
    });
  });

  describe('test-resend-email', () => {
    it('refuses visitors and users who are not the admin', async () => {
      expect((await invoke(visitor, 'test-resend-email', { email: 'x@school.test' })).status).toBe(401);
      expect(await invoke(teacher.client, 'test-resend-email', { email: 'x@school.test' })).toEqual({
        status: 403,
        body: { error: 'Only an administrator can send a test email.' },
      });
      expect(await server.mailbox.messages('x@school.test')).toEqual([]);
    });

    it('sends a test email for the admin and for the service role', async () => {
      const admin = await signedUpClient(server, adminEmail);
      const byAdmin = await invoke(admin.client, 'test-resend-email', { email: 'it@school.test' });
      expect(byAdmin).toMatchObject({ status: 200, body: { sent: true, to: 'it@school.test' } });
      const service = supabaseClient(server, server.serviceRoleKey);
      expect((await invoke(service, 'test-resend-email', { email: 'it@school.test' })).status).toBe(200);
      const messages = await server.mailbox.messages('it@school.test');
      expect(messages.map((message) => message.subject)).toEqual([
        'Quiz Coop test email',
        'Quiz Coop test email',
      ]);
      expect((await invoke(service, 'test-resend-email', { email: 'nope' })).status).toBe(400);
    });

    it('asks the admin for their second factor once the account has one, as every admin action does', async () => {
      const admin = supabaseClient(server);
      const credentials = { email: adminEmail, password: 'Quiz-coop-1!' };
      expect((await admin.auth.signInWithPassword(credentials)).error).toBeNull();
      const { data: enrolled } = await admin.auth.mfa.enroll({ factorType: 'totp' });
      const code = totpCode(enrolled!.totp.secret, new Date());
      expect((await admin.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code })).error).toBeNull();

      // A stolen password alone: a session that has not given the second factor.
      const passwordOnly = supabaseClient(server);
      expect((await passwordOnly.auth.signInWithPassword(credentials)).error).toBeNull();
      expect(await invoke(passwordOnly, 'test-resend-email', { email: 'forged@school.test' })).toEqual({
        status: 403,
        body: { error: 'Confirm your second factor before sending a test email.' },
      });
      expect(await server.mailbox.messages('forged@school.test')).toEqual([]);

      const sent = await invoke(admin, 'test-resend-email', { email: 'second-factor@school.test' });
      expect(sent).toMatchObject({ status: 200, body: { sent: true } });
    });
  });

  describe('payments-webhook with the local provider', () => {
    it('refuses webhooks: local payments are recorded by the checkout page itself', async () => {
      const response = await fetch(`${server.url}/functions/v1/payments-webhook`, {
        method: 'POST',
        body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
      });
      expect(response.status).toBe(400);
      const { rows } = await server.database.query('select 1 from public.payments');
      expect(rows).toEqual([]);
    });
  });
});

describe('the newsletter sign-up allowance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { emailSent: 2 } });
  });
  afterAll(() => server?.close());

  it('lets one client ask for a few confirmation emails an hour, then refuses with 429', async () => {
    const visitor = supabaseClient(server);
    const statuses = [];
    for (const reader of ['one', 'two', 'three']) {
      statuses.push(
        (await invoke(visitor, 'newsletter-confirmation', { email: `${reader}@school.test` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await server.mailbox.messages('three@school.test')).toEqual([]);
    expect((await invoke(visitor, 'check-subscription')).status).toBe(401);
  });
});
