import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { pkcePair } from './test-calls';

// The security behaviours of /auth/v1, each against a real server on PGlite. Time moves by a clock the test
// controls, so expiries are checked without waiting.

const PASSWORD = 'Correct-Horse-9';
let shiftMs = 0;
const clock = () => new Date(Date.now() + shiftMs);
let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ clock, otpExpirySeconds: 600 });
});

afterAll(async () => {
  await server?.close();
});

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}@school.example`;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
  target: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${target.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: target.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

function expectError(answer: Answer, status: number, code: string): void {
  expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
  expect(answer.body.error_code).toBe(code);
  expect(answer.body.message).toEqual(expect.any(String));
  expect(answer.body.msg).toBe(answer.body.message);
  expect(answer.headers.get('x-sb-error-code')).toBe(code);
  expect(answer.headers.get('x-supabase-api-version')).toBe('2024-01-01');
}

async function signIn(target: TestServer, email: string, password = PASSWORD): Promise<Answer> {
  return call(target, 'POST', '/token?grant_type=password', { body: { email, password } });
}

async function account(
  label: string,
): Promise<{ email: string; id: string; session: Record<string, unknown> }> {
  const { email, id } = await server.createUser({ email: uniqueEmail(label), password: PASSWORD });
  const answer = await signIn(server, email);
  expect(answer.status).toBe(200);
  return { email, id, session: answer.body };
}

/** Follows an email link without following its redirect. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe('passwords', () => {
  it('are stored as bcrypt hashes of cost 10', async () => {
    const email = uniqueEmail('bcrypt');
    expect((await call(server, 'POST', '/signup', { body: { email, password: PASSWORD } })).status).toBe(200);
    // Until the address is confirmed, the password waits beside the account with its sign-up.
    const { rows } = await server.database.query<{ encrypted_password: string }>(
      `select pending.encrypted_password from auth.pending_signups as pending
         join auth.users as account on account.id = pending.user_id where account.email = $1`,
      [email],
    );
    expect(rows[0]!.encrypted_password).toMatch(/^\$2[aby]\$10\$.{53}$/);
  });

  it.each([
    ['Sh0rt!', ['length']],
    ['alllowercase1!', ['characters']],
    ['ALLUPPERCASE1!', ['characters']],
    ['NoDigitsHere!', ['characters']],
    ['NoSymbols123', ['characters']],
    ['abc', ['length', 'characters']],
  ])('breaking the rule (%s) answers weak_password 422 with reasons %j', async (password, reasons) => {
    const answer = await call(server, 'POST', '/signup', { body: { email: uniqueEmail('weak'), password } });
    expectError(answer, 422, 'weak_password');
    expect(answer.body.weak_password).toEqual({ reasons });
    expect(answer.body.message).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
    );
  });

  it('longer than 72 bytes are refused, and a longer one never matches its first 72 bytes', async () => {
    const tooLong = `Aa1!${'é'.repeat(35)}`; // 4 + 70 bytes
    const refused = await call(server, 'POST', '/signup', {
      body: { email: uniqueEmail('long'), password: tooLong },
    });
    expectError(refused, 400, 'validation_failed');

    const exact = `Aa1!${'x'.repeat(68)}`;
    const { email } = await server.createUser({ email: uniqueEmail('exact'), password: exact });
    expect((await signIn(server, email, exact)).status).toBe(200);
    expectError(await signIn(server, email, `${exact}y`), 400, 'invalid_credentials');
  });

  it('are checked by the rule when changed, and must differ from the current one', async () => {
    const { session } = await account('change');
    const token = session.access_token as string;
    expectError(
      await call(server, 'PUT', '/user', { token, body: { password: 'weakpass' } }),
      422,
      'weak_password',
    );
    expectError(
      await call(server, 'PUT', '/user', { token, body: { password: PASSWORD } }),
      422,
      'same_password',
    );
  });
});

describe('signing in', () => {
  it('answers invalid_credentials for a wrong password even when the account is unconfirmed', async () => {
    const { email } = await server.createUser({
      email: uniqueEmail('unconfirmed'),
      password: PASSWORD,
      confirmed: false,
    });
    expectError(await signIn(server, email, 'Wrong-Horse-9'), 400, 'invalid_credentials');
    expectError(await signIn(server, email), 400, 'email_not_confirmed');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await signIn(server, uniqueEmail('nobody'));
    const { email } = await server.createUser({ email: uniqueEmail('somebody'), password: PASSWORD });
    const wrong = await signIn(server, email, 'Wrong-Horse-9');
    expectError(unknown, 400, 'invalid_credentials');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('issues a one-hour access token with the claims Supabase puts in it', async () => {
    const { session, id, email } = await account('claims');
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const claims = decodeJwt(session.access_token as string);
    expect(claims).toMatchObject({
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
  });
});

describe('refresh tokens', () => {
  async function refresh(refreshToken: unknown): Promise<Answer> {
    return call(server, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });
  }

  it('rotate once: the swapped token returns the same successor within 10 s, and later revokes the whole session', async () => {
    const { session } = await account('rotation');
    const first = session.refresh_token as string;
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const successor = rotated.body.refresh_token as string;
    expect(successor).not.toBe(first);

    shiftMs += 5_000;
    const retried = await refresh(first);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toBe(successor);

    shiftMs += 6_000;
    expectError(await refresh(first), 400, 'refresh_token_already_used');
    expect((await refresh(successor)).status).toBe(400);
    expectError(
      await call(server, 'GET', '/user', { token: rotated.body.access_token as string }),
      403,
      'session_not_found',
    );
  });

  it('die with their session at logout', async () => {
    const { session } = await account('logout');
    const logout = await call(server, 'POST', '/logout?scope=local', {
      token: session.access_token as string,
    });
    expect(logout.status).toBe(204);
    expectError(await refresh(session.refresh_token), 400, 'refresh_token_not_found');
    expectError(
      await call(server, 'GET', '/user', { token: session.access_token as string }),
      403,
      'session_not_found',
    );
  });

  it('are refused when unknown', async () => {
    expectError(await refresh('not-a-token'), 400, 'refresh_token_not_found');
    expectError(await refresh(''), 400, 'validation_failed');
  });
});

describe('PKCE', () => {
  async function signUpWithPkce(
    challenge: string,
    method = 's256',
  ): Promise<{ email: string; answer: Answer }> {
    const email = uniqueEmail('pkce');
    const answer = await call(
      server,
      'POST',
      `/signup?redirect_to=${encodeURIComponent(`${server.url}/game`)}`,
      {
        body: { email, password: PASSWORD, code_challenge: challenge, code_challenge_method: method },
      },
    );
    return { email, answer };
  }

  /** The code in the newest link mailed to `email`; `after` skips an older message the mailbox already held. */
  async function codeFor(email: string, after?: string): Promise<string> {
    const landing = await follow(await server.mailbox.latestLink(email, after ? { after } : {}));
    return landing.searchParams.get('code')!;
  }

  async function exchange(code: string, verifier: string): Promise<Answer> {
    return call(server, 'POST', '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: verifier },
    });
  }

  it('accepts only s256 challenges of 43 to 128 characters', async () => {
    expectError((await signUpWithPkce('x'.repeat(42))).answer, 400, 'validation_failed');
    expectError((await signUpWithPkce('x'.repeat(129))).answer, 400, 'validation_failed');
    expectError((await signUpWithPkce(pkcePair().verifier, 'plain')).answer, 400, 'validation_failed');
    expect((await signUpWithPkce(pkcePair().challenge)).answer.status).toBe(200);
  });

  it('works once: a wrong verifier burns the code, and a used code is gone', async () => {
    const pair = pkcePair();
    const { email } = await signUpWithPkce(pair.challenge);
    const code = await codeFor(email);
    expectError(await exchange(code, pkcePair().verifier), 400, 'bad_code_verifier');
    expectError(await exchange(code, pair.verifier), 404, 'flow_state_not_found');

    // Following the link confirmed the account; a recovery flow gives it a fresh code, mailed once /recover
    // has answered.
    const second = pkcePair();
    const signUpMessage = (await server.mailbox.messages(email))[0]!.id;
    await call(server, 'POST', '/recover', {
      body: { email, code_challenge: second.challenge, code_challenge_method: 's256' },
    });
    const recoveryCode = await codeFor(email, signUpMessage);
    expect((await exchange(recoveryCode, second.verifier)).status).toBe(200);
    expectError(await exchange(recoveryCode, second.verifier), 404, 'flow_state_not_found');
  });

  it('expires 5 minutes after the code is issued', async () => {
    const pair = pkcePair();
    const { email } = await signUpWithPkce(pair.challenge);
    const code = await codeFor(email);
    shiftMs += 5 * 60_000 + 1_000;
    expectError(await exchange(code, pair.verifier), 422, 'flow_state_expired');
  });
});

describe('email links', () => {
  async function recoveryLink(email: string): Promise<string> {
    const before = (await server.mailbox.messages(email))[0]?.id;
    expect((await call(server, 'POST', '/recover', { body: { email } })).body).toEqual({});
    return server.mailbox.latestLink(email, before ? { after: before } : {});
  }

  function errorOf(landing: URL): Record<string, string> {
    return Object.fromEntries(new URLSearchParams(landing.hash.slice(1)));
  }

  it('work once', async () => {
    const { email } = await server.createUser({ email: uniqueEmail('once'), password: PASSWORD });
    const link = await recoveryLink(email);
    expect(new URLSearchParams((await follow(link)).hash.slice(1)).get('access_token')).toEqual(
      expect.any(String),
    );
    expect(errorOf(await follow(link))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('expire after the configured lifetime (10 minutes on this server)', async () => {
    const { email } = await server.createUser({ email: uniqueEmail('expiry'), password: PASSWORD });
    const link = await recoveryLink(email);
    shiftMs += 10 * 60_000 + 1_000;
    expect(errorOf(await follow(link)).error_code).toBe('otp_expired');
  });

  it('are cleared by a password change', async () => {
    const { email, session } = await account('cleared');
    const link = await recoveryLink(email);
    const changed = await call(server, 'PUT', '/user', {
      token: session.access_token as string,
      body: { password: 'Another-Horse-8' },
    });
    expect(changed.status).toBe(200);
    expect(errorOf(await follow(link)).error_code).toBe('otp_expired');
  });

  it('report PKCE failures in the query as well as the fragment', async () => {
    const landing = await follow(
      `${server.url}/auth/v1/verify?token=pkce_forged&type=signup&redirect_to=${encodeURIComponent(`${server.url}/game`)}`,
    );
    expect(landing.searchParams.get('error_code')).toBe('otp_expired');
    expect(errorOf(landing).error_code).toBe('otp_expired');
  });

  it('only send browsers back to the site, never to another origin', async () => {
    const email = uniqueEmail('redirect');
    await call(server, 'POST', `/signup?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      body: { email, password: PASSWORD },
    });
    const link = new URL(await server.mailbox.latestLink(email));
    expect(link.searchParams.get('redirect_to')).toBe(server.url);
    expect((await follow(link.href)).origin).toBe(new URL(server.url).origin);
  });
});

describe('no account enumeration', () => {
  const shape = (user: Record<string, unknown>) => ({
    keys: Object.keys(user).sort(),
    identities: (user.identities as Record<string, unknown>[]).map((identity) =>
      Object.keys(identity).sort(),
    ),
  });

  it('signing up with a confirmed address answers like a new sign-up (and tells the owner by email)', async () => {
    const { email } = await server.createUser({ email: uniqueEmail('taken'), password: PASSWORD });
    const taken = await call(server, 'POST', '/signup', { body: { email, password: PASSWORD } });
    const fresh = await call(server, 'POST', '/signup', {
      body: { email: uniqueEmail('fresh'), password: PASSWORD },
    });
    expect(taken.status).toBe(200);
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(taken.body.email).toBe(email);
    await server.mailbox.latestLink(email);
    expect((await server.mailbox.messages(email))[0]!.subject).toBe('You already have a Quiz Coop account');
  });

  it('recovery answers {} whether or not the address has an account', async () => {
    const { email } = await server.createUser({ email: uniqueEmail('known'), password: PASSWORD });
    const known = await call(server, 'POST', '/recover', { body: { email } });
    const unknown = await call(server, 'POST', '/recover', { body: { email: uniqueEmail('unknown') } });
    expect([known.status, known.body]).toEqual([200, {}]);
    expect([unknown.status, unknown.body]).toEqual([200, {}]);
  });
});

describe('the access token on /user', () => {
  async function tokenWith(
    claims: Record<string, unknown>,
    secret = server.jwtSecret,
    expiresIn = 3600,
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ role: 'authenticated', ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(new TextEncoder().encode(secret));
  }

  it('is required', async () => {
    expectError(await call(server, 'GET', '/user'), 401, 'no_authorization');
  });

  it('is refused when signed with another secret, unsigned, expired or altered', async () => {
    const { session, id } = await account('tamper');
    const claims = decodeJwt(session.access_token as string);
    const wrongSecret = await tokenWith(claims, randomBytes(32).toString('hex'));
    const [header, payload, signature] = (session.access_token as string).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const expired = await tokenWith({ ...claims, exp: undefined }, server.jwtSecret, -60);
    const other = await server.createUser({ email: uniqueEmail('victim'), password: PASSWORD });
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: other.id })).toString('base64url')}.${signature}`;
    for (const token of [wrongSecret, unsigned, expired, altered]) {
      expectError(await call(server, 'GET', '/user', { token }), 403, 'bad_jwt');
    }
    expect((await call(server, 'GET', '/user', { token: session.access_token as string })).body.id).toBe(id);
  });

  it('must be a user token of a live session, not a project key', async () => {
    expectError(await call(server, 'GET', '/user', { token: server.anonKey }), 403, 'bad_jwt');
    expectError(await call(server, 'GET', '/user', { token: server.serviceRoleKey }), 403, 'bad_jwt');
    const { id } = await account('sessionless');
    const forged = await tokenWith({ sub: id, session_id: '00000000-0000-0000-0000-000000000000' });
    expectError(await call(server, 'GET', '/user', { token: forged }), 403, 'session_not_found');
  });
});

describe('rate limits', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({
      rateLimits: { signIn: 3, tokenRefresh: 2, verify: 2, emailSent: 2, emailInterval: 60 },
    });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('stop sign-ins per client address with over_request_rate_limit', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++)
      answers.push(await signIn(limited, 'someone@school.example'));
    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([400, 400, 400]);
    expectError(answers[3]!, 429, 'over_request_rate_limit');
    expectError(await call(limited, 'POST', '/signup', { body: {} }), 429, 'over_request_rate_limit');
  });

  it('stop refreshes and verifications', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(
        (await call(limited, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: 'x' } }))
          .status,
      ).toBe(400);
      expect(
        (await call(limited, 'POST', '/verify', { body: { type: 'signup', token_hash: 'x' } })).status,
      ).toBe(403);
    }
    expectError(
      await call(limited, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: 'x' } }),
      429,
      'over_request_rate_limit',
    );
    expectError(
      await call(limited, 'POST', '/verify', { body: { type: 'signup', token_hash: 'x' } }),
      429,
      'over_request_rate_limit',
    );
  });

  it('space emails to one address, known or not, and cap emails per client address', async () => {
    const address = 'nobody@school.example';
    expect((await call(limited, 'POST', '/recover', { body: { email: address } })).status).toBe(200);
    const again = await call(limited, 'POST', '/recover', { body: { email: address } });
    expectError(again, 429, 'over_email_send_rate_limit');
    expect(again.body.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(
      (await call(limited, 'POST', '/recover', { body: { email: 'other@school.example' } })).status,
    ).toBe(200);
    const capped = await call(limited, 'POST', '/recover', { body: { email: 'third@school.example' } });
    expectError(capped, 429, 'over_email_send_rate_limit');
    expect(capped.body.message).toBe('Email rate limit exceeded');
  });
});
