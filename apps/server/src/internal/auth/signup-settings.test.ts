import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { callAuth } from './test-calls';

// The settings that close sign-ups, as GoTrue's GOTRUE_DISABLE_SIGNUP and
// GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED do, and the password policy a server may choose.

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@school.example`;
}

async function accountCount(server: TestServer, email: string): Promise<number> {
  const { rows } = await server.database.query<{ count: string }>(
    'select count(*) as count from auth.users where email = $1',
    [email],
  );
  return Number(rows[0]!.count);
}

describe.each(testDatabaseKinds())('sign-up settings on %s', (database) => {
  let closed: TestServer;
  let guests: TestServer;
  let loose: TestServer;
  let standard: TestServer;

  beforeAll(async () => {
    [closed, guests, loose, standard] = await Promise.all([
      startTestServer({ database, emailConfirm: false, disableSignup: true }),
      startTestServer({ database, emailConfirm: false, anonymousSignIns: true }),
      startTestServer({
        database,
        emailConfirm: false,
        passwordPolicy: { minLength: 6, requirements: 'none' },
      }),
      startTestServer({ database, emailConfirm: false }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([closed, guests, loose, standard].map((server) => server?.close()));
  });

  it('says in /settings whether sign-ups and anonymous sign-ins are open', async () => {
    expect((await callAuth(standard, 'GET', '/settings')).body).toMatchObject({
      disable_signup: false,
      external: { anonymous_users: false, email: true },
    });
    expect((await callAuth(closed, 'GET', '/settings')).body).toMatchObject({ disable_signup: true });
    expect((await callAuth(guests, 'GET', '/settings')).body).toMatchObject({
      disable_signup: false,
      external: { anonymous_users: true },
    });
  });

  it('refuses every sign-up with signup_disabled while sign-ups are off, and makes no account', async () => {
    const email = uniqueEmail('closed');
    for (const body of [
      { email, password: 'Correct-Horse-9' },
      {},
      { phone: '+15555550100', password: 'x' },
    ]) {
      expect(await callAuth(closed, 'POST', '/signup', { body })).toMatchObject({
        status: 422,
        body: { code: 'signup_disabled', msg: 'Signups not allowed for this instance' },
      });
    }
    // A sign-in code answers as always, so it says nothing about who has an account, but makes none.
    expect(await callAuth(closed, 'POST', '/otp', { body: { email } })).toMatchObject({ status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await accountCount(closed, email)).toBe(0);
  });

  it('still lets the project make accounts through the admin API and lets them sign in', async () => {
    const email = uniqueEmail('admin-made');
    const created = await callAuth(
      { url: closed.url, anonKey: closed.serviceRoleKey },
      'POST',
      '/admin/users',
      { token: closed.serviceRoleKey, body: { email, password: 'Correct-Horse-9', email_confirm: true } },
    );
    expect(created.status).toBe(200);
    const signedIn = await callAuth(closed, 'POST', '/token?grant_type=password', {
      body: { email, password: 'Correct-Horse-9' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('refuses anonymous sign-ins with anonymous_provider_disabled unless they are turned on, but not email sign-ups', async () => {
    expect(await callAuth(standard, 'POST', '/signup', { body: {} })).toMatchObject({
      status: 422,
      body: { code: 'anonymous_provider_disabled', msg: 'Anonymous sign-ins are disabled' },
    });
    const { rows } = await standard.database.query<{ count: number }>(
      'select count(*)::int as count from auth.users where is_anonymous',
    );
    expect(rows[0]!.count).toBe(0);
    const email = uniqueEmail('named');
    const signedUp = await callAuth(standard, 'POST', '/signup', {
      body: { email, password: 'Correct-Horse-9' },
    });
    expect(signedUp.status).toBe(200);
    expect((await callAuth(guests, 'POST', '/signup', { body: {} })).status).toBe(200);
  });

  it('checks passwords against the chosen policy, in GoTrue’s words when it is not the product’s own', async () => {
    expect(
      await callAuth(loose, 'POST', '/signup', { body: { email: uniqueEmail('short'), password: '12345' } }),
    ).toMatchObject({
      status: 422,
      body: {
        code: 'weak_password',
        msg: 'Password should be at least 6 characters.',
        weak_password: { reasons: ['length'] },
      },
    });
    const simple = { email: uniqueEmail('simple'), password: 'simple' };
    expect((await callAuth(loose, 'POST', '/signup', { body: simple })).status).toBe(200);
    expect(await callAuth(standard, 'POST', '/signup', { body: simple })).toMatchObject({
      status: 422,
      body: {
        code: 'weak_password',
        msg: 'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
      },
    });
  });
});
