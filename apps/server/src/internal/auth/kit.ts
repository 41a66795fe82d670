import { importJWK } from 'jose';
import { clientAddress } from '../client-address';
import type { ServerContext } from '../context';
import type { RouteContext } from '../http/env';
import type { OutgoingEmail } from '../mail/mailer';
import { bearerCaller } from './bearer';
import type { IssuedLink, VerificationType } from './email-links';
import type { EmailLink } from './emails';
import { AuthError } from './errors';
import { EmailIntervals, TokenBuckets } from './rate-limit';
import { redirectPolicy } from './request';
import type { AuthenticationMethod, SessionOrigin, SessionTokens, TokenSigner } from './sessions';
import { isSessionActive, sessionResponse, startSession } from './sessions';
import type { User } from './users';
import { findUserById } from './users';

export const MINUTE = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthLimits {
  signIn: TokenBuckets;
  tokenRefresh: TokenBuckets;
  verify: TokenBuckets;
  emailSent: TokenBuckets;
}

/** What the /auth/v1 route modules share: the server, the limits and the steps every flow takes. */
export interface AuthKit {
  context: ServerContext;
  signer: TokenSigner;
  limits: AuthLimits;
  /** How long emailed links and codes, and texted codes, work. */
  lifetimeMs: number;
  now(): Date;
  /** The client's address, behind the proxies the server is configured to trust. */
  addressOf(c: RouteContext): string;
  /** Charges the request to its client address's bucket; refuses it when the bucket is empty. */
  limit(c: RouteContext, buckets: TokenBuckets): Promise<void>;
  /** Asked before anything reveals whether the address has an account, and charged the same either way. */
  allowEmail(c: RouteContext, address: string): Promise<void>;
  /** Sends after the answer, so how long a request takes says nothing about whether an email went out. */
  sendLater(email: OutgoingEmail): void;
  redirectTarget(requested: unknown): string;
  originOf(c: RouteContext): SessionOrigin;
  verifyLink(issued: IssuedLink, type: VerificationType, redirectTo: string): EmailLink;
  issue(user: User, tokens: SessionTokens): Promise<Response>;
  startSessionFor(c: RouteContext, user: User, method: AuthenticationMethod): Promise<Response>;
  /** The caller of /user and /logout, from its bearer access token and a session that still exists. */
  authenticate(c: RouteContext): Promise<{ user: User; sessionId: string }>;
}

const requestRateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
const emailRateLimited = () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');

/** Builds, once per server, the signer, the rate limits and the shared steps of every /auth/v1 flow. */
export function createAuthKit(context: ServerContext): AuthKit {
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
  const limits: AuthLimits = {
    signIn: new TokenBuckets(buckets, 'sign-in', config.rateLimits.signIn, 5 * MINUTE),
    tokenRefresh: new TokenBuckets(buckets, 'token-refresh', config.rateLimits.tokenRefresh, 5 * MINUTE),
    verify: new TokenBuckets(buckets, 'verify', config.rateLimits.verify, 5 * MINUTE),
    emailSent: new TokenBuckets(buckets, 'email-sent', config.rateLimits.emailSent, 60 * MINUTE),
  };
  const intervals = new EmailIntervals(buckets, 'email-interval', config.rateLimits.emailInterval * 1000);
  const redirectTarget = redirectPolicy(
    [context.siteUrl, context.serverUrl, ...config.additionalRedirectUrls],
    context.siteUrl,
  );
  const lifetimeMs = config.otpExpirySeconds * 1000;

  const addressOf = (c: RouteContext) => clientAddress(c, config.trustProxy);
  const originOf = (c: RouteContext): SessionOrigin => ({
    userAgent: c.req.header('user-agent'),
    ip: addressOf(c),
  });
  const now = () => clock();

  async function limit(c: RouteContext, bucketsOfFlow: TokenBuckets): Promise<void> {
    if (!(await bucketsOfFlow.take(addressOf(c), now().getTime()))) throw requestRateLimited();
  }

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

  function sendLater(email: OutgoingEmail): void {
    background.run(`Sending "${email.subject}" to ${email.to}`, () => mailer.send(email));
  }

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

  return {
    context,
    signer,
    limits,
    lifetimeMs,
    now,
    addressOf,
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
}
