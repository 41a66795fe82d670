import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';

// Conformance: the real supabase-js client against the real server, on each database the machine has.

const PASSWORD = 'Correct-Horse-9';
const NEW_PASSWORD = 'Battery-Staple-7';
let counter = 0;

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@school.example`;
}

function client(server: TestServer, flowType: 'pkce' | 'implicit' = 'pkce'): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    // Node 20 has no global WebSocket; supabase-js's realtime client wants one even when unused.
    realtime: { transport: WebSocket as never },
  });
}

/** Follows an email link the way a browser does, without following the redirect it answers with. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe.each(testDatabaseKinds())('supabase-js against the server on %s', (database) => {
  let server: TestServer;
  let autoconfirm: TestServer;

  beforeAll(async () => {
    [server, autoconfirm] = await Promise.all([
      startTestServer({ database, anonymousSignIns: true }),
      startTestServer({ database, emailConfirm: false }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([server?.close(), autoconfirm?.close()]);
  });

  /** A confirmed account signed in on its own client. */
  async function signedIn(label: string): Promise<{ supabase: SupabaseClient; email: string }> {
    const email = uniqueEmail(label);
    const supabase = client(autoconfirm);
    const { error } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { supabase, email };
  }

  it('signs up with confirmation: a user and no session, then the emailed link and the PKCE code sign in', async () => {
    const supabase = client(server);
    const email = uniqueEmail('teacher');
    const redirectTo = `${server.url}/game`;
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        emailRedirectTo: redirectTo,
        data: { username: `teacher_${counter}`, terms_accepted: true },
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      is_anonymous: false,
      user_metadata: { username: `teacher_${counter}`, terms_accepted: true },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toEqual(expect.any(String));

    await server.mailbox.latestLink(email);
    const [message] = await server.mailbox.messages(email);
    expect(message!.subject).toBe('Confirm your Quiz Coop account');
    const landing = await follow(message!.links[0]!);
    expect(`${landing.origin}${landing.pathname}`).toBe(redirectTo);
    const code = landing.searchParams.get('code')!;
    expect(code).toEqual(expect.any(String));

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(exchanged.data.user!.email_confirmed_at).toEqual(expect.any(String));

    const { data: fetched } = await supabase.auth.getUser();
    expect(fetched.user!.id).toBe(data.user!.id);
  });

  it('signs up with confirmation in the implicit flow: the link lands with the session in the fragment', async () => {
    const supabase = client(server, 'implicit');
    const email = uniqueEmail('implicit');
    const { data } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    const landing = await follow(await server.mailbox.latestLink(email));
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data: session, error } = await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(session.user!.email).toBe(email);
  });

  it('signs up without confirmation: a session at once', async () => {
    const supabase = client(autoconfirm);
    const email = uniqueEmail('autoconfirm');
    const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session!.refresh_token).toEqual(expect.any(String));
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));
  });

  it('refuses a second sign-up of a confirmed address when confirmation is off (there is no email to hide behind)', async () => {
    const { email } = await signedIn('twice');
    const { data, error } = await client(autoconfirm).auth.signUp({ email, password: PASSWORD });
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    expect(data.session).toBeNull();
  });

  it('reports a username the profile trigger refuses, naming its constraint', async () => {
    const username = `taken_${counter + 1}`;
    await client(autoconfirm).auth.signUp({
      email: uniqueEmail('first'),
      password: PASSWORD,
      options: { data: { username } },
    });
    const { error } = await client(autoconfirm).auth.signUp({
      email: uniqueEmail('second'),
      password: PASSWORD,
      options: { data: { username: username.toUpperCase() } },
    });
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(error!.message).toContain('profiles_username_key');
    const malformed = await client(autoconfirm).auth.signUp({
      email: uniqueEmail('third'),
      password: PASSWORD,
      options: { data: { username: 'no spaces allowed' } },
    });
    expect(malformed.error!.message).toContain('profiles_username_format');
  });

  it('signs in anonymously: a session for a user marked is_anonymous', async () => {
    const supabase = client(server);
    const { data, error } = await supabase.auth.signInAnonymously({ options: { data: { guest: true } } });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', user_metadata: { guest: true } });
    const { data: fetched } = await supabase.auth.getUser();
    expect(fetched.user!.is_anonymous).toBe(true);
  });

  it('signs in with a password, and refuses a wrong one with invalid_credentials', async () => {
    const { email } = await signedIn('password');
    const supabase = client(autoconfirm);
    const wrong = await supabase.auth.signInWithPassword({ email, password: 'Wrong-Password-1' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const { data, error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    expect(data.user!.last_sign_in_at).toEqual(expect.any(String));
  });

  it('refreshes a session with a new refresh token', async () => {
    const { supabase } = await signedIn('refresh');
    const { data: before } = await supabase.auth.getSession();
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(before.session!.refresh_token);
    expect((await supabase.auth.getUser()).error).toBeNull();
  });

  it('resets a forgotten password: email, link, code, new password, sign-in with it', async () => {
    const { email } = await signedIn('recovery');
    const supabase = client(autoconfirm);
    const redirectTo = `${autoconfirm.url}/auth/new-password`;
    const { data, error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const link = await autoconfirm.mailbox.latestLink(email);
    expect(link).toContain('type=recovery');
    const landing = await follow(link);
    expect(landing.pathname).toBe('/auth/new-password');
    const exchanged = await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    // supabase-js returns the flow it stored with the verifier, though its types leave it out.
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');

    const updated = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    const old = await client(autoconfirm).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await client(autoconfirm).auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();
  });

  it('updates user metadata, merging keys and removing those set to null', async () => {
    const { supabase } = await signedIn('metadata');
    await supabase.auth.updateUser({ data: { username: 'quizmaster', theme: 'dark' } });
    const { data, error } = await supabase.auth.updateUser({ data: { theme: null, grade: 5 } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ username: 'quizmaster', grade: 5 });
    const { data: fetched } = await supabase.auth.getUser();
    expect(fetched.user!.user_metadata).toEqual({ username: 'quizmaster', grade: 5 });
  });

  it('signs out locally, others and globally', async () => {
    const { supabase: first, email } = await signedIn('logout');
    const second = client(autoconfirm);
    const third = client(autoconfirm);
    await second.auth.signInWithPassword({ email, password: PASSWORD });
    await third.auth.signInWithPassword({ email, password: PASSWORD });
    const thirdSession = (await third.auth.getSession()).data.session!;

    expect((await second.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await second.auth.getUser()).error).toBeNull();
    const firstAfter = await first.auth.getUser();
    expect(firstAfter.error).not.toBeNull();
    const thirdRefresh = await client(autoconfirm).auth.refreshSession({
      refresh_token: thirdSession.refresh_token,
    });
    expect(thirdRefresh.error?.code).toBe('refresh_token_not_found');

    const secondToken = (await second.auth.getSession()).data.session!.access_token;
    expect((await second.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await second.auth.getSession()).data.session).toBeNull();
    const revoked = await fetch(`${autoconfirm.url}/auth/v1/user`, {
      headers: { apikey: autoconfirm.anonKey, authorization: `Bearer ${secondToken}` },
    });
    expect(revoked.status).toBe(403);

    const fourth = client(autoconfirm);
    const fifth = client(autoconfirm);
    await fourth.auth.signInWithPassword({ email, password: PASSWORD });
    await fifth.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await fourth.auth.signOut()).error).toBeNull();
    expect((await fifth.auth.getUser()).error).not.toBeNull();
  });

  it('resends the confirmation: the newer link works and the older one no longer does', async () => {
    const supabase = client(server);
    const email = uniqueEmail('resend');
    await supabase.auth.signUp({ email, password: PASSWORD });
    const older = await server.mailbox.latestLink(email);
    const olderId = (await server.mailbox.messages(email))[0]!.id;
    const { error } = await supabase.auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const newer = await server.mailbox.latestLink(email, { after: olderId });
    expect(newer).not.toBe(older);
    expect((await follow(older)).searchParams.get('error_code')).toBe('otp_expired');
    const code = (await follow(newer)).searchParams.get('code')!;
    expect((await supabase.auth.exchangeCodeForSession(code)).error).toBeNull();
  });

  it('verifies an emailed token hash with verifyOtp', async () => {
    const supabase = client(server, 'implicit');
    const email = uniqueEmail('otp');
    await supabase.auth.signUp({ email, password: PASSWORD });
    const tokenHash = new URL(await server.mailbox.latestLink(email)).searchParams.get('token')!;
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    const again = await client(server).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('gives an anonymous user an email address once the emailed link is followed', async () => {
    // supabase-js drops the PKCE verifier when updateUser saves the session, so an email change completes
    // through the implicit flow's fragment.
    const supabase = client(server, 'implicit');
    const { data: anonymous } = await supabase.auth.signInAnonymously();
    const email = uniqueEmail('converted');
    const { data, error } = await supabase.auth.updateUser(
      { email },
      { emailRedirectTo: `${server.url}/game` },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: '', new_email: email, is_anonymous: true });
    const fragment = new URLSearchParams(
      (await follow(await server.mailbox.latestLink(email))).hash.slice(1),
    );
    expect(fragment.get('type')).toBe('email_change');
    const { data: changed, error: sessionError } = await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(sessionError).toBeNull();
    expect(changed.user).toMatchObject({ id: anonymous.user!.id, email, is_anonymous: false });
    expect(changed.user!.email_confirmed_at).toEqual(expect.any(String));
    expect((await supabase.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(
      (await client(server).auth.signInWithPassword({ email, password: NEW_PASSWORD })).error,
    ).toBeNull();
  });

  it('reads the auth settings', async () => {
    const confirming = await (await fetch(`${server.url}/auth/v1/settings`)).json();
    const autoconfirming = await (await fetch(`${autoconfirm.url}/auth/v1/settings`)).json();
    expect(confirming).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true, anonymous_users: true, phone: true },
      sms_provider: 'local',
    });
    expect(autoconfirming).toMatchObject({ mailer_autoconfirm: true });
    expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(200);
  });

  it('gets the signed-in user from the access token', async () => {
    const { supabase, email } = await signedIn('getuser');
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, role: 'authenticated', aud: 'authenticated' });
    expect(data.user!.identities).toEqual([
      expect.objectContaining({ provider: 'email', user_id: data.user!.id }),
    ]);
  });
});
