import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { importJWK } from 'jose';
import { clientAddress } from '../client-address';
import type { ServerContext } from '../context';
import { isPostgresError } from '../db/database';
import type { OutgoingEmail } from '../mail/mailer';
import { clearEmailLinks, createEmailLink } from './email-links';
import type { IssuedLink, VerificationType } from './email-links';
import { startEmailChange } from './email-change';
import { registerAdminRoutes } from './admin-routes';
import { bearerCaller } from './bearer';
import { registerFactorRoutes } from './factor-routes';
import { accountExistsEmail, confirmationEmail, reauthenticationEmail, recoveryEmail } from './emails';
import type { EmailLink } from './emails';
import {
  API_VERSION,
  anonymousSignInsDisabled,
  AuthError,
  authErrorResponse,
  invalidCredentials,
  signupDisabled,
  signupRefusedByDatabase,
  validationFailed,
} from './errors';
import type { AuthKit } from './kit';
import { otpRoutes } from './otp-routes';
import { phoneAuth } from './phone';
import { projectInfoRoutes } from './project-info-routes';
import { checkNewPassword, hashPassword, isTooLong, passwordMatches } from './password';
import { createFlowState, exchangeAuthCode, pkceChallengeOf } from './pkce';
import type { PkceChallenge } from './pkce';
import { EmailIntervals, TokenBuckets } from './rate-limit';
import {
  consumeReauthenticationCode,
  createReauthenticationCode,
  needsReauthentication,
  REAUTHENTICATION_CODE_LIFETIME_MS,
  reauthenticationGuesses,
  reauthenticationNeeded,
  reauthenticationNotValid,
} from './reauthentication';
import { emailOf, isGiven, metadataOf, readBody, redirectPolicy } from './request';
import type {
  AuthenticationMethod,
  LogoutScope,
  SessionOrigin,
  SessionTokens,
  TokenSigner,
} from './sessions';
import { endSessions, isSessionActive, refreshSession, sessionResponse, startSession } from './sessions';
import { disabledGrant, unsupportedRoutes } from './unsupported-routes';
import { verifyRoutes } from './verify-routes';
import type { User } from './users';
import {
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  lookalikeUserJson,
  mergeMetadata,
  rehearseNewUser,
  userJson,
} from './users';
import type { RouteContext, ServerEnv } from '../http/env';

const MINUTE = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const requestRateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
const emailRateLimited = () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');

function isEmailUniqueViolation(error: unknown): boolean {
  return isPostgresError(error) && error.code === '23505' && error.constraint === 'users_email_partial_key';
}

/** The GoTrue-compatible /auth/v1 API: accounts, sessions, email links. */
export function authRoutes(context: ServerContext): Hono<ServerEnv> {
  const { config, database, buckets, keys, mailer, clock, background } = context;
  const signingKey = config.jwtSigningKey;
  const signer: TokenSigner = {
    jwtSecret: keys.jwtSecret,
    issuer: `${context.serverUrl}/auth/v1`,
    ...(signingKey && {
      signingKey: {
        kid: signingKey.publicKey.kid,
        alg: signingKey.publicKey.alg,
        key: importJWK(signingKey.privateJwk, signingKey.publicKey.alg),
      },
    }),
  };
  const limits = {
    signIn: new TokenBuckets(buckets, 'sign-in', config.rateLimits.signIn, 5 * MINUTE),
    tokenRefresh: new TokenBuckets(buckets, 'token-refresh', config.rateLimits.tokenRefresh, 5 * MINUTE),
    verify: new TokenBuckets(buckets, 'verify', config.rateLimits.verify, 5 * MINUTE),
    emailSent: new TokenBuckets(buckets, 'email-sent', config.rateLimits.emailSent, 60 * MINUTE),
  };
  const intervals = new EmailIntervals(buckets, 'email-interval', config.rateLimits.emailInterval * 1000);
  const wrongCodeGuesses = reauthenticationGuesses(buckets);
  const redirectTarget = redirectPolicy(
    [context.siteUrl, context.serverUrl, ...config.additionalRedirectUrls],
    context.siteUrl,
  );

  const addressOf = (c: RouteContext) => clientAddress(c, config.trustProxy);
  const originOf = (c: RouteContext): SessionOrigin => ({
    userAgent: c.req.header('user-agent'),
    ip: addressOf(c),
  });
  const now = () => clock();

  async function limit(c: RouteContext, buckets: TokenBuckets): Promise<void> {
    if (!(await buckets.take(addressOf(c), now().getTime()))) throw requestRateLimited();
  }

  /** Asked before anything reveals whether the address has an account, and charged the same either way. */
  async function allowEmail(c: RouteContext, address: string): Promise<void> {
    const at = now().getTime();
    const wait = await intervals.secondsToWait(address, at);
    if (wait > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
    if (!(await limits.emailSent.take(addressOf(c), at))) throw emailRateLimited();
    await intervals.record(address, at);
  }

  /** Sends after the answer, so how long a request takes says nothing about whether an email went out. */
  function sendLater(email: OutgoingEmail): void {
    background.run(`Sending "${email.subject}" to ${email.to}`, () => mailer.send(email));
  }

  const lifetimeMs = config.otpExpirySeconds * 1000;
  function verifyLink(issued: IssuedLink, type: VerificationType, redirectTo: string): EmailLink {
    const query = new URLSearchParams({ token: issued.token, type, redirect_to: redirectTo });
    const url = `${context.siteUrl}/auth/v1/verify?${query.toString()}`;
    return { url, code: issued.code, minutes: Math.max(1, Math.round(lifetimeMs / MINUTE)) };
  }

  async function issue(user: User, tokens: SessionTokens): Promise<Response> {
    const fresh = (await findUserById(database, user.id)) ?? user;
    return Response.json(await sessionResponse(database, signer, fresh, tokens, now()));
  }

  async function startSessionFor(
    c: RouteContext,
    user: User,
    method: AuthenticationMethod,
  ): Promise<Response> {
    const tokens = await database.transaction((tx) => startSession(tx, user.id, method, originOf(c), now()));
    return issue(user, tokens);
  }

  /** The caller of /user and /logout, from its bearer access token and a session that still exists. */
  async function authenticate(c: RouteContext): Promise<{ user: User; sessionId: string }> {
    const { claims } = await bearerCaller(c.req.header('authorization'), keys.jwtSecret);
    const { sub, session_id: sessionId, role } = claims;
    if (role !== 'authenticated' || typeof sub !== 'string' || !UUID.test(sub)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing session_id claim');
    }
    if (!(await isSessionActive(database, sessionId, sub, now()))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await findUserById(database, sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  }

  const routes = new Hono<ServerEnv>();
  const kit: AuthKit = {
    context,
    signer,
    limits,
    lifetimeMs,
    now,
    limit,
    allowEmail,
    sendLater,
    redirectTarget,
    originOf,
    verifyLink,
    issue,
    startSessionFor,
    authenticate,
  };
  const phone = phoneAuth(kit, context.sms);

  routes.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-supabase-api-version', API_VERSION);
    c.res.headers.set('cache-control', 'no-store');
  });
  routes.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        const response = authErrorResponse(
          new AuthError(413, 'validation_failed', 'The request body is too large'),
        );
        // A body refused unread is still on its way: the connection cannot carry another request after it.
        response.headers.set('connection', 'close');
        return response;
      },
    }),
  );
  routes.onError((error) => {
    if (error instanceof AuthError) return authErrorResponse(error);
    context.log('Unexpected failure in /auth/v1', error);
    return authErrorResponse(
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  projectInfoRoutes(routes, context);

  routes.post('/signup', async (c) => {
    await limit(c, limits.signIn);
    if (config.disableSignup) throw signupDisabled();
    const body = await readBody(c);
    if (isGiven(body.phone)) return phone.signUp(c, body);
    const metadata = metadataOf(body.data);
    if (!isGiven(body.email)) {
      if (isGiven(body.password)) {
        throw validationFailed('You must provide either an email or phone number and a password');
      }
      return signUpAnonymously(c, metadata);
    }
    const email = emailOf(body.email);
    const password = checkNewPassword(body.password, config.passwordPolicy);
    const pkce = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));
    if (config.emailConfirm) await allowEmail(c, email);
    const passwordHash = await hashPassword(password);
    const at = now();

    type Outcome =
      | { kind: 'account-exists'; metadata: Record<string, unknown>; link?: EmailLink }
      | { kind: 'awaiting-confirmation'; user: User; link: EmailLink }
      | { kind: 'signed-in'; user: User; tokens: SessionTokens };
    let outcome: Outcome;
    try {
      outcome = await database.transaction<Outcome>(async (tx) => {
        const existing = await findUserByEmail(tx, email, true);
        if (existing) {
          // Whoever signs up again with a registered address has not proven it is theirs: the account keeps its
          // password and details, and an unconfirmed one only gets its confirmation again.
          const stored = await rehearseNewUser(tx, {
            passwordHash,
            userMetadata: metadata,
            confirmedAt: null,
            now: at,
          });
          if (existing.email_confirmed_at || !config.emailConfirm) {
            return { kind: 'account-exists', metadata: stored };
          }
          if (pkce) await createFlowState(tx, existing.id, pkce, 'email/signup', at);
          const issued = await createEmailLink(tx, existing.id, 'signup', email, pkce !== undefined, at);
          return { kind: 'account-exists', metadata: stored, link: verifyLink(issued, 'signup', redirectTo) };
        }
        const user = await createUser(tx, {
          email,
          passwordHash,
          userMetadata: metadata,
          confirmedAt: null,
          now: at,
        });
        if (!config.emailConfirm) {
          await confirmEmail(tx, user.id, at);
          return {
            kind: 'signed-in',
            user,
            tokens: await startSession(tx, user.id, 'password', originOf(c), at),
          };
        }
        if (pkce) await createFlowState(tx, user.id, pkce, 'email/signup', at);
        const issued = await createEmailLink(tx, user.id, 'signup', email, pkce !== undefined, at);
        return { kind: 'awaiting-confirmation', user, link: verifyLink(issued, 'signup', redirectTo) };
      });
    } catch (error) {
      if (!isEmailUniqueViolation(error)) throw signupRefusedByDatabase(error) ?? error;
      outcome = { kind: 'account-exists', metadata };
    }

    if (outcome.kind === 'signed-in') return issue(outcome.user, outcome.tokens);
    if (outcome.kind === 'awaiting-confirmation') {
      sendLater(confirmationEmail(email, outcome.link));
      return c.json(userJson((await findUserById(database, outcome.user.id))!));
    }
    if (!config.emailConfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    sendLater(
      outcome.link
        ? confirmationEmail(email, outcome.link)
        : accountExistsEmail(email, `${context.siteUrl}/auth`),
    );
    return c.json(lookalikeUserJson(email, outcome.metadata, at));
  });

  async function signUpAnonymously(c: RouteContext, metadata: Record<string, unknown>): Promise<Response> {
    if (!config.anonymousSignIns) throw anonymousSignInsDisabled();
    const at = now();
    let created: { user: User; tokens: SessionTokens };
    try {
      created = await database.transaction(async (tx) => {
        const user = await createUser(tx, {
          email: null,
          passwordHash: null,
          userMetadata: metadata,
          confirmedAt: null,
          now: at,
        });
        return { user, tokens: await startSession(tx, user.id, 'anonymous', originOf(c), at) };
      });
    } catch (error) {
      throw signupRefusedByDatabase(error) ?? error;
    }
    return issue(created.user, created.tokens);
  }

  routes.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return passwordGrant(c);
    if (grantType === 'refresh_token') {
      await limit(c, limits.tokenRefresh);
      const body = await readBody(c);
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
        throw validationFailed('refresh_token required');
      }
      return c.json(await refreshSession(database, signer, body.refresh_token, now()));
    }
    if (grantType === 'pkce') {
      await limit(c, limits.verify);
      const body = await readBody(c);
      const { userId, method } = await exchangeAuthCode(database, body.auth_code, body.code_verifier, now());
      const user = await findUserById(database, userId);
      if (!user)
        throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      return startSessionFor(c, user, method);
    }
    const body = await readBody(c);
    throw (
      disabledGrant(grantType, body.provider) ??
      validationFailed(`Unsupported grant type: ${grantType ?? '(none)'}`)
    );
  });

  async function passwordGrant(c: RouteContext): Promise<Response> {
    await limit(c, limits.signIn);
    const body = await readBody(c);
    if (isGiven(body.phone)) return phone.signIn(c, body);
    if (!isGiven(body.email) || typeof body.password !== 'string' || body.password === '') {
      throw validationFailed('You must provide either an email or phone number and a password');
    }
    const email = emailOf(body.email);
    const user = await findUserByEmail(database, email);
    // The password is checked first, and the same way whether or not the account exists: only someone who
    // knows it learns that an account still waits for its email confirmation.
    const matches = await passwordMatches(body.password, user?.encrypted_password);
    if (!user || !matches || user.deleted_at) throw invalidCredentials();
    if (user.banned_until && user.banned_until.getTime() > now().getTime()) {
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return startSessionFor(c, user, 'password');
  }

  routes.post('/recover', async (c) => {
    const body = await readBody(c);
    const email = emailOf(body.email);
    const pkce = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));
    await allowEmail(c, email);
    background.run(`Preparing a recovery email for ${email}`, async () => {
      const at = now();
      const link = await database.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email, true);
        if (!user || user.deleted_at) return undefined;
        if (pkce) await createFlowState(tx, user.id, pkce, 'recovery', at);
        return verifyLink(
          await createEmailLink(tx, user.id, 'recovery', email, pkce !== undefined, at),
          'recovery',
          redirectTo,
        );
      });
      if (link) await mailer.send(recoveryEmail(email, link));
    });
    return c.json({});
  });

  routes.post('/resend', async (c) => {
    const body = await readBody(c);
    if (isGiven(body.phone)) return phone.resend(c, body);
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change') {
      throw validationFailed('Resend type must be signup or email_change');
    }
    const email = emailOf(body.email);
    const pkce = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));
    await allowEmail(c, email);
    background.run(`Resending a ${type} email for ${email}`, async () => {
      const at = now();
      const outgoing = await database.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email, true);
        if (!user) return undefined;
        if (type === 'signup') {
          if (user.email_confirmed_at || !config.emailConfirm) return undefined;
          if (pkce) await createFlowState(tx, user.id, pkce, 'email/signup', at);
          const issued = await createEmailLink(tx, user.id, 'signup', email, pkce !== undefined, at);
          return confirmationEmail(email, verifyLink(issued, 'signup', redirectTo));
        }
        if (!user.email_change) return undefined;
        if (pkce) await createFlowState(tx, user.id, pkce, 'email_change', at);
        return startEmailChange(tx, {
          userId: user.id,
          currentEmail: user.email,
          newEmail: user.email_change,
          pkce: pkce !== undefined,
          now: at,
          verifyLink: (issued) => verifyLink(issued, 'email_change', redirectTo),
          signInPage: `${context.siteUrl}/auth`,
        });
      });
      // An email change resends its pair: to the old address and to the new one.
      for (const message of [outgoing ?? []].flat()) await mailer.send(message);
    });
    return c.json({});
  });

  verifyRoutes(routes, kit);
  otpRoutes(routes, kit, phone);

  routes.get('/user', async (c) => {
    const { user } = await authenticate(c);
    return c.json(userJson(user));
  });

  routes.put('/user', async (c) => {
    const { user, sessionId } = await authenticate(c);
    const body = await readBody(c);
    if (isGiven(body.phone)) await phone.requestChange(c, user, body.phone);
    const metadata = body.data === undefined ? undefined : metadataOf(body.data);
    const newPassword = isGiven(body.password)
      ? checkNewPassword(body.password, config.passwordPolicy)
      : undefined;
    const requestedEmail = isGiven(body.email) ? emailOf(body.email) : undefined;
    const newEmail =
      requestedEmail && requestedEmail !== user.email?.toLowerCase() ? requestedEmail : undefined;
    const pkce: PkceChallenge | undefined = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));

    let passwordHash: string | undefined;
    let codeRequired = false;
    if (newPassword !== undefined) {
      if (!user.email && !user.phone) {
        throw new AuthError(
          422,
          'validation_failed',
          'Updating password of an anonymous user without an email is not allowed',
        );
      }
      codeRequired = await needsReauthentication(database, sessionId, now());
      if (codeRequired && !isGiven(body.nonce)) throw reauthenticationNeeded();
      if (!isTooLong(newPassword) && (await passwordMatches(newPassword, user.encrypted_password))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(newPassword);
    }
    // Whether the address belongs to another account is never answered here: only the emails differ.
    if (newEmail !== undefined) await allowEmail(c, newEmail);

    const at = now();
    if (codeRequired && (await wrongCodeGuesses.waitMs(user.id, at.getTime())) > 0) {
      throw reauthenticationNotValid();
    }
    const emails = await database
      .transaction(async (tx) => {
        if (metadata !== undefined) {
          const current = (await findUserById(tx, user.id, true))!;
          await tx.query(`update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1`, [
            user.id,
            JSON.stringify(mergeMetadata(current.raw_user_meta_data, metadata)),
            at,
          ]);
        }
        if (passwordHash !== undefined) {
          if (codeRequired) {
            await consumeReauthenticationCode(tx, user.id, user.email!, body.nonce, at);
          }
          await tx.query(`update auth.users set encrypted_password = $2, updated_at = $3 where id = $1`, [
            user.id,
            passwordHash,
            at,
          ]);
          // A new password makes every earlier email link and every other signed-in device stale.
          await clearEmailLinks(tx, user.id);
          await endSessions(tx, user.id, sessionId, 'others');
        }
        if (newEmail === undefined) return [];
        if (pkce) await createFlowState(tx, user.id, pkce, 'email_change', at);
        return startEmailChange(tx, {
          userId: user.id,
          currentEmail: user.email,
          newEmail,
          pkce: pkce !== undefined,
          now: at,
          verifyLink: (issued) => verifyLink(issued, 'email_change', redirectTo),
          signInPage: `${context.siteUrl}/auth`,
        });
      })
      .catch(async (error: unknown) => {
        if (error instanceof AuthError && error.code === 'reauthentication_not_valid') {
          await wrongCodeGuesses.take(user.id, at.getTime());
        }
        throw error;
      });
    emails.forEach(sendLater);
    return c.json(userJson((await findUserById(database, user.id))!));
  });

  /** Emails a code that lets this session change the password (PUT /user with `nonce`). */
  routes.get('/reauthenticate', async (c) => {
    const { user } = await authenticate(c);
    if (!user.email) {
      throw new AuthError(
        422,
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    if (!user.email_confirmed_at)
      throw new AuthError(400, 'email_not_confirmed', 'Please verify your email first.');
    await allowEmail(c, user.email);
    const email = user.email;
    const code = await database.transaction((tx) => createReauthenticationCode(tx, user.id, email, now()));
    await wrongCodeGuesses.refill(user.id);
    sendLater(reauthenticationEmail(email, code, REAUTHENTICATION_CODE_LIFETIME_MS / MINUTE));
    return c.json({});
  });

  routes.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed('Unsupported logout scope: use global, local or others');
    }
    const { user, sessionId } = await authenticate(c);
    await endSessions(database, user.id, sessionId, scope as LogoutScope);
    return c.body(null, 204);
  });

  registerAdminRoutes(routes, kit);
  unsupportedRoutes(routes, kit);

  registerFactorRoutes(routes, {
    database,
    buckets,
    signer,
    siteUrl: context.siteUrl,
    now,
    authenticate,
    addressOf,
    limitVerify: (c) => limit(c, limits.verify),
  });

  // Every method on a path the API does not have, so a GET never falls through to the web app's pages.
  routes.all('*', () => authErrorResponse(new AuthError(404, 'not_found', 'Not Found')));

  return routes;
}
