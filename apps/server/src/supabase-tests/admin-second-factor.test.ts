import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { actAs } from '../internal/db/request-role';
import { testDatabaseVariants } from '../internal/db/test-databases';
import { accounts, createAccounts, rolledBack, signUp, sqlstateOf } from './callers';

// Once the admin has turned on two-factor authentication, a stolen password (an aal1 session) must not be
// enough to act as admin: the database itself asks for an aal2 token, whatever the browser does.

const author = accounts.author;
const admin = accounts.admin;

async function giveVerifiedFactor(tx: Queryable, userId: string, status = 'verified'): Promise<void> {
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
     values (gen_random_uuid(), $1, 'Phone app', 'totp', $2, now(), now())`,
    [userId, status],
  );
}

async function actAsAdmin(tx: Queryable, aal: 'aal1' | 'aal2' | undefined): Promise<void> {
  await actAs(tx, 'authenticated', {
    sub: admin.id,
    role: 'authenticated',
    email: admin.email,
    aud: 'authenticated',
    ...(aal ? { aal } : {}),
  });
}

/** Everything the admin role gives: the dashboard, problem reports, private sets, official sets, flags. */
async function adminPowers(tx: Queryable, privateSetId: string): Promise<Record<string, unknown>> {
  const dashboard = await sqlstateOf(
    tx.query('savepoint dashboard').then(() => tx.query('select * from public.admin_dashboard_counts()')),
  );
  if (dashboard) await tx.query('rollback to savepoint dashboard');
  const reports = (await tx.query('select id from public.problem_reports')).rows.length;
  const privateSets = (
    await tx.query('select id from public.question_sets where not is_public and created_by <> $1', [admin.id])
  ).rows.length;
  const flag = await sqlstateOf(
    tx
      .query('savepoint flag')
      .then(() =>
        tx.query(`insert into public.feature_flags (name, enabled) values ('second_factor_probe', true)`),
      ),
  );
  if (flag) await tx.query('rollback to savepoint flag');
  const official = await sqlstateOf(
    tx
      .query('savepoint official')
      .then(() => tx.query('select public.admin_set_official($1, true)', [privateSetId])),
  );
  if (official) await tx.query('rollback to savepoint official');
  return {
    dashboard: dashboard ?? 'allowed',
    reports,
    privateSets,
    flag: flag ?? 'allowed',
    official: official ?? 'allowed',
  };
}

const ALL_POWERS = { dashboard: 'allowed', reports: 1, privateSets: 1, flag: 'allowed', official: 'allowed' };
const NO_POWERS = { dashboard: '42501', reports: 0, privateSets: 0, flag: '42501', official: '42501' };

describe.each(testDatabaseVariants())('the admin with a second factor on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;
  let privateSetId: string;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      const privateSet = await tx.query<{ id: string }>(
        `insert into public.question_sets (game_name, created_by, is_public) values ('Private quiz', $1, false)
         returning id`,
        [author.id],
      );
      privateSetId = privateSet.rows[0]!.id;
      await tx.query(
        `insert into public.problem_reports (category, description, contact_email)
         values ('bug', 'The wheel stops too early', null)`,
      );
    });
  });

  afterAll(() => drop());

  it('acts as admin from an aal1 session while no factor is verified', async () => {
    const powers = await rolledBack(database, async (tx) => {
      await giveVerifiedFactor(tx, admin.id, 'unverified');
      await actAsAdmin(tx, 'aal1');
      return adminPowers(tx, privateSetId);
    });
    expect(powers).toEqual(ALL_POWERS);
  });

  it('refuses every admin power to an aal1 session once a factor is verified', async () => {
    const powers = await rolledBack(database, async (tx) => {
      await giveVerifiedFactor(tx, admin.id);
      await actAsAdmin(tx, 'aal1');
      return adminPowers(tx, privateSetId);
    });
    expect(powers).toEqual(NO_POWERS);
  });

  it('refuses them to a token without any aal claim too', async () => {
    const powers = await rolledBack(database, async (tx) => {
      await giveVerifiedFactor(tx, admin.id);
      await actAsAdmin(tx, undefined);
      return adminPowers(tx, privateSetId);
    });
    expect(powers).toEqual(NO_POWERS);
  });

  it('gives them back to an aal2 session', async () => {
    const powers = await rolledBack(database, async (tx) => {
      await giveVerifiedFactor(tx, admin.id);
      await actAsAdmin(tx, 'aal2');
      return adminPowers(tx, privateSetId);
    });
    expect(powers).toEqual(ALL_POWERS);
  });

  it('still tells the admin at aal1 that the account is the admin, so the app can ask for the code', async () => {
    const answer = await rolledBack(database, async (tx) => {
      await giveVerifiedFactor(tx, admin.id);
      await actAsAdmin(tx, 'aal1');
      return (await tx.query<{ admin: boolean }>('select public.current_user_is_admin() as admin')).rows[0];
    });
    expect(answer).toEqual({ admin: true });
  });

  it('gives nothing to another user whose token claims aal2', async () => {
    const powers = await rolledBack(database, async (tx) => {
      await signUp(tx, { id: '00000000-0000-4000-8000-0000000000f1', email: 'someone@quizcoop.test' });
      await actAs(tx, 'authenticated', {
        sub: '00000000-0000-4000-8000-0000000000f1',
        role: 'authenticated',
        aal: 'aal2',
      });
      return adminPowers(tx, privateSetId);
    });
    expect(powers).toEqual({ ...NO_POWERS, privateSets: 0 });
  });
});
