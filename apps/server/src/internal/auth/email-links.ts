import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { emailLinkExpired, validationFailed } from './errors';
import { hashToken } from './sessions';
import type { AuthenticationMethod } from './sessions';

/** The kinds of link and code /verify accepts, as supabase-js names them. */
export type VerificationType =
  | 'signup'
  | 'invite'
  | 'recovery'
  | 'magiclink'
  | 'email_change'
  | 'email'
  | 'sms'
  | 'phone_change';

export type TokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'phone_change_token';

/** GoTrue's marker on links of a PKCE flow: following one sends back a code instead of tokens. */
const PKCE_PREFIX = 'pkce_';

// An email change sends one link to the new address and one to the old; either is verified as email_change.
const TOKEN_TYPES: Record<VerificationType, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
  sms: ['confirmation_token', 'recovery_token'],
  phone_change: ['phone_change_token'],
};

export function tokenTypesOf(type: VerificationType): TokenType[] {
  return TOKEN_TYPES[type];
}

export function verificationTypeOf(value: unknown): VerificationType {
  if (typeof value === 'string' && Object.hasOwn(TOKEN_TYPES, value)) return value as VerificationType;
  throw validationFailed(
    'Verify requires a verification type: signup, recovery, invite, magiclink, email_change, email, sms or phone_change',
  );
}

/**
 * The flow a followed link belongs to, as its PKCE flow state names it. Only a link asked for as a password
 * reset makes a recovery session (one that may set the password without a code); a sign-in link that happens to
 * share the reset's token is a magic link.
 */
export function authenticationMethodOf(type: VerificationType, tokenType: TokenType): AuthenticationMethod {
  if (type === 'magiclink') return 'magiclink';
  if (tokenType === 'recovery_token') return type === 'recovery' ? 'recovery' : 'magiclink';
  return isEmailChangeToken(tokenType) ? 'email_change' : 'email/signup';
}

/** The session's `amr` method: a typed code is `otp`; a followed link names its flow as above. */
export function sessionMethodOf(
  type: VerificationType,
  tokenType: TokenType,
  byCode: boolean,
): AuthenticationMethod {
  if (type === 'recovery' && tokenType === 'recovery_token') return 'recovery';
  if (byCode) return 'otp';
  return type === 'magiclink' || tokenType === 'recovery_token' ? 'magiclink' : 'otp';
}

export function isEmailChangeToken(type: TokenType): boolean {
  return type === 'email_change_token_new' || type === 'email_change_token_current';
}

/**
 * What a link or code is for; `email_change_current` is the email change's link to the old address, `phone`
 * a code texted to confirm a number or sign in with it.
 */
export type LinkPurpose =
  | 'signup'
  | 'recovery'
  | 'email_change'
  | 'email_change_current'
  | 'phone'
  | 'phone_change';

const PURPOSE_TOKEN: Record<LinkPurpose, TokenType> = {
  signup: 'confirmation_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
  email_change_current: 'email_change_token_current',
  phone: 'confirmation_token',
  phone_change: 'phone_change_token',
};

const SENT_AT_COLUMN: Record<LinkPurpose, string> = {
  signup: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
  email_change_current: 'email_change_sent_at',
  phone: 'confirmation_sent_at',
  phone_change: 'phone_change_sent_at',
};

export const TOKEN_COLUMN: Record<TokenType, string> = {
  confirmation_token: 'confirmation_token',
  recovery_token: 'recovery_token',
  email_change_token_new: 'email_change_token_new',
  email_change_token_current: 'email_change_token_current',
  phone_change_token: 'phone_change_token',
};

/** A link's token and the six-digit code sent with it: either one works, once. */
export interface IssuedLink {
  token: string;
  code: string;
}

/** The stored hash of a code: tied to its account, so the same digits mean nothing for another one. */
export function codeHashOf(userId: string, code: string): string {
  return hashToken(`one-time-code:${userId}:${code}`);
}

/**
 * A new single-use link token and code for an account. Only their hashes are stored; a newer link of the same
 * kind replaces an older one, and with it the count of wrong guesses.
 */
export async function createEmailLink(
  tx: Queryable,
  userId: string,
  purpose: LinkPurpose,
  sentTo: string,
  pkce: boolean,
  now: Date,
): Promise<IssuedLink> {
  const token = `${pkce ? PKCE_PREFIX : ''}${randomBytes(32).toString('base64url')}`;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const tokenType = PURPOSE_TOKEN[purpose];
  await tx.query(
    `insert into auth.one_time_tokens
        (user_id, token_type, token_hash, code_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, code_hash = excluded.code_hash, failed_attempts = 0,
                   relates_to = excluded.relates_to, created_at = excluded.created_at,
                   updated_at = excluded.updated_at`,
    [userId, tokenType, hashToken(token), codeHashOf(userId, code), sentTo.toLowerCase(), now],
  );
  await tx.query(
    `update auth.users set ${TOKEN_COLUMN[tokenType]} = $2, ${SENT_AT_COLUMN[purpose]} = $3 where id = $1`,
    [userId, hashToken(token), now],
  );
  return { token, code };
}

export interface FollowedLink {
  userId: string;
  tokenType: TokenType;
  /** The address the link was sent to. */
  sentTo: string;
  pkce: boolean;
}

/** Uses up an email link: found, of the right kind, younger than its lifetime; otherwise otp_expired. */
export async function consumeEmailLink(
  tx: Queryable,
  token: unknown,
  type: VerificationType,
  lifetimeMs: number,
  now: Date,
): Promise<FollowedLink> {
  if (typeof token !== 'string' || token === '' || token.length > 512) throw emailLinkExpired();
  const tokenTypes = TOKEN_TYPES[type];
  const { rows } = await tx.query<{
    user_id: string;
    token_type: TokenType;
    relates_to: string;
    created_at: Date;
  }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[])
     returning user_id, token_type, relates_to, created_at`,
    [hashToken(token), tokenTypes],
  );
  const link = rows[0];
  if (!link || now.getTime() - link.created_at.getTime() > lifetimeMs) throw emailLinkExpired();
  await tx.query(`update auth.users set ${TOKEN_COLUMN[link.token_type]} = '' where id = $1`, [link.user_id]);
  return {
    userId: link.user_id,
    tokenType: link.token_type,
    sentTo: link.relates_to,
    pkce: token.startsWith(PKCE_PREFIX),
  };
}

/** Invalidates every email link of an account (its password changed, so old links must not work). */
export async function clearEmailLinks(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
  await tx.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
        email_change_token_current = '', phone_change_token = '', reauthentication_token = '' where id = $1`,
    [userId],
  );
}
