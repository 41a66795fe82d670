import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { isPostgresError } from '../internal/db/database';
import { actAs } from '../internal/db/request-role';
import { testDatabaseVariants } from '../internal/db/test-databases';
import { accounts, createAccounts, rolledBack } from './callers';

// Taking something away from someone (unpublishing a set, revoking premium) needs a sign-in from the last ten
// minutes, read from the token's `amr` timestamps, which a token refresh carries over unchanged.

const admin = accounts.admin;
const author = accounts.author;
const SET_ID = '00000000-0000-4000-8000-00000000d5e1';
const SIGN_IN_AGAIN = 'Please sign in again: this action needs a sign-in from the last 10 minutes.';

async function actAsAdminSignedIn(tx: Queryable, secondsAgo: number | undefined): Promise<void> {
  const signedInAt = Math.floor(Date.now() / 1000) - (secondsAgo ?? 0);
  await actAs(tx, 'authenticated', {
    sub: admin.id,
    role: 'authenticated',
    email: admin.email,
    aud: 'authenticated',
    ...(secondsAgo === undefined ? {} : { amr: [{ method: 'password', timestamp: signedInAt }] }),
  });
}

/** What the statement does: 'done', or the error it fails with, leaving the transaction usable either way. */
async function attempt(tx: Queryable, statement: string, params: unknown[]) {
  await tx.query('savepoint attempt');
  try {
    await tx.query(statement, params);
    return 'done';
  } catch (error) {
    await tx.query('rollback to savepoint attempt');
    if (isPostgresError(error)) return { code: error.code, message: error.message };
    throw error;
  }
}

const destructive: [string, string, unknown[]][] = [
  ['unpublishing a set', 'select public.admin_unpublish_set($1)', [SET_ID]],
  ['revoking premium', 'select public.admin_set_premium($1, false)', [author.id]],
];

describe.each(testDatabaseVariants())('recent sign-in for the admin on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      await tx.query(
        `insert into public.question_sets (id, game_name, created_by, is_public) values ($1, 'Shared', $2, true)`,
        [SET_ID, author.id],
      );
      await tx.query(
        `insert into public.user_subscriptions (user_id, active, subscription_type) values ($1, true, 'premium')`,
        [author.id],
      );
    });
  });

  afterAll(() => drop());

  it.each(destructive)('allows %s two minutes after signing in', async (_, statement, params) => {
    const outcome = await rolledBack(database, async (tx) => {
      await actAsAdminSignedIn(tx, 120);
      return attempt(tx, statement, params);
    });
    expect(outcome).toBe('done');
  });

  it.each(destructive)(
    'asks to sign in again for %s half an hour after signing in',
    async (_, statement, params) => {
      const outcome = await rolledBack(database, async (tx) => {
        await actAsAdminSignedIn(tx, 30 * 60);
        return attempt(tx, statement, params);
      });
      expect(outcome).toMatchObject({ code: '42501', message: SIGN_IN_AGAIN });
    },
  );

  it.each(destructive)(
    'asks to sign in again for %s from a token without sign-in times',
    async (_, statement, params) => {
      const outcome = await rolledBack(database, async (tx) => {
        await actAsAdminSignedIn(tx, undefined);
        return attempt(tx, statement, params);
      });
      expect(outcome).toMatchObject({ code: '42501', message: SIGN_IN_AGAIN });
    },
  );

  it('gives premium without a recent sign-in, since nothing is taken away', async () => {
    const outcome = await rolledBack(database, async (tx) => {
      await actAsAdminSignedIn(tx, 30 * 60);
      return attempt(tx, 'select public.admin_set_premium($1, true)', [author.id]);
    });
    expect(outcome).toBe('done');
  });
});
