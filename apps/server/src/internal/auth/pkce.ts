import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { AuthError, validationFailed } from './errors';
import { activatePendingSignUp, pendingSignUpOfFlow } from './pending-signups';
import type { PendingSignUp } from './pending-signups';
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

/**
 * Remembers a browser's PKCE challenge until its email link is followed; returns the flow's id. One waiting
 * flow per account and method, a newer request replacing an older one, except for sign-ups: each sign-up of an
 * unconfirmed address keeps its flow, so the link activates whichever sign-up the following browser made.
 */
export async function createFlowState(
  tx: Queryable,
  userId: string,
  pkce: PkceChallenge,
  method: AuthenticationMethod,
  now: Date,
): Promise<string> {
  if (method !== 'email/signup') {
    await tx.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [
      userId,
      method,
    ]);
  }
  const id = randomUUID();
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
        authentication_method, created_at, updated_at)
     values ($1, $2, $3, 's256', $4, 'email', $5, $6, $6)`,
    [id, userId, randomUUID(), pkce.challenge, method, now],
  );
  return id;
}

/**
 * When an email link of a PKCE flow is followed: issues the flow's auth code (sent to the browser as ?code=),
 * which expires 5 minutes later. The account's waiting flows of that method all get the same code; the
 * verifier presented with it picks the one that was the browser's. Undefined when no flow is left younger than
 * the link could be.
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
      where user_id = $1 and authentication_method = $2 and created_at > $5
      returning auth_code`,
    [userId, method, now, randomUUID(), new Date(now.getTime() - linkLifetimeMs)],
  );
  return rows[0]?.auth_code;
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The verifier as given, when it is one RFC 7636 allows; anything else is refused. */
function wellFormedVerifier(verifier: unknown): string {
  if (typeof verifier !== 'string' || !PKCE_VALUE.test(verifier)) {
    throw validationFailed('Code verifier must be 43 to 128 characters of letters, digits and -._~');
  }
  return verifier;
}

/**
 * The sign-up of this account that the browser holding `verifier` made, when it still waits: a code typed in
 * that browser proves the mailbox and the sign-up together, as the link's code exchanged with the verifier does.
 */
export async function pendingSignUpOfVerifier(
  tx: Queryable,
  userId: string,
  verifier: unknown,
): Promise<PendingSignUp | undefined> {
  return pendingSignUpOfFlow(tx, userId, s256(wellFormedVerifier(verifier)));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface FlowStateRow {
  user_id: string | null;
  code_challenge: string;
  authentication_method: AuthenticationMethod;
  auth_code_issued_at: Date | null;
  /** The sign-up that made the flow, when it is one still waiting for its confirmation. */
  pending_password: string | null;
  pending_metadata: Record<string, unknown> | null;
}

const flowStateNotFound = () =>
  new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

type ExchangeOutcome =
  | { kind: 'exchanged'; userId: string; method: AuthenticationMethod }
  | { kind: 'refused'; error: AuthError };

/**
 * The pkce grant: the auth code and the verifier whose s256 is the stored challenge of one of its flows. The
 * flows are deleted whatever happens once they are found, so a code works once and a wrong verifier cannot be
 * retried. A sign-up's flow activates that sign-up's password and details.
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
  const challenge = s256(wellFormedVerifier(verifier));
  const outcome = await db.transaction<ExchangeOutcome>(async (tx) => {
    // Each part of the statement sees the sign-ups as they were before their flows went.
    const { rows } = await tx.query<FlowStateRow>(
      `with spent as (
         delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null
         returning id, user_id, code_challenge, authentication_method, auth_code_issued_at)
       select spent.user_id, spent.code_challenge, spent.authentication_method, spent.auth_code_issued_at,
              pending.encrypted_password as pending_password, pending.raw_user_meta_data as pending_metadata
         from spent left join auth.pending_signups as pending on pending.flow_state_id = spent.id`,
      [authCode],
    );
    const issuedAt = rows[0]?.auth_code_issued_at;
    if (!issuedAt) return { kind: 'refused', error: flowStateNotFound() };
    if (now.getTime() - issuedAt.getTime() > FLOW_STATE_LIFETIME_MS) {
      return {
        kind: 'refused',
        error: new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
      };
    }
    const flow = rows.find((row) => sameText(challenge, row.code_challenge));
    if (!flow) {
      return {
        kind: 'refused',
        error: new AuthError(
          400,
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        ),
      };
    }
    if (!flow.user_id) return { kind: 'refused', error: flowStateNotFound() };
    if (flow.pending_password) {
      const signUp = { passwordHash: flow.pending_password, metadata: flow.pending_metadata ?? {} };
      await activatePendingSignUp(tx, flow.user_id, signUp, now);
    }
    return { kind: 'exchanged', userId: flow.user_id, method: flow.authentication_method };
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome;
}
