import type { Database, Queryable } from '../internal/db/database';
import { isPostgresError } from '../internal/db/database';
import type { RequestRole } from '../internal/db/request-role';
import { actAs } from '../internal/db/request-role';

/** Everyone a request can come from, as the row-level security matrix names them. */
export type CallerName = 'anon' | 'author' | 'other' | 'free' | 'premium' | 'admin' | 'service';

export const CALLER_NAMES: readonly CallerName[] = [
  'anon',
  'author',
  'other',
  'free',
  'premium',
  'admin',
  'service',
];

export interface Account {
  id: string;
  email: string;
  username: string;
}

/**
 * The signed-in people of the tests. The author writes sets and is on the free plan; "other" is another
 * signed-in user with no subscription; "free" has a subscription row of type free; "premium" pays; "admin" has
 * the admin role and is the configured admin identity (but no premium).
 */
export const accounts = {
  author: { id: '00000000-0000-4000-8000-0000000000a1', email: 'author@quizcoop.test', username: 'author' },
  other: { id: '00000000-0000-4000-8000-0000000000a2', email: 'other@quizcoop.test', username: 'other_user' },
  free: { id: '00000000-0000-4000-8000-0000000000a3', email: 'free@quizcoop.test', username: 'free_user' },
  premium: {
    id: '00000000-0000-4000-8000-0000000000a4',
    email: 'premium@quizcoop.test',
    username: 'premium_user',
  },
  admin: { id: '00000000-0000-4000-8000-0000000000a5', email: 'admin@quizcoop.test', username: 'admin_user' },
} satisfies Record<Exclude<CallerName, 'anon' | 'service'>, Account>;

export const signedInIds = Object.values(accounts).map((account) => account.id);

export interface SignUp {
  id: string;
  email?: string | null;
  metadata?: Record<string, unknown>;
  isAnonymous?: boolean;
  confirmed?: boolean;
}

/** Creates an auth user the way the auth server does: one row in auth.users, whose trigger makes the profile. */
export async function signUp(
  db: Queryable,
  { id, email = null, metadata = {}, isAnonymous = false, confirmed = true }: SignUp,
) {
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, is_anonymous, email_confirmed_at)
     values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, $4, case when $5::boolean then now() end)`,
    [id, email, JSON.stringify(metadata), isAnonymous, confirmed],
  );
}

/** The people of the tests, with their subscriptions, the admin role and the configured admin identity. */
export async function createAccounts(db: Queryable): Promise<void> {
  for (const account of Object.values(accounts)) {
    await signUp(db, {
      id: account.id,
      email: account.email,
      metadata: { username: account.username, terms_accepted: true },
    });
  }
  await db.query(
    `insert into public.user_subscriptions (user_id, active, subscription_type, valid_until)
     values ($1, true, 'free', null), ($2, true, 'premium', now() + interval '30 days')`,
    [accounts.free.id, accounts.premium.id],
  );
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [accounts.admin.id]);
  await db.query('select private.set_admin_identity($1)', [accounts.admin.email]);
}

function requestOf(caller: CallerName): { role: RequestRole; claims: Record<string, unknown> } {
  if (caller === 'anon') return { role: 'anon', claims: { role: 'anon' } };
  if (caller === 'service') return { role: 'service_role', claims: { role: 'service_role' } };
  const account = accounts[caller];
  return {
    role: 'authenticated',
    claims: { sub: account.id, role: 'authenticated', email: account.email, aud: 'authenticated' },
  };
}

class RolledBack {
  constructor(readonly value: unknown) {}
}

/**
 * Runs work in a transaction that is always rolled back, so cases never see each other's writes. Deferred
 * checks are made to fire before the rollback, so the outcome is the one a commit would have had.
 */
export async function rolledBack<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      const value = await work(tx);
      await tx.query('set constraints all immediate');
      throw new RolledBack(value);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('The transaction was expected to roll back.');
}

/** Runs work as one caller, the way the REST API does for a request, then rolls it back. */
export function asCaller<T>(
  db: Database,
  caller: CallerName,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return rolledBack(db, async (tx) => {
    const { role, claims } = requestOf(caller);
    await actAs(tx, role, claims);
    return work(tx);
  });
}

/** Becomes a caller inside an open transaction (for a test that commits, or that switches callers). */
export function becomeCaller(tx: Queryable, caller: CallerName): Promise<void> {
  const { role, claims } = requestOf(caller);
  return actAs(tx, role, claims);
}

/** The SQLSTATE a promise fails with, or undefined if it succeeds. */
export async function sqlstateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (isPostgresError(error)) return error.code;
    throw error;
  }
}

/** The PostgreSQL error a promise fails with (code, constraint, message), for tests of clear error messages. */
export async function postgresErrorOf(
  promise: Promise<unknown>,
): Promise<{ code: string; constraint: string | undefined; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isPostgresError(error))
      return { code: error.code, constraint: error.constraint, message: error.message };
    throw error;
  }
  throw new Error('Expected the database to refuse this.');
}
