import bcrypt from 'bcryptjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { Answer } from './test-calls';
import { callAuth, signInWithPassword } from './test-calls';

// Whether an address has an account must not show in what sign-up, sign-in, recovery or resend answer, nor in how
// much work they do before answering.

const PASSWORD = 'Correct-Horse-9';

/** An answer's shape: every key in its order, nested, with the type of each value in place of the value. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]);
  }
  return value === null ? 'null' : typeof value;
}

/** The sign-up form's metadata, in the order the web app sends it. */
function formData(username: string): Record<string, unknown> {
  return { username, referral_source: 'a colleague', email_opt_in: true, terms_accepted: true };
}

describe.each(testDatabaseKinds())('no account enumeration on %s', (database) => {
  let server: TestServer;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function unique(label: string): string {
    counter += 1;
    return `${label}_${counter}_${database.toLowerCase()}`;
  }
  const emailOf = (label: string) => `${unique(label)}@school.example`;

  function signUp(email: string, username: string): Promise<Answer> {
    return callAuth(server, 'POST', '/signup', {
      body: { email, password: PASSWORD, data: formData(username) },
    });
  }

  it('answers a sign-up with a registered address, confirmed or not, exactly like a new one', async () => {
    const unconfirmed = emailOf('unconfirmed');
    const first = await signUp(unconfirmed, unique('first'));
    const confirmed = emailOf('confirmed');
    const owner = await server.createUser({ email: confirmed, password: PASSWORD });

    const fresh = await signUp(emailOf('fresh'), unique('fresh'));
    const againUnconfirmed = await signUp(unconfirmed, unique('again'));
    const againConfirmed = await signUp(confirmed, unique('again'));

    for (const repeated of [againUnconfirmed, againConfirmed]) {
      expect(repeated.status).toBe(fresh.status);
      expect(shapeOf(repeated.body)).toEqual(shapeOf(fresh.body));
      expect(Object.keys(repeated.body.user_metadata as object)).toEqual(
        Object.keys(fresh.body.user_metadata as object),
      );
    }
    expect(againUnconfirmed.body.id).not.toBe(first.body.id);
    expect(againConfirmed.body.id).not.toBe(owner.id);
  });

  it('refuses a taken or malformed username the same way whether or not the address has an account', async () => {
    const taken = unique('taken');
    await server.createUser({ email: emailOf('holder'), password: PASSWORD, data: { username: taken } });
    const registered = emailOf('registered');
    await server.createUser({ email: registered, password: PASSWORD });

    const withRegistered = await signUp(registered, taken.toUpperCase());
    const withNew = await signUp(emailOf('new'), taken.toUpperCase());
    expect(withRegistered).toEqual(withNew);
    expect([withNew.status, withNew.body.code]).toEqual([422, 'validation_failed']);
    expect(withNew.body.message).toContain('profiles_username_key');

    const malformedRegistered = await signUp(registered, 'not a name');
    const malformedNew = await signUp(emailOf('new'), 'not a name');
    expect(malformedRegistered).toEqual(malformedNew);
    expect(malformedNew.body.message).toContain('profiles_username_format');
  });

  it('hashes the new password whether or not the address has an account', async () => {
    const registered = emailOf('registered');
    await server.createUser({ email: registered, password: PASSWORD });
    const hash = vi.spyOn(bcrypt, 'hash');

    await signUp(emailOf('new'), unique('new'));
    const forNew = hash.mock.calls.length;
    hash.mockClear();
    await signUp(registered, unique('again'));
    expect(forNew).toBe(1);
    expect(hash.mock.calls.length).toBe(forNew);
  });

  it('answers an unknown address like a wrong password, after comparing one bcrypt hash either way', async () => {
    const { email } = await server.createUser({ email: emailOf('known'), password: PASSWORD });
    const compare = vi.spyOn(bcrypt, 'compare');

    const wrongPassword = await signInWithPassword(server, email, 'Wrong-Horse-9');
    const forKnown = compare.mock.calls.length;
    compare.mockClear();
    const unknownAddress = await signInWithPassword(server, emailOf('unknown'), 'Wrong-Horse-9');
    expect(unknownAddress).toEqual(wrongPassword);
    expect([unknownAddress.status, unknownAddress.body.code]).toEqual([400, 'invalid_credentials']);
    expect(forKnown).toBe(1);
    expect(compare.mock.calls.length).toBe(forKnown);
  });

  it('answers recovery and resend the same for known, unconfirmed and unknown addresses', async () => {
    const known = (await server.createUser({ email: emailOf('known'), password: PASSWORD })).email;
    const unconfirmed = (
      await server.createUser({ email: emailOf('unconfirmed'), password: PASSWORD, confirmed: false })
    ).email;
    const unknown = emailOf('unknown');

    for (const email of [known, unconfirmed, unknown]) {
      expect(await callAuth(server, 'POST', '/recover', { body: { email } })).toEqual({
        status: 200,
        body: {},
      });
      for (const type of ['signup', 'email_change']) {
        expect(await callAuth(server, 'POST', '/resend', { body: { email, type } })).toEqual({
          status: 200,
          body: {},
        });
      }
    }
  });
});
