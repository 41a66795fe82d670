import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { FactorRow } from './factors';
import { factorJson, factorsOf } from './factors';

/** GoTrue's instance id for a single-tenant project. */
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
  banned_until: Date | null;
  deleted_at: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export interface User extends UserRow {
  identities: IdentityRow[];
  factors: FactorRow[];
}

export const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at,
  email_change, email_change_sent_at, phone, phone_confirmed_at, phone_change, phone_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at,
  updated_at, is_anonymous, banned_until, deleted_at`;

export async function withIdentities(db: Queryable, row: UserRow | undefined): Promise<User | undefined> {
  if (!row) return undefined;
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [row.id],
  );
  return { ...row, identities: rows, factors: await factorsOf(db, row.id) };
}

export async function findUserById(db: Queryable, id: string, forUpdate = false): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 ${forUpdate ? 'for update' : ''}`,
    [id],
  );
  return withIdentities(db, rows[0]);
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
  forUpdate = false,
): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false ${forUpdate ? 'for update' : ''}`,
    [email],
  );
  return withIdentities(db, rows[0]);
}

export async function findUserByPhone(
  db: Queryable,
  phone: string,
  forUpdate = false,
): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where phone = $1 ${forUpdate ? 'for update' : ''}`,
    [phone],
  );
  return withIdentities(db, rows[0]);
}

export async function isEmailTaken(db: Queryable, email: string, exceptUserId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.users where lower(email) = lower($1) and is_sso_user = false and id <> $2`,
    [email, exceptUserId],
  );
  return rows.length > 0;
}

export interface NewUser {
  /** Given only when an account is made again under the id it already had; otherwise a new one. */
  id?: string;
  email: string | null;
  /** In E.164; an account has an email, a phone number, both, or (anonymous) neither. */
  phone?: string | null;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  /** Set by the admin API: merged over the provider fields GoTrue keeps in app metadata. */
  appMetadata?: Record<string, unknown>;
  confirmedAt: Date | null;
  phoneConfirmedAt?: Date | null;
  now: Date;
}

/** Creates an account (and its email or phone identity) as GoTrue stores them. */
export async function createUser(tx: Queryable, account: NewUser): Promise<User> {
  const phone = account.phone ?? null;
  const provider = account.email ? 'email' : phone ? 'phone' : undefined;
  const appMetadata = { ...account.appMetadata, ...(provider ? { provider, providers: [provider] } : {}) };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous, phone, phone_confirmed_at)
     values ($1, coalesce($11::uuid, gen_random_uuid()), 'authenticated', 'authenticated', $2, $3, $4, $5, $6, $7,
        $7, $8, $9, $10)
     returning ${USER_COLUMNS}`,
    [
      INSTANCE_ID,
      account.email,
      account.passwordHash,
      account.email ? account.confirmedAt : null,
      JSON.stringify(appMetadata),
      JSON.stringify(account.userMetadata),
      account.now,
      provider === undefined,
      phone,
      phone ? (account.phoneConfirmedAt ?? null) : null,
      account.id ?? null,
    ],
  );
  const row = rows[0]!;
  if (account.email) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', $3, $3)`,
      [
        row.id,
        JSON.stringify({
          sub: row.id,
          email: account.email,
          email_verified: account.confirmedAt !== null,
          phone_verified: false,
        }),
        account.now,
      ],
    );
  } else if (phone) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'phone', $3, $3)`,
      [
        row.id,
        JSON.stringify({ sub: row.id, phone, email_verified: false, phone_verified: false }),
        account.now,
      ],
    );
  }
  return (await withIdentities(tx, row))!;
}

/**
 * Inserts a stand-in account with this metadata and takes it back at once. The database's rules (such as the
 * profile trigger's unique username) refuse it exactly as they would refuse a new account, so a sign-up with a
 * registered address is refused for the same reasons and in the same words as one with a new address. Returns
 * the metadata as the database stores it, keys in its order.
 */
export async function rehearseNewUser(
  tx: Queryable,
  account: Omit<NewUser, 'email'>,
): Promise<Record<string, unknown>> {
  await tx.query('savepoint rehearse_new_user');
  try {
    const standIn = await createUser(tx, {
      ...account,
      email: `${randomUUID()}@stand-in.invalid`,
      phone: null,
    });
    return standIn.raw_user_meta_data ?? {};
  } finally {
    await tx.query('rollback to savepoint rehearse_new_user');
  }
}

/**
 * What sign-up answers for an address that already has an account: a new user like any other, with a fresh id
 * and the metadata just sent, so the answer tells nothing of the account or its owner.
 */
export function lookalikeUserJson(
  email: string,
  metadata: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  const id = randomUUID();
  return userJson({
    id,
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    phone: null,
    phone_confirmed_at: null,
    phone_change: null,
    phone_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: metadata,
    created_at: now,
    updated_at: now,
    is_anonymous: false,
    banned_until: null,
    deleted_at: null,
    identities: [
      {
        id: randomUUID(),
        provider_id: id,
        user_id: id,
        identity_data: { sub: id, email, email_verified: false, phone_verified: false },
        provider: 'email',
        last_sign_in_at: null,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
    factors: [],
  });
}

/** The column and identity flag that say an account's email or phone number is proven. */
const PROOF_OF_CONTACT = {
  email: { confirmedAt: 'email_confirmed_at', verified: '{"email_verified": true}' },
  phone: { confirmedAt: 'phone_confirmed_at', verified: '{"phone_verified": true}' },
} as const;

/**
 * Marks the account's email (a confirmation or recovery link was followed) or phone number (a texted code was
 * typed) as proven, on the account and on its identity for that channel.
 */
export async function confirmContact(
  tx: Queryable,
  userId: string,
  now: Date,
  channel: keyof typeof PROOF_OF_CONTACT,
): Promise<void> {
  const { confirmedAt, verified } = PROOF_OF_CONTACT[channel];
  await tx.query(
    `update auth.users set ${confirmedAt} = coalesce(${confirmedAt}, $2), confirmation_token = '',
        updated_at = $2 where id = $1`,
    [userId, now],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = $2
      where user_id = $1 and provider = $4`,
    [userId, now, verified, channel],
  );
}

/** Marks the email as proven (a confirmation or recovery link was followed). */
export function confirmEmail(tx: Queryable, userId: string, now: Date): Promise<void> {
  return confirmContact(tx, userId, now, 'email');
}

/** GoTrue's merge of user metadata: given keys replace stored ones, and a null value removes its key. */
export function mergeMetadata(
  stored: Record<string, unknown> | null,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function earliest(left: Date | null, right: Date | null): Date | null {
  if (!left || !right) return left ?? right;
  return left.getTime() <= right.getTime() ? left : right;
}

function timestamp(value: Date | null | undefined): string | undefined {
  return value ? value.toISOString() : undefined;
}

/** Drops the keys whose value is undefined, as GoTrue leaves out empty timestamps. */
function present(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** The user object GoTrue returns (GET /user, sign-up, inside a session). */
export function userJson(user: User): Record<string, unknown> {
  return present({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: timestamp(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: timestamp(user.phone_confirmed_at),
    invited_at: timestamp(user.invited_at),
    confirmation_sent_at: timestamp(user.confirmation_sent_at),
    confirmed_at: timestamp(earliest(user.email_confirmed_at, user.phone_confirmed_at)),
    recovery_sent_at: timestamp(user.recovery_sent_at),
    new_email: user.email_change ? user.email_change : undefined,
    email_change_sent_at: user.email_change ? timestamp(user.email_change_sent_at) : undefined,
    new_phone: user.phone_change ? user.phone_change : undefined,
    phone_change_sent_at: user.phone_change ? timestamp(user.phone_change_sent_at) : undefined,
    last_sign_in_at: timestamp(user.last_sign_in_at),
    banned_until: timestamp(user.banned_until),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities.map((identity) =>
      present({
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        last_sign_in_at: timestamp(identity.last_sign_in_at),
        created_at: timestamp(identity.created_at),
        updated_at: timestamp(identity.updated_at),
        email: identity.email ?? undefined,
      }),
    ),
    // GoTrue leaves the list out when there are no factors.
    factors: user.factors.length > 0 ? user.factors.map(factorJson) : undefined,
    created_at: timestamp(user.created_at),
    updated_at: timestamp(user.updated_at),
    is_anonymous: user.is_anonymous,
  });
}
