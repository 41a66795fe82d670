import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { AuthError } from './errors';
import type { BucketStore } from './bucket-store';
import { TokenBuckets } from './rate-limit';
import { hashToken } from './sessions';

// A new password locks everyone else out, so a stolen access token must not be enough to set one. As GoTrue
// does with its reauthentication setting on, a password change needs a six-digit code emailed to the account
// (GET /reauthenticate) unless the person has just proven who they are: the session was started in the last
// few minutes, or it came from a password reset link.

/** A session this young was just signed into with the password or an emailed link. */
const RECENT_SIGN_IN_MS = 5 * 60_000;

/** How long a reset link's session may set the password without a code: the person is on the reset page. */
const RECOVERY_SESSION_MS = 60 * 60_000;

/** The code works once and for 10 minutes: it guards a password change, so it stays short whatever links do. */
export const REAUTHENTICATION_CODE_LIFETIME_MS = 10 * 60_000;

/** Wrong guesses after which a code stops working, so six digits cannot be tried through. */
const MAX_WRONG_GUESSES = 5;

export const reauthenticationNeeded = () =>
  new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');

export const reauthenticationNotValid = () =>
  new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

/** Whether a password change from this session needs a code. */
export async function needsReauthentication(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ created_at: Date; from_recovery: boolean }>(
    `select session.created_at, exists (
        select 1 from auth.mfa_amr_claims claim
         where claim.session_id = session.id and claim.authentication_method = 'recovery'
      ) as from_recovery
       from auth.sessions session where session.id = $1`,
    [sessionId],
  );
  const session = rows[0];
  if (!session) return true;
  const age = now.getTime() - session.created_at.getTime();
  return age >= (session.from_recovery ? RECOVERY_SESSION_MS : RECENT_SIGN_IN_MS);
}

function codeHash(email: string, code: string): string {
  return hashToken(`${email.toLowerCase()}:${code}`);
}

/** A new code for the account, replacing any earlier one; only its hash is kept. */
export async function createReauthenticationCode(
  tx: Queryable,
  userId: string,
  email: string,
  now: Date,
): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = codeHash(email, code);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, 'reauthentication_token', $2, $3, $4, $4)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                   created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [userId, hash, email.toLowerCase(), now],
  );
  await tx.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = $3 where id = $1`,
    [userId, hash, now],
  );
  return code;
}

/**
 * Wrong codes per account, counted against its current code: issuing a new code fills the bucket again.
 * Counted outside the refused request's transaction (which rolls back), in the bucket store every server
 * process shares. A day is far beyond any code's life: in practice only a new code refills the bucket.
 */
export function reauthenticationGuesses(buckets: BucketStore): TokenBuckets {
  return new TokenBuckets(buckets, 'reauthentication-guesses', MAX_WRONG_GUESSES, 24 * 60 * 60_000);
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Uses up the account's code if `code` is it and it is still young; otherwise reauthentication_not_valid. */
export async function consumeReauthenticationCode(
  tx: Queryable,
  userId: string,
  email: string,
  code: unknown,
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<{ token_hash: string; created_at: Date }>(
    `select token_hash, created_at from auth.one_time_tokens
      where user_id = $1 and token_type = 'reauthentication_token' for update`,
    [userId],
  );
  const stored = rows[0];
  if (!stored || now.getTime() - stored.created_at.getTime() > REAUTHENTICATION_CODE_LIFETIME_MS) {
    throw reauthenticationNotValid();
  }
  const matches =
    typeof code === 'string' && /^\d{6}$/.test(code) && sameHash(codeHash(email, code), stored.token_hash);
  if (!matches) throw reauthenticationNotValid();
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'`,
    [userId],
  );
  await tx.query(`update auth.users set reauthentication_token = '' where id = $1`, [userId]);
}
