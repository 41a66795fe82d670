import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { AuthError, validationFailed } from './errors';
import type { AuthenticationMethod } from './sessions';

/** An auth code works for 5 minutes after it is issued, and once. */
const FLOW_STATE_LIFETIME_MS = 5 * 60_000;

/** RFC 7636: 43 to 128 characters of A–Z, a–z, 0–9 and -._~ */
const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/;

export interface PkceChallenge {
  challenge: string;
  method: 's256';
}

/**
 * The PKCE parameters of /signup, /recover, /resend and PUT /user: none (the implicit flow), or an s256
 * challenge. The plain method is refused: it protects nothing against someone who sees the link.
 */
export function pkceChallengeOf(challenge: unknown, method: unknown): PkceChallenge | undefined {
  const hasChallenge = challenge !== undefined && challenge !== null && challenge !== '';
  const hasMethod = method !== undefined && method !== null && method !== '';
  if (!hasChallenge && !hasMethod) return undefined;
  if (!hasChallenge || !hasMethod) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (typeof method !== 'string' || method.toLowerCase() !== 's256') {
    throw validationFailed('Code challenge method must be s256');
  }
  if (typeof challenge !== 'string' || !PKCE_VALUE.test(challenge)) {
    throw validationFailed('Code challenge must be 43 to 128 characters of letters, digits and -._~');
  }
  return { challenge, method: 's256' };
}

/** Remembers a browser's PKCE challenge until its email link is followed. */
export async function createFlowState(
  tx: Queryable,
  userId: string,
  pkce: PkceChallenge,
  method: AuthenticationMethod,
  now: Date,
): Promise<void> {
  // One waiting flow per account and method: a newer request replaces an older one.
  await tx.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [
    userId,
    method,
  ]);
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
        authentication_method, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, 's256', $3, 'email', $4, $5, $5)`,
    [userId, randomUUID(), pkce.challenge, method, now],
  );
}

/**
 * When an email link of a PKCE flow is followed: issues the flow's auth code (sent to the browser as ?code=),
 * which expires 5 minutes later. Undefined when the flow is gone or older than the link could be.
 */
export async function issueAuthCode(
  tx: Queryable,
  userId: string,
  method: AuthenticationMethod,
  linkLifetimeMs: number,
  now: Date,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code = $4, auth_code_issued_at = $3, updated_at = $3
      where id = (select id from auth.flow_state
                   where user_id = $1 and authentication_method = $2 and created_at > $5
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, method, now, randomUUID(), new Date(now.getTime() - linkLifetimeMs)],
  );
  return rows[0]?.auth_code;
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  authentication_method: AuthenticationMethod;
  auth_code_issued_at: Date | null;
  created_at: Date;
}

type ExchangeOutcome =
  | { kind: 'exchanged'; userId: string; method: AuthenticationMethod }
  | { kind: 'refused'; error: AuthError };

/**
 * The pkce grant: the auth code and the verifier whose s256 is the stored challenge. The flow is deleted
 * whatever happens once it is found, so a code works once and a wrong verifier cannot be retried.
 */
export async function exchangeAuthCode(
  db: Database,
  authCode: unknown,
  verifier: unknown,
  now: Date,
): Promise<{ userId: string; method: AuthenticationMethod }> {
  if (typeof authCode !== 'string' || authCode === '' || typeof verifier !== 'string' || verifier === '') {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  if (!PKCE_VALUE.test(verifier)) {
    throw validationFailed('Code verifier must be 43 to 128 characters of letters, digits and -._~');
  }
  const outcome = await db.transaction<ExchangeOutcome>(async (tx) => {
    const { rows } = await tx.query<FlowStateRow>(
      `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null
       returning id, user_id, code_challenge, authentication_method, auth_code_issued_at, created_at`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow || !flow.user_id) {
      return {
        kind: 'refused',
        error: new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
      };
    }
    if (now.getTime() - flow.auth_code_issued_at!.getTime() > FLOW_STATE_LIFETIME_MS) {
      return {
        kind: 'refused',
        error: new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
      };
    }
    if (!sameText(s256(verifier), flow.code_challenge)) {
      return {
        kind: 'refused',
        error: new AuthError(
          400,
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        ),
      };
    }
    return { kind: 'exchanged', userId: flow.user_id, method: flow.authentication_method };
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome;
}
