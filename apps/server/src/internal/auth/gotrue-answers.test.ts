import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { callAuth } from './test-calls';

// The settings that make the server answer as GoTrue does where it answers differently by default: code
// sign-ins for unknown addresses, phone sign-ups confirmed without a code, and numbers written without '+'.
// Each is checked with the setting off (the default) and on, against the real server.

const PASSWORD = 'Correct-Horse-9';
let counter = 0;

function uniqueEmail(): string {
  counter += 1;
  return `gotrue.${counter}.${Date.now()}@school.example`;
}

/** A number in the range set aside for fiction (555-01xx), made unique per test run. */
function uniquePhone(): string {
  counter += 1;
  return `+1555${String((Date.now() + counter) % 10_000_000).padStart(7, '0')}`;
}

describe.each(testDatabaseKinds())('GoTrue-style answers on %s', (database) => {
  let byDefault: TestServer;
  let likeGoTrue: TestServer;

  beforeAll(async () => {
    byDefault = await startTestServer({ database, emailConfirm: false });
    likeGoTrue = await startTestServer({
      database,
      emailConfirm: false,
      otpRevealUnknownUsers: true,
      smsAutoconfirm: true,
      phoneFormat: 'digits',
    });
  });

  afterAll(async () => {
    await byDefault?.close();
    await likeGoTrue?.close();
  });

  describe('a code sign-in for an address without an account, that may not get one', () => {
    it('answers {} by default, as for every address, and sends nothing', async () => {
      const email = uniqueEmail();
      const answer = await callAuth(byDefault, 'POST', '/otp', { body: { email, create_user: false } });
      expect(answer).toEqual({ status: 200, body: {} });
      const phone = await callAuth(byDefault, 'POST', '/otp', {
        body: { phone: uniquePhone(), create_user: false },
      });
      expect(phone).toEqual({ status: 200, body: {} });
      expect(await byDefault.mailbox.messages(email)).toEqual([]);
    });

    it("answers GoTrue's otp_disabled when set to reveal it, by email and by phone", async () => {
      for (const body of [{ email: uniqueEmail() }, { phone: uniquePhone() }]) {
        const answer = await callAuth(likeGoTrue, 'POST', '/otp', { body: { ...body, create_user: false } });
        expect(answer).toMatchObject({
          status: 422,
          body: { error_code: 'otp_disabled', msg: 'Signups not allowed for otp' },
        });
      }
    });

    it('still sends the code to an address that has an account', async () => {
      const email = uniqueEmail();
      await likeGoTrue.createUser({ email, password: PASSWORD });
      const answer = await callAuth(likeGoTrue, 'POST', '/otp', { body: { email, create_user: false } });
      expect(answer).toEqual({ status: 200, body: {} });
      expect(await likeGoTrue.mailbox.latestCode(email)).toMatch(/^\d{6}$/);
    });
  });

  describe('a phone sign-up', () => {
    it('waits for the texted code by default, and answers the number in E.164', async () => {
      const phone = uniquePhone();
      const answer = await callAuth(byDefault, 'POST', '/signup', { body: { phone, password: PASSWORD } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ phone });
      expect(answer.body.access_token).toBeUndefined();
      expect(answer.body.phone_confirmed_at).toBeUndefined();
      expect(await byDefault.mailbox.latestCode(phone)).toMatch(/^\d{6}$/);
    });

    it('is confirmed at once with SMS autoconfirm: a session, no text, numbers written as GoTrue does', async () => {
      const phone = uniquePhone();
      const answer = await callAuth(likeGoTrue, 'POST', '/signup', { body: { phone, password: PASSWORD } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        access_token: expect.any(String),
        user: { phone: phone.slice(1), phone_confirmed_at: expect.any(String) },
      });
      expect(await likeGoTrue.mailbox.messages(phone)).toEqual([]);

      // Taken with or without the '+', answered without it.
      const signedIn = await callAuth(likeGoTrue, 'POST', '/token?grant_type=password', {
        body: { phone: phone.slice(1), password: PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({ phone: phone.slice(1) });
      const token = signedIn.body.access_token as string;
      expect((await callAuth(likeGoTrue, 'GET', '/user', { token })).body).toMatchObject({
        phone: phone.slice(1),
      });
    });

    it('is refused for a number that has an account, with SMS autoconfirm', async () => {
      const phone = uniquePhone();
      await callAuth(likeGoTrue, 'POST', '/signup', { body: { phone, password: PASSWORD } });
      const again = await callAuth(likeGoTrue, 'POST', '/signup', { body: { phone, password: PASSWORD } });
      expect(again).toMatchObject({ status: 422, body: { error_code: 'user_already_exists' } });
    });
  });
});
