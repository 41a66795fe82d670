import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { callAuth, followEmailLink, pkcePair, signInWithPassword } from './test-calls';

// Signing up again with an address that already has an account, as someone who does not own the address would.

const OWNER_PASSWORD = 'Owner-Chalk-42';
const ATTACKER_PASSWORD = 'Intruder-Pass-7!';
const ADMIN_EMAIL = 'head.teacher@school.example';
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('signing up again with a registered address on %s', (database) => {
  let server: TestServer;
  let shiftMs = 0;
  let counter = 0;
  const clock = () => new Date(Date.now() + shiftMs);

  beforeAll(async () => {
    server = await startTestServer({
      database,
      adminEmail: ADMIN_EMAIL,
      clock,
      rateLimits: { emailInterval: 60 },
    });
  });
  afterAll(() => server?.close());

  function uniqueEmail(label: string): string {
    counter += 1;
    return `${label}.${counter}.${database.toLowerCase()}@school.example`;
  }

  async function storedAccount(email: string) {
    const { rows } = await server.database.query<{
      encrypted_password: string;
      raw_user_meta_data: Record<string, unknown>;
    }>(`select encrypted_password, raw_user_meta_data from auth.users where email = $1`, [email]);
    return rows[0];
  }

  it('leaves the admin’s unconfirmed account to its owner: the attacker’s password never signs in', async () => {
    const ownerBrowser = pkcePair();
    const owner = await callAuth(server, 'POST', '/signup', {
      body: {
        email: ADMIN_EMAIL,
        password: OWNER_PASSWORD,
        data: { username: 'head_teacher' },
        code_challenge: ownerBrowser.challenge,
        code_challenge_method: 's256',
      },
    });
    expect(owner.status).toBe(200);
    const before = await storedAccount(ADMIN_EMAIL);
    const firstEmail = (await server.mailbox.messages(ADMIN_EMAIL))[0];

    shiftMs += MINUTE;
    const attacker = await callAuth(server, 'POST', '/signup', {
      body: { email: ADMIN_EMAIL, password: ATTACKER_PASSWORD, data: { username: 'intruder' } },
    });
    expect(attacker.status).toBe(200);
    expect(attacker.body.email).toBe(ADMIN_EMAIL);
    expect(attacker.body.id).not.toBe(owner.body.id);
    expect(await storedAccount(ADMIN_EMAIL)).toEqual(before);

    // The owner gets the confirmation again, and confirms from it in the browser that signed up.
    const link = await server.mailbox.latestLink(ADMIN_EMAIL, { after: firstEmail?.id });
    const landing = await followEmailLink(link);
    const exchanged = await callAuth(server, 'POST', '/token?grant_type=pkce', {
      body: { auth_code: landing.searchParams.get('code'), code_verifier: ownerBrowser.verifier },
    });
    expect(exchanged.status).toBe(200);

    const attackerSignIn = await signInWithPassword(server, ADMIN_EMAIL, ATTACKER_PASSWORD);
    expect([attackerSignIn.status, attackerSignIn.body.code]).toEqual([400, 'invalid_credentials']);
    const ownerSignIn = await signInWithPassword(server, ADMIN_EMAIL, OWNER_PASSWORD);
    expect(ownerSignIn.status).toBe(200);
    expect((ownerSignIn.body.user as Record<string, unknown>).user_metadata).toEqual({
      username: 'head_teacher',
    });
    const { rows } = await server.database.query<{ username: string }>(
      `select username from public.profiles where id = $1`,
      [owner.body.id],
    );
    expect(rows).toEqual([{ username: 'head_teacher' }]);
  });

  it('never changes a confirmed account either', async () => {
    const email = uniqueEmail('confirmed');
    await server.createUser({ email, password: OWNER_PASSWORD, data: { username: `owner_${counter}` } });
    const before = await storedAccount(email);

    shiftMs += MINUTE;
    const attacker = await callAuth(server, 'POST', '/signup', {
      body: { email, password: ATTACKER_PASSWORD, data: { username: `intruder_${counter}` } },
    });
    expect(attacker.status).toBe(200);
    expect(await storedAccount(email)).toEqual(before);
    expect((await signInWithPassword(server, email, ATTACKER_PASSWORD)).status).toBe(400);
    expect((await signInWithPassword(server, email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('resends an unconfirmed account’s confirmation no more often than the email limits allow', async () => {
    const email = uniqueEmail('waiting');
    shiftMs += MINUTE;
    await callAuth(server, 'POST', '/signup', { body: { email, password: OWNER_PASSWORD } });
    await server.mailbox.latestLink(email);
    const [first] = await server.mailbox.messages(email);

    const tooSoon = await callAuth(server, 'POST', '/signup', {
      body: { email, password: ATTACKER_PASSWORD },
    });
    expect([tooSoon.status, tooSoon.body.code]).toEqual([429, 'over_email_send_rate_limit']);
    expect(await server.mailbox.messages(email)).toHaveLength(1);

    shiftMs += MINUTE;
    const later = await callAuth(server, 'POST', '/signup', { body: { email, password: ATTACKER_PASSWORD } });
    expect(later.status).toBe(200);
    await server.mailbox.latestLink(email, { after: first!.id });
    const messages = await server.mailbox.messages(email);
    expect(messages.map((message) => message.subject)).toEqual([
      'Confirm your Quiz Coop account',
      'Confirm your Quiz Coop account',
    ]);
    expect((await signInWithPassword(server, email, ATTACKER_PASSWORD)).body.code).toBe(
      'invalid_credentials',
    );
  });
});
