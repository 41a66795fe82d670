import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoUrl } from './assets';
import {
  requestEmailChange,
  requestPasswordReset,
  sendReauthenticationCode,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from './auth';
import type { SignUpDetails } from './auth';
import {
  ACCOUNT_MESSAGES,
  AccountError,
  ReauthenticationCodeError,
  ReauthenticationRequiredError,
} from './errors';
import { fetchProfile, updateProfile } from './profiles';
import { isAdmin } from './roles';
import { signedInClient, visitorClient } from './testBackend';

// Accounts against the real server: email confirmation on (as in production) and off (a session at once).

const PASSWORD = 'Chalk-Dust-42';
const ADMIN_EMAIL = 'head@school.example';
let counter = 0;

/** The app runs on the server's own origin, one of the places auth may send a browser back to. */
function appOn(server: TestServer) {
  return { origin: server.url };
}

type EmailSignUp = Extract<SignUpDetails, { email: string }>;

function teacher(overrides: Partial<EmailSignUp> = {}): EmailSignUp {
  counter += 1;
  return {
    email: `teacher${counter}@school.example`,
    password: PASSWORD,
    username: `teacher_${counter}`,
    referralSource: 'a colleague',
    emailOptIn: true,
    termsAccepted: true,
    ...overrides,
  };
}

async function refusal(attempt: Promise<unknown>): Promise<AccountError> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AccountError);
  return error as AccountError;
}

describe('accounts against the server', () => {
  let confirming: TestServer;
  let instant: TestServer;

  beforeAll(async () => {
    [confirming, instant] = await Promise.all([
      startTestServer({ adminEmail: ADMIN_EMAIL }),
      startTestServer({ emailConfirm: false }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([confirming?.close(), instant?.close()]);
  });

  it('signs up awaiting confirmation, with the profile made from the form and a link back to /game', async () => {
    const details = teacher();
    const browser = visitorClient(confirming);
    const outcome = await signUp(browser, details, appOn(confirming));
    expect(outcome.status).toBe('confirmation-required');

    const link = await confirming.mailbox.latestLink(details.email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${confirming.url}/game`);
    // The link is followed in the browser that signed up, which alone makes the chosen password the account's.
    const landing = await fetch(link, { redirect: 'manual' });
    const code = new URL(landing.headers.get('location')!).searchParams.get('code')!;
    expect((await (await browser.auth()).exchangeCodeForSession(code)).error).toBeNull();
    const client = await signedInClient(confirming, details);
    expect(await fetchProfile(client, outcome.user.id)).toEqual({
      id: outcome.user.id,
      username: details.username,
      referral_source: 'a colleague',
      email_opt_in: true,
      terms_accepted: true,
    });
  });

  it('signs up with a session at once when confirmation is off, and refuses the same address again', async () => {
    const details = teacher();
    const outcome = await signUp(visitorClient(instant), details, appOn(instant));
    expect(outcome.status).toBe('signed-in');

    const again = await refusal(
      signUp(visitorClient(instant), { ...details, username: 'someone_else' }, appOn(instant)),
    );
    expect(again.message).toBe(
      'An account with this email already exists. Please sign in or reset your password.',
    );
  });

  it('refuses a taken or malformed username with its own messages', async () => {
    const first = teacher({ username: 'Ada_Lovelace' });
    await signUp(visitorClient(confirming), first, appOn(confirming));

    const taken = await refusal(
      signUp(visitorClient(confirming), teacher({ username: 'ada_lovelace' }), appOn(confirming)),
    );
    expect(taken.message).toBe('This username is already taken. Please choose another one.');
    const malformed = await refusal(
      signUp(visitorClient(confirming), teacher({ username: 'a b' }), appOn(confirming)),
    );
    expect(malformed.message).toBe(
      'Username must be between 3 and 30 characters and can only contain letters, numbers, underscores, and hyphens.',
    );
  });

  it('says too many attempts when sign-ups are rate limited', async () => {
    const limited = await startTestServer({ rateLimits: { signIn: 1 } });
    try {
      await signUp(visitorClient(limited), teacher(), appOn(limited));
      const error = await refusal(signUp(visitorClient(limited), teacher(), appOn(limited)));
      expect(error.message).toBe('Too many signup attempts. Please wait a few minutes before trying again.');
    } finally {
      await limited.close();
    }
  });

  it('gives a wrong password and an unknown address the same message, and signs in with the right one', async () => {
    const details = teacher();
    await signUp(visitorClient(instant), details, appOn(instant));

    const wrong = await refusal(
      signIn(visitorClient(instant), { email: details.email, password: 'Wrong-Pass-1' }),
    );
    expect(wrong.message).toBe('Invalid email or password');
    const unknown = await refusal(
      signIn(visitorClient(instant), { email: 'nobody@school.example', password: PASSWORD }),
    );
    expect(unknown.message).toBe('Invalid email or password');

    const client = visitorClient(instant);
    const session = await signIn(client, { email: ` ${details.email} `, password: PASSWORD });
    expect(session.user.email).toBe(details.email);
    await signOut(client);
    expect((await (await client.auth()).getSession()).data.session).toBeNull();
  });

  it('changes the username and email opt-in, refusing a name someone else has', async () => {
    const mine = teacher();
    const theirs = teacher();
    const { user } = await signUp(visitorClient(instant), mine, appOn(instant));
    await signUp(visitorClient(instant), theirs, appOn(instant));
    const client = await signedInClient(instant, mine);

    const changed = await updateProfile(client, user.id, { username: ' new_name ', email_opt_in: false });
    expect(changed).toMatchObject({ username: 'new_name', email_opt_in: false });
    const taken = await refusal(updateProfile(client, user.id, { username: theirs.username.toUpperCase() }));
    expect(taken.message).toBe('This username is already taken. Please choose another one.');
  });

  it('sends a reset link to /auth/new-password and sets a new password that signs in', async () => {
    const details = teacher();
    await signUp(visitorClient(instant), details, appOn(instant));
    await requestPasswordReset(visitorClient(instant), details.email, appOn(instant));
    const link = await instant.mailbox.latestLink(details.email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${instant.url}/auth/new-password`);

    const client = await signedInClient(instant, details);
    const weak = await refusal(updatePassword(client, 'short'));
    expect(weak.message).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
    );
    await updatePassword(client, 'Fresh-Chalk-77');
    await expect(
      signIn(visitorClient(instant), { email: details.email, password: 'Fresh-Chalk-77' }),
    ).resolves.toBeTruthy();
  });

  it('changes the password of an older session only with the code it emails', async () => {
    const details = teacher();
    await signUp(visitorClient(instant), details, appOn(instant));
    const client = await signedInClient(instant, details);
    await instant.database.query(
      `update auth.sessions set created_at = created_at - interval '10 minutes'
        where user_id = (select id from auth.users where email = $1)`,
      [details.email],
    );
    const needed = await refusal(updatePassword(client, 'Fresh-Chalk-77'));
    expect(needed).toBeInstanceOf(ReauthenticationRequiredError);
    const wrong = await refusal(updatePassword(client, 'Fresh-Chalk-77', '000000'));
    expect(wrong).toBeInstanceOf(ReauthenticationCodeError);
    expect(wrong.message).toBe(ACCOUNT_MESSAGES.reauthenticationCodeInvalid);

    await sendReauthenticationCode(client);
    let code: string | undefined;
    while (!code) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 25));
      const [message] = await instant.mailbox.messages(details.email);
      code =
        message?.subject === 'Your Quiz Coop confirmation code'
          ? /\b\d{6}\b/.exec(message.text)?.[0]
          : undefined;
    }
    await updatePassword(client, 'Fresh-Chalk-77', ` ${code} `);
    await expect(
      signIn(visitorClient(instant), { email: details.email, password: 'Fresh-Chalk-77' }),
    ).resolves.toBeTruthy();
  });

  it('asks for an email change that waits for both addresses, with links back to the profile', async () => {
    const details = teacher();
    await signUp(visitorClient(instant), details, appOn(instant));
    const client = await signedInClient(instant, details);
    const moved = `moved.${details.email}`;
    expect(await requestEmailChange(client, ` ${moved.toUpperCase()} `, appOn(instant))).toBe(moved);
    for (const address of [details.email, moved]) {
      const link = new URL(await instant.mailbox.latestLink(address));
      expect(link.searchParams.get('redirect_to')).toBe(`${instant.url}/profile`);
    }
    expect((await (await client.auth()).getUser()).data.user!.email).toBe(details.email);
    const malformed = await refusal(requestEmailChange(client, 'not an address', appOn(instant)));
    expect(malformed.message).toBe('Please enter a valid email address');
  });

  it('says the admin only for the configured identity with an admin role', async () => {
    const admin = await confirming.createUser({
      email: ADMIN_EMAIL,
      password: PASSWORD,
      data: { username: 'head' },
    });
    const other = await confirming.createUser({ email: 'other@school.example', password: PASSWORD });
    await confirming.database.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
      other.id,
    ]);
    expect(await isAdmin(await signedInClient(confirming, admin))).toBe(true);
    expect(await isAdmin(await signedInClient(confirming, other))).toBe(false);
    expect(await isAdmin(visitorClient(confirming))).toBe(false);
  });

  it('points at the logo in the public assets bucket', async () => {
    const url = logoUrl(visitorClient(confirming));
    expect(url).toBe(`${confirming.url}/storage/v1/object/public/assets/logo.png`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});
