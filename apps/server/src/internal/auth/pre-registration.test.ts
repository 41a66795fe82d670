import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { Answer } from './test-calls';
import { callAuth, followEmailLink, pkcePair, signInWithPassword } from './test-calls';

// Someone who does not own an address signs it up before or after its owner, hoping the owner's click on the
// confirmation link activates the password they chose. The address here is the configured admin's, where a
// takeover would hand over every account.

const ADMIN_EMAIL = 'head.teacher@school.example';
const OWNER_PASSWORD = 'Owner-Chalk-42';
const STRANGER_PASSWORD = 'Intruder-Pass-7!';

describe.each(testDatabaseKinds())('a sign-up made before confirmation on %s', (database) => {
  let server: TestServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(): Promise<TestServer> {
    server = await startTestServer({ database, adminEmail: ADMIN_EMAIL });
    return server;
  }

  /** A sign-up as supabase-js makes it, in the PKCE flow when a challenge is given. */
  async function signUp(
    on: TestServer,
    password: string,
    username: string,
    challenge?: string,
  ): Promise<Answer> {
    const answer = await callAuth(on, 'POST', `/signup?redirect_to=${encodeURIComponent(`${on.url}/game`)}`, {
      body: {
        email: ADMIN_EMAIL,
        password,
        data: { username },
        ...(challenge ? { code_challenge: challenge, code_challenge_method: 's256' } : {}),
      },
    });
    expect(answer.status).toBe(200);
    return answer;
  }

  /** The newest confirmation that reached the mailbox, waiting for the one a sign-up just asked for. */
  async function newestLink(on: TestServer, before: string | undefined): Promise<string> {
    return on.mailbox.latestLink(ADMIN_EMAIL, { after: before });
  }

  async function newestMessageId(on: TestServer): Promise<string | undefined> {
    return (await on.mailbox.messages(ADMIN_EMAIL))[0]?.id;
  }

  async function exchange(on: TestServer, code: string, verifier: string): Promise<Answer> {
    return callAuth(on, 'POST', '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: verifier },
    });
  }

  async function accountOf(on: TestServer) {
    const { rows } = await on.database.query<{
      id: string;
      encrypted_password: string | null;
      raw_user_meta_data: Record<string, unknown>;
      username: string | null;
      roles: string[];
    }>(
      `select account.id, account.encrypted_password, account.raw_user_meta_data, profile.username,
              array(select role::text from public.user_roles where user_id = account.id) as roles
         from auth.users as account left join public.profiles as profile on profile.id = account.id
        where account.email = $1`,
      [ADMIN_EMAIL],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  /** The owner follows the newest confirmation in the browser that made their sign-up, and lands signed in. */
  async function confirmInOwnBrowser(on: TestServer, verifier: string, before: string | undefined) {
    const landing = await followEmailLink(await newestLink(on, before));
    const code = landing.searchParams.get('code');
    expect(code).toEqual(expect.any(String));
    const session = await exchange(on, code!, verifier);
    expect(session.status).toBe(200);
    return session;
  }

  /**
   * A stranger signs up with the owner's address first, then the owner in their own browser; `before` is the
   * last email ahead of the owner's.
   */
  async function ownerSignedUpAfterStranger() {
    const on = await start();
    await signUp(on, STRANGER_PASSWORD, 'intruder', pkcePair().challenge);
    await newestLink(on, undefined);
    const before = await newestMessageId(on);
    const owner = pkcePair();
    await signUp(on, OWNER_PASSWORD, 'head_teacher', owner.challenge);
    return { on, owner, before };
  }

  async function expectOwnerHoldsTheAccount(on: TestServer): Promise<void> {
    const stranger = await signInWithPassword(on, ADMIN_EMAIL, STRANGER_PASSWORD);
    expect([stranger.status, stranger.body.code]).toEqual([400, 'invalid_credentials']);
    const owner = await signInWithPassword(on, ADMIN_EMAIL, OWNER_PASSWORD);
    expect(owner.status).toBe(200);
    expect((owner.body.user as Record<string, unknown>).user_metadata).toEqual({ username: 'head_teacher' });
    const account = await accountOf(on);
    expect(account).toMatchObject({ username: 'head_teacher', roles: ['admin'] });
    expect((owner.body.user as Record<string, unknown>).id).toBe(account.id);
  }

  it('gives the owner their own password when a stranger signed up first', async () => {
    const { on, owner, before } = await ownerSignedUpAfterStranger();

    await confirmInOwnBrowser(on, owner.verifier, before);
    await expectOwnerHoldsTheAccount(on);
  });

  it('gives the owner their own password when a stranger signed up after them', async () => {
    const on = await start();
    const owner = pkcePair();
    await signUp(on, OWNER_PASSWORD, 'head_teacher', owner.challenge);
    await newestLink(on, undefined);
    const before = await newestMessageId(on);
    await signUp(on, STRANGER_PASSWORD, 'intruder', pkcePair().challenge);

    // The newest email is the one the stranger's sign-up sent; the owner follows it all the same.
    await confirmInOwnBrowser(on, owner.verifier, before);
    await expectOwnerHoldsTheAccount(on);
  });

  /** A confirmation completed without the sign-up's verifier signs its clicker in with no earlier password. */
  async function expectNoPasswordFromBefore(on: TestServer, session: Answer): Promise<void> {
    expect(session.body.access_token).toEqual(expect.any(String));
    for (const password of [STRANGER_PASSWORD, OWNER_PASSWORD]) {
      const signIn = await signInWithPassword(on, ADMIN_EMAIL, password);
      expect([signIn.status, signIn.body.code]).toEqual([400, 'invalid_credentials']);
    }
    const account = await accountOf(on);
    expect(account).toMatchObject({ encrypted_password: null, raw_user_meta_data: {}, username: null });
    // The clicker proved they read the admin's mailbox, so the admin role is theirs, and only theirs.
    expect((session.body.user as Record<string, unknown>).id).toBe(account.id);
    expect(account.roles).toEqual(['admin']);
  }

  it('activates no password when the link is followed outside the browser that signed up', async () => {
    const on = await start();
    await signUp(on, STRANGER_PASSWORD, 'intruder');
    await newestLink(on, undefined);
    const before = await newestMessageId(on);
    await signUp(on, OWNER_PASSWORD, 'head_teacher', pkcePair().challenge);
    const landing = await followEmailLink(await newestLink(on, before));
    // A PKCE link opened elsewhere lands with a code that only the verifier's browser could exchange.
    expect(landing.searchParams.get('code')).toEqual(expect.any(String));
    expect((await signInWithPassword(on, ADMIN_EMAIL, STRANGER_PASSWORD)).body.code).toBe(
      'invalid_credentials',
    );
    expect((await signInWithPassword(on, ADMIN_EMAIL, OWNER_PASSWORD)).body.code).toBe('invalid_credentials');
    expect(await accountOf(on)).toMatchObject({ encrypted_password: null });

    // The only way in is another emailed link, which signs its clicker in to a blank account.
    const beforeRecovery = await newestMessageId(on);
    expect((await callAuth(on, 'POST', '/recover', { body: { email: ADMIN_EMAIL } })).status).toBe(200);
    const recovered = await followEmailLink(await newestLink(on, beforeRecovery));
    const fragment = new URLSearchParams(recovered.hash.slice(1));
    const user = await callAuth(on, 'GET', '/user', { token: fragment.get('access_token')! });
    await expectNoPasswordFromBefore(on, {
      status: 200,
      body: { access_token: fragment.get('access_token'), user: user.body },
    });
  });

  it('activates no password when an implicit-flow link is followed', async () => {
    const on = await start();
    await signUp(on, STRANGER_PASSWORD, 'intruder');
    const landing = await followEmailLink(await newestLink(on, undefined));
    const fragment = new URLSearchParams(landing.hash.slice(1));
    const user = await callAuth(on, 'GET', '/user', { token: fragment.get('access_token')! });
    expect(user.status).toBe(200);
    await expectNoPasswordFromBefore(on, {
      status: 200,
      body: { access_token: fragment.get('access_token'), user: user.body },
    });
  });

  it('activates no password when the link’s token is verified without the verifier', async () => {
    const on = await start();
    await signUp(on, STRANGER_PASSWORD, 'intruder', pkcePair().challenge);
    const token = new URL(await newestLink(on, undefined)).searchParams.get('token');
    const session = await callAuth(on, 'POST', '/verify', { body: { type: 'signup', token_hash: token } });
    expect(session.status).toBe(200);
    await expectNoPasswordFromBefore(on, session);
  });

  it('activates no password when the emailed code is typed', async () => {
    const on = await start();
    await signUp(on, STRANGER_PASSWORD, 'intruder', pkcePair().challenge);
    const code = await on.mailbox.latestCode(ADMIN_EMAIL);
    const session = await callAuth(on, 'POST', '/verify', {
      body: { type: 'signup', email: ADMIN_EMAIL, token: code },
    });
    expect(session.status).toBe(200);
    await expectNoPasswordFromBefore(on, session);
  });

  /** The emailed code typed in a browser, with the PKCE verifier that browser keeps when it has one. */
  async function typeCode(on: TestServer, code: string, verifier?: string): Promise<Answer> {
    return callAuth(on, 'POST', '/verify', {
      body: {
        type: 'signup',
        email: ADMIN_EMAIL,
        token: code,
        ...(verifier ? { code_verifier: verifier } : {}),
      },
    });
  }

  /** The owner signs up in their browser, which keeps the PKCE pair, and the email brings the code. */
  async function ownerSignedUp() {
    const on = await start();
    const owner = pkcePair();
    await signUp(on, OWNER_PASSWORD, 'head_teacher', owner.challenge);
    return { on, owner, code: await on.mailbox.latestCode(ADMIN_EMAIL) };
  }

  it('gives the owner their own password when they type the code in the browser that signed up', async () => {
    const { on, owner, before } = await ownerSignedUpAfterStranger();
    const code = await on.mailbox.latestCode(ADMIN_EMAIL, { after: before });

    const session = await typeCode(on, code, owner.verifier);
    expect(session.status).toBe(200);
    expect((session.body.user as Record<string, unknown>).user_metadata).toEqual({
      username: 'head_teacher',
    });
    await expectOwnerHoldsTheAccount(on);
  });

  it('refuses a wrong code with its verifier, and keeps the sign-up waiting', async () => {
    const { on, owner, code } = await ownerSignedUp();
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await typeCode(on, wrong, owner.verifier);
    expect([refused.status, refused.body.code]).toEqual([403, 'otp_expired']);
    expect((await typeCode(on, code, owner.verifier)).status).toBe(200);
    await expectOwnerHoldsTheAccount(on);
  });

  it('refuses a verifier that is not one, without using up the code', async () => {
    const { on, owner, code } = await ownerSignedUp();

    const refused = await typeCode(on, code, 'not a verifier');
    expect([refused.status, refused.body.code]).toEqual([400, 'validation_failed']);
    expect((await typeCode(on, code, owner.verifier)).status).toBe(200);
    await expectOwnerHoldsTheAccount(on);
  });

  it('activates no password when the code comes with the verifier of another address’s sign-up', async () => {
    const on = await start();
    await signUp(on, STRANGER_PASSWORD, 'intruder', pkcePair().challenge);
    const elsewhere = pkcePair();
    const otherSignUp = await callAuth(on, 'POST', '/signup', {
      body: {
        email: 'stranger@school.example',
        password: STRANGER_PASSWORD,
        data: { username: 'stranger' },
        code_challenge: elsewhere.challenge,
        code_challenge_method: 's256',
      },
    });
    expect(otherSignUp.status).toBe(200);
    const code = await on.mailbox.latestCode(ADMIN_EMAIL);

    const session = await typeCode(on, code, elsewhere.verifier);
    expect(session.status).toBe(200);
    await expectNoPasswordFromBefore(on, session);
  });

  it('stops the code after five wrong guesses, even with the verifier of the browser that signed up', async () => {
    const { on, owner, code } = await ownerSignedUp();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await typeCode(on, wrong, owner.verifier)).status).toBe(403);
    }
    expect((await typeCode(on, code, owner.verifier)).status).toBe(403);
    expect(await accountOf(on)).toMatchObject({ encrypted_password: null });
  });
});
