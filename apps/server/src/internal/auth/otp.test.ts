import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { callAuth, followEmailLink } from './test-calls';

// Conformance: email one-time codes and magic links through the real supabase-js, on each database the machine
// has. Time moves by the server's clock, never by waiting.

const PASSWORD = 'Correct-Horse-9';
let counter = 0;

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@school.example`;
}

function client(server: TestServer, flowType: 'pkce' | 'implicit' = 'implicit'): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as never },
  });
}

function methodsOf(accessToken: string): string[] {
  return (decodeJwt(accessToken).amr as { method: string }[]).map((entry) => entry.method);
}

describe.each(testDatabaseKinds())('email codes and magic links on %s', (database) => {
  let server: TestServer;
  let shiftMs = 0;

  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => new Date(Date.now() + shiftMs) });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Asks for a sign-in email and waits for it; returns the code and the link it carries. */
  async function requestSignIn(
    supabase: SupabaseClient,
    email: string,
    shouldCreateUser = true,
  ): Promise<{ code: string; link: string; text: string }> {
    const before = (await server.mailbox.messages(email))[0]?.id;
    const { data, error } = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const code = await server.mailbox.latestCode(email, before ? { after: before } : {});
    const [message] = await server.mailbox.messages(email);
    return { code, link: message!.links[0]!, text: message!.text };
  }

  it('signs in an existing account with the emailed six-digit code', async () => {
    const { email, id } = await server.createUser({ email: uniqueEmail('code'), password: PASSWORD });
    const supabase = client(server);
    const { code, text, link } = await requestSignIn(supabase, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain(code);
    expect(link).toContain('/auth/v1/verify?');
    const [message] = await server.mailbox.messages(email);
    expect(message!.subject).toBe('Your Quiz Coop sign-in code');
    expect(text).toContain('expire in 60 minutes');

    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(id);
    expect(methodsOf(data.session!.access_token)).toEqual(['otp']);
    const { data: fetched } = await supabase.auth.getUser();
    expect(fetched.user!.email).toBe(email);
  });

  it('signs in with the magic link of the same email, in the implicit and the PKCE flow', async () => {
    const { email, id } = await server.createUser({ email: uniqueEmail('link'), password: PASSWORD });
    const { link } = await requestSignIn(client(server), email);
    const landing = await followEmailLink(link);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(methodsOf(fragment.get('access_token')!)).toEqual(['magiclink']);
    expect(decodeJwt(fragment.get('access_token')!).sub).toBe(id);

    const pkce = client(server, 'pkce');
    const { link: pkceLink } = await requestSignIn(pkce, email);
    const code = (await followEmailLink(pkceLink)).searchParams.get('code')!;
    const { data, error } = await pkce.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(methodsOf(data.session!.access_token)).toEqual(['magiclink']);
  });

  it('makes and confirms a new account, unless create_user is false', async () => {
    const email = uniqueEmail('newcomer');
    const supabase = client(server);
    const { code } = await requestSignIn(supabase, email);
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, app_metadata: { provider: 'email' } });
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));

    // The answer is the same, and no email goes out, when no account may be made.
    const stranger = uniqueEmail('stranger');
    const refused = await client(server).auth.signInWithOtp({
      email: stranger,
      options: { shouldCreateUser: false },
    });
    expect(refused).toEqual({ data: { user: null, session: null, messageId: undefined }, error: null });
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(await server.mailbox.messages(stranger)).toEqual([]);
    const { rows } = await server.database.query(`select 1 from auth.users where email = $1`, [stranger]);
    expect(rows).toEqual([]);
  });

  it('refuses a code used once already, and the link of a used code', async () => {
    const { email } = await server.createUser({ email: uniqueEmail('reuse'), password: PASSWORD });
    const { code, link } = await requestSignIn(client(server), email);
    expect((await client(server).auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
    const again = await client(server).auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const landing = await followEmailLink(link);
    expect(new URLSearchParams(landing.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('refuses a code older than its lifetime', async () => {
    const { email } = await server.createUser({ email: uniqueEmail('expired'), password: PASSWORD });
    const { code } = await requestSignIn(client(server), email);
    shiftMs += 60 * 60_000 + 1_000;
    try {
      const late = await client(server).auth.verifyOtp({ email, token: code, type: 'email' });
      expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
    } finally {
      shiftMs = 0;
    }
  });

  it('stops a code after five wrong guesses, even the right one', async () => {
    const { email } = await server.createUser({ email: uniqueEmail('guess'), password: PASSWORD });
    const { code } = await requestSignIn(client(server), email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await client(server).auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(answer.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const right = await client(server).auth.verifyOtp({ email, token: code, type: 'email' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // A new code starts a new count.
    const { code: fresh } = await requestSignIn(client(server), email);
    expect((await client(server).auth.verifyOtp({ email, token: fresh, type: 'email' })).error).toBeNull();
  });

  it('refuses a code typed with another address', async () => {
    const { email } = await server.createUser({ email: uniqueEmail('owner'), password: PASSWORD });
    const other = await server.createUser({ email: uniqueEmail('other'), password: PASSWORD });
    const { code } = await requestSignIn(client(server), email);
    const answer = await client(server).auth.verifyOtp({ email: other.email, token: code, type: 'email' });
    expect(answer.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect((await client(server).auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
  });

  it('confirms a sign-up, resets a password and changes an address with the code of their emails', async () => {
    const email = uniqueEmail('signup');
    const supabase = client(server);
    expect((await supabase.auth.signUp({ email, password: PASSWORD })).data.session).toBeNull();
    const signupCode = await server.mailbox.latestCode(email);
    const confirmed = await supabase.auth.verifyOtp({ email, token: signupCode, type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user!.email_confirmed_at).toEqual(expect.any(String));

    const before = (await server.mailbox.messages(email))[0]!.id;
    expect((await client(server).auth.resetPasswordForEmail(email)).error).toBeNull();
    const recoveryCode = await server.mailbox.latestCode(email, { after: before });
    const recovering = client(server);
    const recovered = await recovering.auth.verifyOtp({ email, token: recoveryCode, type: 'recovery' });
    expect(recovered.error).toBeNull();
    expect(methodsOf(recovered.data.session!.access_token)).toEqual(['recovery']);
    expect((await recovering.auth.updateUser({ password: 'Battery-Staple-7' })).error).toBeNull();

    const newEmail = uniqueEmail('moved');
    const lastToOld = (await server.mailbox.messages(email))[0]!.id;
    expect((await recovering.auth.updateUser({ email: newEmail })).error).toBeNull();
    const oldCode = await server.mailbox.latestCode(email, { after: lastToOld });
    const newCode = await server.mailbox.latestCode(newEmail);
    const first = await client(server).auth.verifyOtp({ email, token: oldCode, type: 'email_change' });
    expect(first.error).toBeNull();
    const second = await client(server).auth.verifyOtp({
      email: newEmail,
      token: newCode,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.user!.email).toBe(newEmail);
  });

  it('limits sign-in emails to one address: 429 over_email_send_rate_limit within the interval', async () => {
    const limited = await startTestServer({ database, rateLimits: { emailInterval: 60 } });
    try {
      const email = uniqueEmail('interval');
      const first = await callAuth(limited, 'POST', '/otp', { body: { email, create_user: false } });
      expect(first).toEqual({ status: 200, body: {} });
      const second = await callAuth(limited, 'POST', '/otp', { body: { email, create_user: false } });
      expect(second.status).toBe(429);
      expect(second.body.code).toBe('over_email_send_rate_limit');
    } finally {
      await limited.close();
    }
  });
});
