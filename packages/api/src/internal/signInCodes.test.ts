import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportedStorage } from '@supabase/auth-js';
import { signIn, signUp } from './auth';
import type { BackendClient } from './client';
import { createBackendClient } from './client';
import { ACCOUNT_MESSAGES, AccountError } from './errors';
import { confirmSignUpWithCode, sendSignInCode, signInWithCode } from './signInCodes';
import { visitorClient } from './testBackend';

// Signing in with emailed codes and with phone numbers, against the real server; texts land in its mailbox.

const PASSWORD = 'Chalk-Dust-42';
let counter = 0;

/** A browser's client: what auth-js keeps (the session, a flow's verifier) stays in this storage. */
function browserClient(server: TestServer): BackendClient {
  const kept = new Map<string, string>();
  const storage: SupportedStorage = {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
  return createBackendClient(
    { supabaseUrl: server.url, supabaseAnonKey: server.anonKey },
    { storage, autoRefreshToken: false, detectSessionInUrl: false },
  );
}

describe('sign-in codes and phone numbers against the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('emails a code to an existing account and signs in with it', async () => {
    counter += 1;
    const { email, id } = await server.createUser({
      email: `coder${counter}@school.example`,
      password: PASSWORD,
    });
    const client = visitorClient(server);
    await sendSignInCode(client, ` ${email} `, { origin: server.url });
    const code = await server.mailbox.latestCode(email);
    const [message] = await server.mailbox.messages(email);
    expect(message!.links[0]).toContain(encodeURIComponent(`${server.url}/game`));
    const session = await signInWithCode(client, { email }, code);
    expect(session.user.id).toBe(id);

    const again = await signInWithCode(visitorClient(server), { email }, code).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(AccountError);
    expect((again as AccountError).message).toBe(ACCOUNT_MESSAGES.signInCodeInvalid);
  });

  it('sends nothing to an address without an account, and says the same', async () => {
    const email = `nobody${Date.now()}@school.example`;
    await sendSignInCode(visitorClient(server), email, { origin: server.url });
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(await server.mailbox.messages(email)).toEqual([]);
  });

  it('signs up with a phone number, confirms it with the texted code, and signs in with the password', async () => {
    counter += 1;
    const phone = `+1555${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const outcome = await signUp(
      visitorClient(server),
      {
        phone,
        password: PASSWORD,
        username: `texter_${counter}`,
        emailOptIn: false,
        termsAccepted: true,
      },
      { origin: server.url },
    );
    expect(outcome).toMatchObject({ status: 'confirmation-required', sentTo: 'phone' });
    const code = await server.mailbox.latestCode(phone);
    const confirmed = await signInWithCode(visitorClient(server), { phone }, code);
    expect(confirmed.user.phone).toBe(phone);
    const session = await signIn(visitorClient(server), { phone, password: PASSWORD });
    expect(session.user.id).toBe(confirmed.user.id);
  });

  async function signUpByEmail(client: BackendClient, label: string) {
    counter += 1;
    const email = `${label}${counter}.${Date.now()}@school.example`;
    const username = `${label}_${counter}`;
    const outcome = await signUp(
      client,
      { email, password: PASSWORD, username, emailOptIn: false, termsAccepted: true },
      { origin: server.url },
    );
    expect(outcome).toMatchObject({ status: 'confirmation-required', sentTo: 'email' });
    return { email, username, code: await server.mailbox.latestCode(email) };
  }

  it('confirms a sign-up with its emailed code in the browser that signed up, keeping its password and username', async () => {
    const client = browserClient(server);
    const { email, username, code } = await signUpByEmail(client, 'confirmer');

    const session = await confirmSignUpWithCode(client, ` ${email} `, ` ${code} `);
    expect(session.user.email).toBe(email);
    expect(session.user.email_confirmed_at).toEqual(expect.any(String));
    expect(session.user.user_metadata).toMatchObject({ username });
    expect((await (await client.auth()).getSession()).data.session?.user.id).toBe(session.user.id);
    const again = await signIn(visitorClient(server), { email, password: PASSWORD });
    expect(again.user.id).toBe(session.user.id);
  });

  it('refuses a wrong sign-up code with its own message, and the right one still works', async () => {
    const client = browserClient(server);
    const { email, code } = await signUpByEmail(client, 'mistyper');
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await confirmSignUpWithCode(client, email, wrong).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AccountError);
    expect((refused as AccountError).message).toBe(ACCOUNT_MESSAGES.signUpCodeInvalid);
    expect((await (await client.auth()).getSession()).data.session).toBeNull();
    expect((await confirmSignUpWithCode(client, email, code)).user.email).toBe(email);
  });

  it('does not confirm another address with a sign-up code', async () => {
    const client = browserClient(server);
    const { code } = await signUpByEmail(client, 'owner');
    const other = await signUpByEmail(browserClient(server), 'neighbour');

    const refused = await confirmSignUpWithCode(client, other.email, code).catch((error: unknown) => error);
    expect((refused as AccountError).message).toBe(ACCOUNT_MESSAGES.signUpCodeInvalid);
  });
});
