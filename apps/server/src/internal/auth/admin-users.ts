import type { Queryable } from '../db/database';
import { AuthError, validationFailed } from './errors';
import type { User, UserRow } from './users';
import { confirmEmail, mergeMetadata, USER_COLUMNS, withIdentities } from './users';

// The account operations of GoTrue's admin API, which the service role performs on anyone's account without
// the owner's confirmation: that is what sets it apart from the owner's own PUT /user.

export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

export const phoneExists = () =>
  new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered');

export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

/** GoTrue's page size when none is asked for, and the most a page may hold. */
export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 1000;

export interface UserPage {
  users: User[];
  total: number;
}

/** One page of accounts, newest first (GoTrue's order), leaving out soft-deleted ones. */
export async function listUsers(db: Queryable, page: number, perPage: number): Promise<UserPage> {
  const { rows } = await db.query<UserRow & { total: string }>(
    `select ${USER_COLUMNS}, count(*) over () as total from auth.users
      where deleted_at is null order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page > 1) {
    const counted = await db.query<{ total: string }>(
      `select count(*) as total from auth.users where deleted_at is null`,
    );
    total = Number(counted.rows[0]!.total);
  }
  const users = await Promise.all(rows.map(({ total: _total, ...row }) => withIdentities(db, row)));
  return { users: users as User[], total };
}

/** What PUT /admin/users/{id} may change; each field left undefined stays as it is. */
export interface AdminChanges {
  email?: string;
  phone?: string;
  passwordHash?: string;
  emailConfirm?: boolean;
  phoneConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  bannedUntil?: Date | null;
}

async function isTaken(tx: Queryable, column: 'email' | 'phone', value: string, userId: string) {
  const comparison = column === 'email' ? 'lower(email) = lower($1)' : 'phone = $1';
  const { rows } = await tx.query(`select 1 from auth.users where ${comparison} and id <> $2`, [
    value,
    userId,
  ]);
  return rows.length > 0;
}

/** Applies the changes directly: a new address or number is the account's at once, with no link to follow. */
export async function updateUserAsAdmin(
  tx: Queryable,
  user: User,
  changes: AdminChanges,
  now: Date,
): Promise<void> {
  const set = (column: string, value: unknown) =>
    tx.query(`update auth.users set ${column} = $2, updated_at = $3 where id = $1`, [user.id, value, now]);
  if (changes.email !== undefined && changes.email !== user.email) {
    if (await isTaken(tx, 'email', changes.email, user.id)) throw emailExists();
    await set('email', changes.email);
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
          updated_at = $3 where user_id = $1 and provider = 'email'`,
      [user.id, changes.email, now],
    );
  }
  if (changes.phone !== undefined && changes.phone !== user.phone) {
    if (await isTaken(tx, 'phone', changes.phone, user.id)) throw phoneExists();
    await set('phone', changes.phone);
  }
  if (changes.passwordHash !== undefined) await set('encrypted_password', changes.passwordHash);
  if (changes.emailConfirm === true) {
    if (!(changes.email ?? user.email)) throw validationFailed('The user has no email address to confirm');
    await confirmEmail(tx, user.id, now);
  }
  if (changes.phoneConfirm === true) {
    await tx.query(
      `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, $2), updated_at = $2
        where id = $1 and phone is not null`,
      [user.id, now],
    );
  }
  if (changes.userMetadata !== undefined) {
    await set(
      'raw_user_meta_data',
      JSON.stringify(mergeMetadata(user.raw_user_meta_data, changes.userMetadata)),
    );
  }
  if (changes.appMetadata !== undefined) {
    await set(
      'raw_app_meta_data',
      JSON.stringify(mergeMetadata(user.raw_app_meta_data, changes.appMetadata)),
    );
  }
  if (changes.bannedUntil !== undefined) {
    await set('banned_until', changes.bannedUntil);
    // A ban ends the account's sessions, as GoTrue's does.
    if (changes.bannedUntil) await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  }
}

/**
 * Deletes an account with everything that hangs off it. A soft delete (GoTrue's `should_soft_delete`) keeps the
 * row, marked deleted and stripped of what identifies its owner, so the address and number are free again and
 * rows that point to the account stay.
 */
export async function deleteUser(tx: Queryable, userId: string, soft: boolean, now: Date): Promise<void> {
  if (!soft) {
    await tx.query(`delete from auth.users where id = $1`, [userId]);
    return;
  }
  for (const table of ['identities', 'sessions', 'mfa_factors', 'one_time_tokens']) {
    await tx.query(`delete from auth.${table} where user_id = $1`, [userId]);
  }
  await tx.query(
    `update auth.users set email = null, phone = null, encrypted_password = null, email_change = '',
        phone_change = '', raw_user_meta_data = '{}', raw_app_meta_data = '{}', deleted_at = $2, updated_at = $2
      where id = $1`,
    [userId, now],
  );
}
