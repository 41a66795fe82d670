import type { Queryable } from '../db/database';
import type { FollowedLink } from './email-links';
import { codeNotValid } from './one-time-codes';
import { confirmContact } from './users';

/** Marks the account's number as proven (a texted code was typed). */
export function confirmPhone(tx: Queryable, userId: string, now: Date): Promise<void> {
  return confirmContact(tx, userId, now, 'phone');
}

/** Records the number an account wants to move to, until the code texted there is typed. */
export async function requestPhoneChange(
  tx: Queryable,
  userId: string,
  phone: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `update auth.users set phone_change = $2, phone_change_token = '', phone_change_sent_at = $3, updated_at = $3
      where id = $1`,
    [userId, phone, now],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'phone_change_token'`,
    [userId],
  );
}

/** Moves the account to the number its code was texted to, and its phone identity with it. */
export async function confirmPhoneChange(tx: Queryable, link: FollowedLink, now: Date): Promise<void> {
  const { rows } = await tx.query<{
    phone_change: string | null;
    raw_app_meta_data: Record<string, unknown>;
  }>(`select phone_change, raw_app_meta_data from auth.users where id = $1 for update`, [link.userId]);
  const account = rows[0];
  if (!account?.phone_change || account.phone_change !== link.sentTo) throw codeNotValid();
  const providers = Array.isArray(account.raw_app_meta_data.providers)
    ? (account.raw_app_meta_data.providers as unknown[])
    : [];
  const appMetadata = {
    ...account.raw_app_meta_data,
    provider: account.raw_app_meta_data.provider ?? 'phone',
    providers: providers.includes('phone') ? providers : [...providers, 'phone'],
  };
  await tx.query(
    `update auth.users set phone = phone_change, phone_change = '', phone_change_token = '',
        phone_confirmed_at = $2, raw_app_meta_data = $3, is_anonymous = false, updated_at = $2
      where id = $1`,
    [link.userId, now, JSON.stringify(appMetadata)],
  );
  const identityData = JSON.stringify({
    sub: link.userId,
    phone: link.sentTo,
    email_verified: false,
    phone_verified: true,
  });
  const { rowCount } = await tx.query(
    `update auth.identities set identity_data = $2, updated_at = $3 where user_id = $1 and provider = 'phone'`,
    [link.userId, identityData, now],
  );
  if (rowCount === 0) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'phone', $3, $3)`,
      [link.userId, identityData, now],
    );
  }
}
