import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';

// What a stolen access token can no longer do: change the account's email without the old address agreeing,
// or its password without a code emailed to the account (unless the session is fresh or came from a reset
// link). Each case is played against a real server, through supabase-js and the mailbox, on each database.

const PASSWORD = 'Correct-Horse-9';
const NEW_PASSWORD = 'Battery-Staple-7';
const PENDING_MESSAGE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
let shiftMs = 0;
const clock = () => new Date(Date.now() + shiftMs);
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

/** Follows an email link the way a browser does, without following the redirect it answers with. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

function fragmentOf(landing: URL): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(landing.hash.slice(1)));
}

/** Moves the server's clock on, so the sessions started so far are that much older. */
function minutesPass(minutes: number): void {
  shiftMs += minutes * 60_000;
}

describe.each(testDatabaseKinds())('changing the email or the password on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, clock });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(label: string): Promise<{ supabase: SupabaseClient; email: string; id: string }> {
    const { email, id } = await server.createUser({ email: uniqueEmail(label), password: PASSWORD });
    const supabase = client(server);
    const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { supabase, email, id };
  }

  async function emailOf(id: string): Promise<string> {
    const { rows } = await server.database.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [id],
    );
    return rows[0]!.email;
  }

  async function canSignIn(email: string, password: string): Promise<boolean> {
    return (await client(server).auth.signInWithPassword({ email, password })).error === null;
  }

  /** The six-digit code of the newest email to an address. */
  async function latestCode(to: string, after?: string): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const [newest] = await server.mailbox.messages(to);
      const code = newest?.id !== after ? /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1] : undefined;
      if (code) return code;
      await new Promise((resolveWait) => setTimeout(resolveWait, 25));
    }
    throw new Error(`No code arrived for ${to}`);
  }

  describe('the email', () => {
    it('does not change when only the new address confirms, as a stolen token would have it', async () => {
      const { supabase, email, id } = await signedIn('victim');
      const attacker = uniqueEmail('attacker');
      const { data, error } = await supabase.auth.updateUser({ email: attacker });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email, new_email: attacker });

      const landing = await follow(await server.mailbox.latestLink(attacker));
      expect(fragmentOf(landing)).toEqual({ message: PENDING_MESSAGE });
      expect(await emailOf(id)).toBe(email);
      expect(await canSignIn(email, PASSWORD)).toBe(true);
      expect(await canSignIn(attacker, PASSWORD)).toBe(false);

      await server.mailbox.latestLink(email);
      const [warning] = await server.mailbox.messages(email);
      expect(warning!.subject).toBe('Confirm the change of your Quiz Coop email address');
      expect(warning!.text).toContain(attacker);
    });

    it.each(['old address first', 'new address first'])(
      'changes once both addresses confirm, in either order (%s)',
      async (order) => {
        const { supabase, email, id } = await signedIn('mover');
        const moved = uniqueEmail('moved');
        expect((await supabase.auth.updateUser({ email: moved })).error).toBeNull();
        const oldLink = await server.mailbox.latestLink(email);
        const newLink = await server.mailbox.latestLink(moved);
        const [first, second] = order === 'old address first' ? [oldLink, newLink] : [newLink, oldLink];

        expect(fragmentOf(await follow(first))).toEqual({ message: PENDING_MESSAGE });
        expect(await emailOf(id)).toBe(email);
        const done = fragmentOf(await follow(second));
        expect(done).toMatchObject({ type: 'email_change', token_type: 'bearer' });
        expect(await emailOf(id)).toBe(moved);
        expect(await canSignIn(moved, PASSWORD)).toBe(true);
        expect(await canSignIn(email, PASSWORD)).toBe(false);
        expect((await follow(first)).hash).toContain('error_code=otp_expired');
      },
    );

    it('confirms by code with verifyOtp as well: the first answer says the other address must confirm', async () => {
      const { supabase, email, id } = await signedIn('otp');
      const moved = uniqueEmail('otp-moved');
      await supabase.auth.updateUser({ email: moved });
      const tokenOf = async (to: string) =>
        new URL(await server.mailbox.latestLink(to)).searchParams.get('token')!;
      const first = await client(server).auth.verifyOtp({
        token_hash: await tokenOf(moved),
        type: 'email_change',
      });
      expect(first.error).toBeNull();
      expect(first.data.session).toBeNull();
      expect(await emailOf(id)).toBe(email);
      const second = await client(server).auth.verifyOtp({
        token_hash: await tokenOf(email),
        type: 'email_change',
      });
      expect(second.error).toBeNull();
      expect(second.data.session!.user.email).toBe(moved);
    });

    it('answers an address of another account exactly as a free one, and never moves the account onto it', async () => {
      const { supabase, email, id } = await signedIn('prober');
      const other = await server.createUser({ email: uniqueEmail('owner'), password: PASSWORD });
      const free = uniqueEmail('free');

      const taken = await supabase.auth.updateUser({ email: other.email });
      expect(taken.error).toBeNull();
      const keysOf = (user: object) => Object.keys(user).sort();
      const takenUser = taken.data.user!;
      expect(takenUser.new_email).toBe(other.email);
      const fresh = await (await signedIn('comparison')).supabase.auth.updateUser({ email: free });
      expect(keysOf(takenUser)).toEqual(keysOf(fresh.data.user!));

      // The owner hears that someone tried, with nothing to click that would move an account onto the address.
      await server.mailbox.latestLink(other.email);
      const [notice] = await server.mailbox.messages(other.email);
      expect(notice!.subject).toBe('Someone tried to use your email address on Quiz Coop');
      expect(notice!.links.some((link) => link.includes('/auth/v1/verify'))).toBe(false);

      expect(fragmentOf(await follow(await server.mailbox.latestLink(email)))).toEqual({
        message: PENDING_MESSAGE,
      });
      expect(await emailOf(id)).toBe(email);
      expect(await canSignIn(other.email, PASSWORD)).toBe(true);
    });

    it('resends both links, and only the newest pair works', async () => {
      const { supabase, email, id } = await signedIn('resend');
      const moved = uniqueEmail('resent');
      await supabase.auth.updateUser({ email: moved });
      const olderNew = await server.mailbox.latestLink(moved);
      await server.mailbox.latestLink(email);
      const olderOldId = (await server.mailbox.messages(email))[0]!.id;
      const olderNewId = (await server.mailbox.messages(moved))[0]!.id;

      expect((await client(server).auth.resend({ type: 'email_change', email })).error).toBeNull();
      const newerOld = await server.mailbox.latestLink(email, { after: olderOldId });
      const newerNew = await server.mailbox.latestLink(moved, { after: olderNewId });
      expect(fragmentOf(await follow(olderNew)).error_code).toBe('otp_expired');
      expect(fragmentOf(await follow(newerNew))).toEqual({ message: PENDING_MESSAGE });
      expect(fragmentOf(await follow(newerOld)).type).toBe('email_change');
      expect(await emailOf(id)).toBe(moved);
    });
  });

  describe('the password', () => {
    it('changes from a fresh session without a code', async () => {
      const { supabase, email } = await signedIn('fresh');
      expect((await supabase.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
      expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    });

    it('does not change from a session older than five minutes without the emailed code', async () => {
      const { supabase, email } = await signedIn('stale');
      minutesPass(6);
      const refused = await supabase.auth.updateUser({ password: NEW_PASSWORD });
      expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
      expect(refused.error!.message).toBe('Password update requires reauthentication');
      const guessed = await supabase.auth.updateUser({ password: NEW_PASSWORD, nonce: '123456' });
      expect(guessed.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
      expect(await canSignIn(email, PASSWORD)).toBe(true);
      expect(await canSignIn(email, NEW_PASSWORD)).toBe(false);
    });

    it('changes with the code that reauthenticate emails, once', async () => {
      const { supabase, email } = await signedIn('nonce');
      minutesPass(6);
      const { error } = await supabase.auth.reauthenticate();
      expect(error).toBeNull();
      const nonce = await latestCode(email);
      const [message] = await server.mailbox.messages(email);
      expect(message!.subject).toBe('Your Quiz Coop confirmation code');

      expect((await supabase.auth.updateUser({ password: NEW_PASSWORD, nonce })).error).toBeNull();
      expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
      const again = await supabase.auth.updateUser({ password: 'Third-Horse-5', nonce });
      expect(again.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    });

    it('refuses a code after ten minutes, and after five wrong guesses', async () => {
      const { supabase, email } = await signedIn('expiring');
      minutesPass(6);
      await supabase.auth.reauthenticate();
      const expired = await latestCode(email);
      minutesPass(11);
      expect((await supabase.auth.updateUser({ password: NEW_PASSWORD, nonce: expired })).error?.code).toBe(
        'reauthentication_not_valid',
      );

      const previous = (await server.mailbox.messages(email))[0]!.id;
      await supabase.auth.reauthenticate();
      const nonce = await latestCode(email, previous);
      const wrong = nonce === '000000' ? '111111' : '000000';
      for (let guess = 0; guess < 5; guess++) {
        await supabase.auth.updateUser({ password: NEW_PASSWORD, nonce: wrong });
      }
      const burnt = await supabase.auth.updateUser({ password: NEW_PASSWORD, nonce });
      expect(burnt.error?.code).toBe('reauthentication_not_valid');
      expect(await canSignIn(email, PASSWORD)).toBe(true);
    });

    it('changes from a reset link’s session without a code, even when the person took a while', async () => {
      const { email } = await signedIn('recovering');
      const supabase = client(server, 'pkce');
      await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/auth/new-password` });
      const landing = await follow(await server.mailbox.latestLink(email));
      expect(
        (await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code')!)).error,
      ).toBeNull();
      minutesPass(20);
      expect((await supabase.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
      expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    });

    it('asks nothing of a session when only the user metadata changes', async () => {
      const { supabase } = await signedIn('metadata');
      minutesPass(6);
      expect((await supabase.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();
    });
  });
});
