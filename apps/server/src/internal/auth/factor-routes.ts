import type { Hono } from 'hono';
import type { Database } from '../db/database';
import type { BucketStore } from './bucket-store';
import { AuthError, validationFailed } from './errors';
import { FactorSecrets } from './factor-secrets';
import { TokenBuckets } from './rate-limit';
import {
  answerChallenge,
  challengeFactor,
  enrollTotp,
  ownFactor,
  raiseSession,
  unenrollFactor,
} from './factors';
import { readBody } from './request';
import { answerWebAuthn, challengeWebAuthn, enrollWebAuthn, relyingPartyOf } from './webauthn-factors';
import type { SessionTokens, TokenSigner } from './sessions';
import { assuranceOf, isIp, reissueRefreshToken, sessionResponse } from './sessions';
import type { User } from './users';
import { findUserById } from './users';
import type { RouteContext, ServerEnv } from '../http/env';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Wrong codes a factor takes per window before it refuses to check more, wherever they come from. The
 * per-address limit alone would let someone who has the password spread guesses over many addresses; this caps
 * the guesses at the factor itself. Counted outside the refused verification's transaction (which rolls back),
 * in the bucket store every server process shares.
 */
const MAX_WRONG_CODES = 5;
const WRONG_CODE_WINDOW_MS = 5 * 60_000;

export interface FactorRouteDependencies {
  database: Database;
  /** Where the wrong-code counts are kept. */
  buckets: BucketStore;
  signer: TokenSigner;
  /** The site's host names the authenticator app entry when the client names no issuer, as on GoTrue. */
  siteUrl: string;
  now: () => Date;
  authenticate: (c: RouteContext) => Promise<{ user: User; sessionId: string }>;
  addressOf: (c: RouteContext) => string | undefined;
  /** Charges the caller's address for a challenge or a verification; throws when it is over its limit. */
  limitVerify: (c: RouteContext) => Promise<void>;
  /** Whether WebAuthn second factors may be enrolled and used (QUIZCOOP_MFA_WEBAUTHN). */
  webAuthn: boolean;
}

/**
 * POST /factors, POST /factors/:id/challenge, POST /factors/:id/verify and DELETE /factors/:id, for TOTP and
 * WebAuthn factors.
 */
export function registerFactorRoutes(routes: Hono<ServerEnv>, dependencies: FactorRouteDependencies): void {
  const { database, signer, now, authenticate } = dependencies;
  const secrets = new FactorSecrets(signer.jwtSecret);
  const wrongCodes = new TokenBuckets(
    dependencies.buckets,
    'totp-wrong-codes',
    MAX_WRONG_CODES,
    WRONG_CODE_WINDOW_MS,
  );
  const ipOf = (c: RouteContext) => {
    const address = dependencies.addressOf(c);
    return isIp(address) ? address : '0.0.0.0';
  };

  /** The caller, who must have an account of their own: anonymous users have no second factor. */
  async function caller(c: RouteContext) {
    const found = await authenticate(c);
    if (found.user.is_anonymous) {
      throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
    }
    return found;
  }

  function factorIdOf(c: RouteContext): string {
    const id = c.req.param('factorId') ?? '';
    if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
    return id;
  }

  function requireWebAuthn(when: 'enroll' | 'verify'): void {
    if (dependencies.webAuthn) return;
    throw when === 'enroll'
      ? new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
      : new AuthError(422, 'mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
  }

  routes.post('/factors', async (c) => {
    const { user, sessionId } = await caller(c);
    const body = await readBody(c);
    if (body.factor_type === 'phone') {
      throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    }
    if (body.factor_type !== 'totp' && body.factor_type !== 'webauthn') {
      throw validationFailed('factor_type needs to be totp, phone, or webauthn');
    }
    const friendlyName =
      typeof body.friendly_name === 'string' ? body.friendly_name.trim().slice(0, 100) : '';
    const issuer =
      typeof body.issuer === 'string' && body.issuer.trim() !== ''
        ? body.issuer.trim().slice(0, 100)
        : new URL(dependencies.siteUrl).host;
    const at = now();
    const { aal } = await assuranceOf(database, sessionId);
    if (body.factor_type === 'webauthn') {
      requireWebAuthn('enroll');
      const enrolment = { userId: user.id, sessionAal: aal, friendlyName, now: at };
      return c.json(await database.transaction((tx) => enrollWebAuthn(tx, enrolment)));
    }
    const enrolled = await database.transaction((tx) =>
      enrollTotp(tx, {
        userId: user.id,
        accountName: user.email ?? user.id,
        sessionAal: aal,
        friendlyName,
        issuer,
        secrets,
        now: at,
      }),
    );
    return c.json(enrolled);
  });

  routes.post('/factors/:factorId/challenge', async (c) => {
    await dependencies.limitVerify(c);
    const { user } = await caller(c);
    const factorId = factorIdOf(c);
    const body = await readBody(c);
    const at = now();
    const challenge = await database.transaction(async (tx) => {
      const factor = await ownFactor(tx, user.id, factorId, true);
      if (factor.factor_type !== 'webauthn') return challengeFactor(tx, factor, ipOf(c), at);
      requireWebAuthn('verify');
      const party = relyingPartyOf(body.webauthn, dependencies.siteUrl);
      return challengeWebAuthn(tx, factor, user, party, ipOf(c), at);
    });
    return c.json(challenge);
  });

  routes.post('/factors/:factorId/verify', async (c) => {
    await dependencies.limitVerify(c);
    const { user, sessionId } = await caller(c);
    const factorId = factorIdOf(c);
    const body = await readBody(c);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (body.webauthn === undefined && code === '') throw validationFailed('Code needs to be non-empty');
    if (typeof body.challenge_id !== 'string' || !UUID.test(body.challenge_id)) {
      throw validationFailed('challenge_id must be an UUID');
    }
    const at = now();
    if ((await wrongCodes.waitMs(factorId, at.getTime())) > 0) {
      throw new AuthError(429, 'over_request_rate_limit', 'Too many wrong codes, try again in a few minutes');
    }
    const challengeId = body.challenge_id;
    const ipAddress = ipOf(c);
    let tokens: SessionTokens;
    try {
      tokens = await database.transaction(async (tx) => {
        const factor = await ownFactor(tx, user.id, factorId, true);
        if (factor.factor_type === 'webauthn') {
          requireWebAuthn('verify');
          await answerWebAuthn(tx, factor, { challengeId, params: body.webauthn, ipAddress, now: at });
        } else {
          if (code === '') throw validationFailed('Code needs to be non-empty');
          await answerChallenge(tx, factor.id, { challengeId, code, ipAddress, secrets, now: at });
        }
        await raiseSession(tx, factor, sessionId, at);
        return reissueRefreshToken(tx, user.id, sessionId, at);
      });
    } catch (error) {
      if (error instanceof AuthError && error.code === 'mfa_verification_failed') {
        await wrongCodes.take(factorId, at.getTime());
      }
      throw error;
    }
    const fresh = (await findUserById(database, user.id))!;
    return c.json(await sessionResponse(database, signer, fresh, tokens, at));
  });

  routes.delete('/factors/:factorId', async (c) => {
    const { user, sessionId } = await caller(c);
    const factorId = factorIdOf(c);
    const at = now();
    const { aal } = await assuranceOf(database, sessionId);
    await database.transaction(async (tx) =>
      unenrollFactor(tx, await ownFactor(tx, user.id, factorId, true), aal, at),
    );
    return c.json({ id: factorId });
  });
}
