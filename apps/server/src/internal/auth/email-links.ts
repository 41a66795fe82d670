import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { emailLinkExpired, validationFailed } from './errors';
import { hashToken } from './sessions';
import type { AuthenticationMethod } from './sessions';

/** Email links work once and for 10 minutes. */
export const EMAIL_LINK_LIFETIME_MS = 10 * 60_000;

/** The kinds of email link /verify accepts, as supabase-js names them. */
export type VerificationType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';

type TokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current';

/** GoTrue's marker on links of a PKCE flow: following one sends back a code instead of tokens. */
export const PKCE_PREFIX = 'pkce_';

// An email change sends one link to the new address and one to the old; either is verified as email_change.
const TOKEN_TYPES: Record<VerificationType, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
};

export function verificationTypeOf(value: unknown): VerificationType {
  if (typeof value === 'string' && Object.hasOwn(TOKEN_TYPES, value)) return value as VerificationType;
  throw validationFailed(
    'Verify requires a verification type: signup, recovery, invite, magiclink, email_change or email',
  );
}

/** The session's `amr` method and the flow a followed link belongs to. */
export function authenticationMethodOf(type: TokenType): AuthenticationMethod {
  if (type === 'recovery_token') return 'recovery';
  return isEmailChangeToken(type) ? 'email_change' : 'email/signup';
}

export function isEmailChangeToken(type: TokenType): boolean {
  return type === 'email_change_token_new' || type === 'email_change_token_current';
}

/** What a link is for; `email_change_current` is the email change's link to the old address. */
export type LinkPurpose = 'signup' | 'recovery' | 'email_change' | 'email_change_current';

const PURPOSE_TOKEN: Record<LinkPurpose, TokenType> = {
  signup: 'confirmation_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
  email_change_current: 'email_change_token_current',
};

const SENT_AT_COLUMN: Record<LinkPurpose, string> = {
  signup: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
  email_change_current: 'email_change_sent_at',
};

const TOKEN_COLUMN: Record<TokenType, string> = {
  confirmation_token: 'confirmation_token',
  recovery_token: 'recovery_token',
  email_change_token_new: 'email_change_token_new',
  email_change_token_current: 'email_change_token_current',
};

/**
 * A new single-use link token for an account. Only its hash is stored; a newer link of the same kind replaces
 * an older one.
 */
export async function createEmailLink(
  tx: Queryable,
  userId: string,
  purpose: LinkPurpose,
  sentTo: string,
  pkce: boolean,
  now: Date,
): Promise<string> {
  const token = `${pkce ? PKCE_PREFIX : ''}${randomBytes(32).toString('base64url')}`;
  const tokenType = PURPOSE_TOKEN[purpose];
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                   created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [userId, tokenType, hashToken(token), sentTo.toLowerCase(), now],
  );
  await tx.query(
    `update auth.users set ${TOKEN_COLUMN[tokenType]} = $2, ${SENT_AT_COLUMN[purpose]} = $3 where id = $1`,
    [userId, hashToken(token), now],
  );
  return token;
}

export interface FollowedLink {
  userId: string;
  tokenType: TokenType;
  /** The address the link was sent to. */
  sentTo: string;
  pkce: boolean;
}

/** Uses up an email link: found, of the right kind, younger than 10 minutes; otherwise otp_expired. */
export async function consumeEmailLink(
  tx: Queryable,
  token: unknown,
  type: VerificationType,
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
  if (!link || now.getTime() - link.created_at.getTime() > EMAIL_LINK_LIFETIME_MS) throw emailLinkExpired();
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
        email_change_token_current = '', reauthentication_token = '' where id = $1`,
    [userId],
  );
}
