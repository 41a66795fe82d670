import type { Queryable } from '../db/database';
import type { OutgoingEmail } from '../mail/mailer';
import { createEmailLink } from './email-links';
import type { FollowedLink, IssuedLink } from './email-links';
import type { EmailLink } from './emails';
import { addressTakenEmail, emailChangeCurrentEmail, emailChangeEmail } from './emails';
import { emailLinkExpired } from './errors';
import { isEmailTaken } from './users';

// An email change moves the account for good, so an access token alone must not be enough: the address the
// account has now confirms it as well as the new one, in either order (GoTrue's secure email change). An
// account without an address yet (anonymous) has only the new address to hear from.

export interface EmailChangeRequest {
  userId: string;
  /** The account's address now; null for an anonymous account. */
  currentEmail: string | null;
  newEmail: string;
  pkce: boolean;
  now: Date;
  /** The /verify link for a token, with its code. */
  verifyLink: (issued: IssuedLink) => EmailLink;
  /** Where the owner of a taken address may sign in. */
  signInPage: string;
}

/**
 * Records the wanted address and makes the links that confirm it, replacing any earlier pair. The answer and
 * the stored state are the same whether or not the new address already belongs to another account; only the
 * emails differ, and that account's owner is told instead of being sent a link.
 */
export async function startEmailChange(tx: Queryable, request: EmailChangeRequest): Promise<OutgoingEmail[]> {
  const { userId, currentEmail, newEmail, pkce, now, verifyLink } = request;
  await recordEmailChange(tx, userId, newEmail, now);
  const emails: OutgoingEmail[] = [];
  if (currentEmail) {
    const issued = await createEmailLink(tx, userId, 'email_change_current', currentEmail, pkce, now);
    emails.push(emailChangeCurrentEmail(currentEmail, newEmail, verifyLink(issued)));
  }
  if (await isEmailTaken(tx, newEmail, userId)) {
    emails.push(addressTakenEmail(newEmail, request.signInPage));
  } else {
    const issued = await createEmailLink(tx, userId, 'email_change', newEmail, pkce, now);
    emails.push(emailChangeEmail(newEmail, verifyLink(issued), currentEmail));
  }
  return emails;
}

/** Records the wanted address, dropping the links of an earlier change; the caller makes the new links. */
export async function recordEmailChange(
  tx: Queryable,
  userId: string,
  newEmail: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `delete from auth.one_time_tokens
      where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  );
  await tx.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_new = '',
        email_change_token_current = '', email_change_sent_at = $3, updated_at = $3
      where id = $1`,
    [userId, newEmail, now],
  );
}

/** Moves the account to its pending address, and its email identity with it. */
async function applyEmailChange(tx: Queryable, userId: string, newEmail: string, now: Date): Promise<void> {
  await tx.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '',
        email_change_token_current = '', email_change_confirm_status = 0, email_confirmed_at = $3,
        is_anonymous = false, updated_at = $3,
        raw_app_meta_data = raw_app_meta_data || '{"provider": "email", "providers": ["email"]}'
      where id = $1`,
    [userId, newEmail, now],
  );
  await tx.query(
    `delete from auth.one_time_tokens
      where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  );
  const identityData = JSON.stringify({
    sub: userId,
    email: newEmail,
    email_verified: true,
    phone_verified: false,
  });
  const { rowCount } = await tx.query(
    `update auth.identities set identity_data = $2, updated_at = $3 where user_id = $1 and provider = 'email'`,
    [userId, identityData, now],
  );
  if (rowCount === 0) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', $3, $3)`,
      [userId, identityData, now],
    );
  }
}

export type EmailChangeStep = 'awaiting-other-address' | 'changed';

/**
 * What a followed email-change link does: the first of the two only records that one address agreed; the
 * second (or the only one, for an account without an address) moves the account.
 */
export async function confirmEmailChange(
  tx: Queryable,
  link: FollowedLink,
  now: Date,
): Promise<EmailChangeStep> {
  const { rows } = await tx.query<{
    email: string | null;
    email_change: string | null;
    email_change_confirm_status: number | null;
  }>(`select email, email_change, email_change_confirm_status from auth.users where id = $1 for update`, [
    link.userId,
  ]);
  const account = rows[0];
  if (!account?.email_change) throw emailLinkExpired();
  if (account.email && (account.email_change_confirm_status ?? 0) === 0) {
    await tx.query(`update auth.users set email_change_confirm_status = 1, updated_at = $2 where id = $1`, [
      link.userId,
      now,
    ]);
    return 'awaiting-other-address';
  }
  await applyEmailChange(tx, link.userId, account.email_change, now);
  return 'changed';
}
