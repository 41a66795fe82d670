import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from './auth';
import { ACCOUNT_MESSAGES, AccountError } from './errors';
import { sendSignInCode, signInWithCode } from './signInCodes';
import { visitorClient } from './testBackend';

// Signing in with emailed codes and with phone numbers, against the real server; texts land in its mailbox.

const PASSWORD = 'Chalk-Dust-42';
let counter = 0;

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
});
