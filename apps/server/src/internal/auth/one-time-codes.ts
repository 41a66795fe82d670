import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { codeHashOf, TOKEN_COLUMN, tokenTypesOf } from './email-links';
import type { FollowedLink, TokenType, VerificationType } from './email-links';
import { AuthError } from './errors';

// Six digits are a million guesses: few enough to try through unless each code stops working after a handful of
// wrong ones. The count lives on the code's row, so a restart or a second process does not reset it, and the
// per-address limit on sending new codes bounds how often a fresh count can be had.

/** Wrong guesses after which a code stops working, even with the right digits. */
const MAX_WRONG_CODE_GUESSES = 5;

/** GoTrue's answer to a code that is wrong, used up, expired or guessed at too often: it never says which. */
export const codeNotValid = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

const SIX_DIGITS = /^\d{6}$/;

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface CodeAttempt {
  /** The address or number the code was sent to, as stored (emails lower-cased, numbers in E.164). */
  sentTo: string;
  code: unknown;
  type: VerificationType;
  lifetimeMs: number;
  now: Date;
}

/**
 * Uses up the code sent to `sentTo` if `code` is it: the link of the same row dies with it. A wrong code counts
 * against every live code sent there and answers undefined; the caller commits that count before refusing.
 */
export async function consumeCode(tx: Queryable, attempt: CodeAttempt): Promise<FollowedLink | undefined> {
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    token_type: TokenType;
    code_hash: string | null;
  }>(
    `select id, user_id, token_type, code_hash from auth.one_time_tokens
      where relates_to = $1 and token_type = any($2::text[]) and code_hash is not null
        and created_at > $3 and failed_attempts < $4
      order by created_at desc
      for update`,
    [
      attempt.sentTo.toLowerCase(),
      tokenTypesOf(attempt.type),
      new Date(attempt.now.getTime() - attempt.lifetimeMs),
      MAX_WRONG_CODE_GUESSES,
    ],
  );
  const code = attempt.code;
  const match =
    typeof code === 'string' && SIX_DIGITS.test(code)
      ? rows.find((row) => sameHash(codeHashOf(row.user_id, code), row.code_hash!))
      : undefined;
  if (!match) {
    if (rows.length > 0) {
      await tx.query(
        `update auth.one_time_tokens set failed_attempts = failed_attempts + 1 where id = any($1::uuid[])`,
        [rows.map((row) => row.id)],
      );
    }
    return undefined;
  }
  await tx.query(`delete from auth.one_time_tokens where id = $1`, [match.id]);
  await tx.query(`update auth.users set ${TOKEN_COLUMN[match.token_type]} = '' where id = $1`, [
    match.user_id,
  ]);
  return { userId: match.user_id, tokenType: match.token_type, sentTo: attempt.sentTo, pkce: false };
}
