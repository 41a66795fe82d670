import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { callAuth } from './test-calls';

// Conformance: phone numbers through the real supabase-js, on each database the machine has. Texts land in the
// server's local mailbox, addressed to the number; one test puts Twilio's Messages API in its place.

const PASSWORD = 'Correct-Horse-9';
let counter = 0;

/** A number in the range set aside for fiction (555-01xx), made unique per test run. */
function uniquePhone(): string {
  counter += 1;
  return `+1555${String((Date.now() + counter) % 10_000_000).padStart(7, '0')}`;
}

function client(server: TestServer): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

describe.each(testDatabaseKinds())('phone sign-in on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function nextCode(phone: string): Promise<() => Promise<string>> {
    const before = (await server.mailbox.messages(phone))[0]?.id;
    return () => server.mailbox.latestCode(phone, before ? { after: before } : {});
  }

  it('signs up with a number and a password, confirms it with the texted code, then signs in', async () => {
    const phone = uniquePhone();
    const supabase = client(server);
    const { data, error } = await supabase.auth.signUp({
      phone,
      password: PASSWORD,
      options: { data: { plan: 'x' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ phone, app_metadata: { provider: 'phone', providers: ['phone'] } });
    expect(data.user!.phone_confirmed_at).toBeUndefined();

    const unconfirmed = await client(server).auth.signInWithPassword({ phone, password: PASSWORD });
    expect(unconfirmed.error).toMatchObject({ status: 400, code: 'phone_not_confirmed' });

    // The mailbox API lists texts by number, the plus written as is in the address. The text is sent beside
    // the answer to the sign-up, so it may arrive a moment after it.
    let text: { to: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/_mailbox/api/messages?to=${phone}`);
          [text] = (await response.json()) as { to: string; text: string }[];
          return text?.to;
        },
        { timeout: 10_000 },
      )
      .toBe(phone);
    const code = /\d{6}/.exec(text!.text)![0];
    const verified = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.phone_confirmed_at).toEqual(expect.any(String));

    const signedIn = await client(server).auth.signInWithPassword({ phone, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user).toMatchObject({ id: data.user!.id, phone });
    const wrong = await client(server).auth.signInWithPassword({ phone, password: 'Wrong-Horse-1' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('normalizes numbers to E.164 and explains a number it cannot read', async () => {
    const phone = uniquePhone();
    const written = `${phone.slice(0, 2)} (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const { data, error } = await client(server).auth.signUp({ phone: written, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user!.phone).toBe(phone);

    const bad = await callAuth(server, 'POST', '/signup', { body: { phone: '12ab', password: PASSWORD } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('Invalid phone number format (E.164 required)'),
    });
  });

  it('refuses the WhatsApp channel, which needs a provider the server does not use, and texts nothing', async () => {
    const phone = uniquePhone();
    const signUp = await client(server).auth.signUp({
      phone,
      password: PASSWORD,
      options: { channel: 'whatsapp' },
    });
    expect(signUp.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const code = await client(server).auth.signInWithOtp({ phone, options: { channel: 'whatsapp' } });
    expect(code.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await server.mailbox.messages(phone)).toEqual([]);
  });

  it('answers a sign-up with a registered number as with a new one, and makes no second account', async () => {
    const phone = uniquePhone();
    const first = await client(server).auth.signUp({ phone, password: PASSWORD });
    await server.mailbox.latestCode(phone);
    const again = await client(server).auth.signUp({ phone, password: 'Other-Horse-8' });
    expect(again.error).toBeNull();
    expect(again.data.user!.phone).toBe(phone);
    expect(again.data.user!.id).not.toBe(first.data.user!.id);
    expect(Object.keys(again.data.user!)).toEqual(Object.keys(first.data.user!));
    expect(Object.keys(again.data.user!.identities![0]!)).toEqual(
      Object.keys(first.data.user!.identities![0]!),
    );
    expect(again.data.user!.identities![0]!.identity_data).toEqual({
      ...first.data.user!.identities![0]!.identity_data,
      sub: again.data.user!.id,
    });
    const { rows } = await server.database.query(`select id from auth.users where phone = $1`, [phone]);
    expect(rows).toEqual([{ id: first.data.user!.id }]);
  });

  it('refuses a taken or malformed username the same way whether or not the number has an account', async () => {
    const taken = `taken_${Date.now()}`;
    await server.createUser({
      email: `holder.${Date.now()}@school.example`,
      password: PASSWORD,
      data: { username: taken },
    });
    const registered = uniquePhone();
    await client(server).auth.signUp({ phone: registered, password: PASSWORD });
    const signUp = (phone: string, username: string) =>
      callAuth(server, 'POST', '/signup', { body: { phone, password: PASSWORD, data: { username } } });

    const withRegistered = await signUp(registered, taken);
    const withNew = await signUp(uniquePhone(), taken);
    expect(withRegistered).toEqual(withNew);
    expect([withNew.status, withNew.body.code]).toEqual([422, 'validation_failed']);
    expect(withNew.body.message).toContain('profiles_username_key');
    expect(await signUp(registered, 'not a name')).toEqual(await signUp(uniquePhone(), 'not a name'));
  });

  it('signs in with a texted code, and refuses it a second time', async () => {
    const phone = uniquePhone();
    const supabase = client(server);
    const waitForCode = await nextCode(phone);
    expect((await supabase.auth.signInWithOtp({ phone })).error).toBeNull();
    const code = await waitForCode();
    const { data, error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.user!.phone).toBe(phone);
    expect(data.session!.access_token).toEqual(expect.any(String));
    const again = await client(server).auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('sends no code to an unknown number when no account may be made, with the same answer', async () => {
    const phone = uniquePhone();
    const answer = await client(server).auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    expect(answer.error).toBeNull();
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(await server.mailbox.messages(phone)).toEqual([]);
  });

  it('changes the number of a signed-in account with the code texted to the new number', async () => {
    const email = `phone-change.${Date.now()}@school.example`;
    await server.createUser({ email, password: PASSWORD });
    const supabase = client(server);
    expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const phone = uniquePhone();
    const updated = await supabase.auth.updateUser({ phone });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ phone: '', new_phone: phone });
    const code = await server.mailbox.latestCode(phone);
    const verified = await supabase.auth.verifyOtp({ phone, token: code, type: 'phone_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, phone });
    expect(verified.data.user!.phone_confirmed_at).toEqual(expect.any(String));
    const { data } = await supabase.auth.getUser();
    expect(data.user!.identities!.map((identity) => identity.provider).sort()).toEqual(['email', 'phone']);
  });

  it('texts a new code on resend, and none for a number that is already confirmed', async () => {
    const phone = uniquePhone();
    await client(server).auth.signUp({ phone, password: PASSWORD });
    const first = await server.mailbox.latestCode(phone);
    const before = (await server.mailbox.messages(phone))[0]!.id;
    expect((await client(server).auth.resend({ phone, type: 'sms' })).error).toBeNull();
    const second = await server.mailbox.latestCode(phone, { after: before });
    const stale = await client(server).auth.verifyOtp({ phone, token: first, type: 'sms' });
    if (first !== second) expect(stale.error).toMatchObject({ code: 'otp_expired' });
    expect((await client(server).auth.verifyOtp({ phone, token: second, type: 'sms' })).error).toBeNull();

    const count = (await server.mailbox.messages(phone)).length;
    expect((await client(server).auth.resend({ phone, type: 'sms' })).error).toBeNull();
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(await server.mailbox.messages(phone)).toHaveLength(count);
  });

  it('sends no code for a number another account has, and answers as for a free one', async () => {
    const holder = uniquePhone();
    await client(server).auth.signUp({ phone: holder, password: PASSWORD });
    await server.mailbox.latestCode(holder);
    const email = `mover.${Date.now()}@school.example`;
    await server.createUser({ email, password: PASSWORD });
    const supabase = client(server);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const count = (await server.mailbox.messages(holder)).length;
    const updated = await supabase.auth.updateUser({ phone: holder });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ new_phone: holder });
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(await server.mailbox.messages(holder)).toHaveLength(count);
  });

  it('refuses a phone code checked as an email code', async () => {
    const answer = await callAuth(server, 'POST', '/verify', {
      body: { phone: uniquePhone(), token: '123456', type: 'email' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
  });
});

describe('without text messages', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ sms: { provider: 'off' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses phone sign-up and says so in its settings', async () => {
    const { error } = await client(server).auth.signUp({ phone: uniquePhone(), password: PASSWORD });
    expect(error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as {
      external: { phone: boolean };
    };
    expect(settings.external.phone).toBe(false);
  });
});

describe('limits on texts', () => {
  it('waits between texts to one number, and caps texts per client address', async () => {
    const server = await startTestServer({ rateLimits: { emailInterval: 60, smsSent: 2 } });
    try {
      const phone = uniquePhone();
      expect(await callAuth(server, 'POST', '/otp', { body: { phone } })).toEqual({ status: 200, body: {} });
      const again = await callAuth(server, 'POST', '/otp', { body: { phone } });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ code: 'over_sms_send_rate_limit' });
      expect(again.body.message).toMatch(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      );

      expect((await callAuth(server, 'POST', '/otp', { body: { phone: uniquePhone() } })).status).toBe(200);
      const third = await callAuth(server, 'POST', '/otp', { body: { phone: uniquePhone() } });
      expect([third.status, third.body.code, third.body.message]).toEqual([
        429,
        'over_sms_send_rate_limit',
        'SMS rate limit exceeded',
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('texts through Twilio', () => {
  // Twilio's Messages API is a third party: a local HTTP server stands in for it and records what it was sent.
  const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
  const authToken = 'twilio-test-token';
  const fromNumber = '+15005550006';
  const received: { method: string; url: string; authorization: string; form: URLSearchParams }[] = [];
  let twilio: Server;
  let server: TestServer;

  async function bodyOf(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  beforeAll(async () => {
    twilio = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        received.push({
          method: request.method!,
          url: request.url!,
          authorization: request.headers.authorization ?? '',
          form: new URLSearchParams(body),
        });
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ sid: 'SM00000000000000000000000000000000', status: 'queued' }));
      });
    });
    await new Promise<void>((resolveListen) => twilio.listen(0, '127.0.0.1', resolveListen));
    const apiUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
    server = await startTestServer({
      sms: { provider: 'twilio', twilio: { accountSid, authToken, fromNumber, apiUrl } },
    });
  });

  afterAll(async () => {
    await server?.close();
    await new Promise((resolveClose) => twilio?.close(resolveClose));
  });

  it('posts the code to the Messages resource with the account’s credentials, and the code signs in', async () => {
    const phone = uniquePhone();
    const supabase = client(server);
    expect((await supabase.auth.signInWithOtp({ phone })).error).toBeNull();
    const deadline = Date.now() + 5_000;
    while (received.length === 0 && Date.now() < deadline) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 25));
    }
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request!.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
    );
    expect(request!.form.get('To')).toBe(phone);
    expect(request!.form.get('From')).toBe(fromNumber);
    const code = /\d{6}/.exec(request!.form.get('Body')!)![0];
    const { data, error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.user!.phone).toBe(phone);
  });
});
