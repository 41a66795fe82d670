import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { actAs } from '../internal/db/request-role';
import { testDatabaseVariants } from '../internal/db/test-databases';
import { rolledBack, signUp, sqlstateOf } from './callers';

const user = '00000000-0000-4000-8000-0000000000c1';
const email = 'teacher@quizcoop.test';

interface Subscription {
  active: boolean;
  type: string;
  validUntil: string | null;
}

/** Premium is an active subscription, not of type free, with no end or an end still ahead. */
const premiumCases: { subscription: Subscription | null; premium: boolean }[] = [
  { subscription: null, premium: false },
  { subscription: { active: true, type: 'premium', validUntil: null }, premium: true },
  { subscription: { active: true, type: 'premium', validUntil: '1 day' }, premium: true },
  { subscription: { active: true, type: 'premium', validUntil: '-1 second' }, premium: false },
  { subscription: { active: false, type: 'premium', validUntil: null }, premium: false },
  { subscription: { active: true, type: 'free', validUntil: null }, premium: false },
  { subscription: { active: true, type: 'school', validUntil: '1 year' }, premium: true },
];

interface AdminCase {
  what: string;
  role: boolean;
  identity: string | null;
  confirmed?: boolean;
  admin: boolean;
}

/** An admin needs both an admin role row AND to be the one configured identity, by email or by user id. */
const adminCases: AdminCase[] = [
  { what: 'the role and the identity by email', role: true, identity: email, admin: true },
  {
    what: 'the role and the identity by email in another case',
    role: true,
    identity: 'Teacher@QuizCoop.test',
    admin: true,
  },
  { what: 'the role and the identity by user id', role: true, identity: user, admin: true },
  {
    what: 'the role and the identity by an upper-case user id',
    role: true,
    identity: user.toUpperCase(),
    admin: true,
  },
  { what: 'the role but another identity', role: true, identity: 'someone@quizcoop.test', admin: false },
  { what: 'the role but no identity configured', role: true, identity: null, admin: false },
  { what: 'the identity but no role', role: false, identity: email, admin: false },
  {
    what: 'the role and an unconfirmed email identity',
    role: true,
    identity: email,
    confirmed: false,
    admin: false,
  },
];

async function subscribe(tx: Queryable, subscription: Subscription) {
  await tx.query(
    `insert into public.user_subscriptions (user_id, active, subscription_type, valid_until)
     values ($1, $2, $3, now() + $4::interval)`,
    [user, subscription.active, subscription.type, subscription.validUntil],
  );
}

describe.each(testDatabaseVariants())('is_premium and is_admin on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
  });

  afterAll(() => drop());

  it.each(premiumCases)('is_premium with $subscription → $premium', async ({ subscription, premium }) => {
    const answer = await rolledBack(database, async (tx) => {
      await signUp(tx, { id: user, email, metadata: { username: 'teacher' } });
      if (subscription) await subscribe(tx, subscription);
      return (await tx.query<{ premium: boolean }>('select private.is_premium($1) as premium', [user]))
        .rows[0]!.premium;
    });
    expect(answer).toBe(premium);
  });

  it.each(adminCases)('is_admin with $what → $admin', async ({ role, identity, confirmed = true, admin }) => {
    const answer = await rolledBack(database, async (tx) => {
      await signUp(tx, { id: user, email, metadata: { username: 'teacher' }, confirmed });
      if (role) await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [user]);
      // Written straight into the settings: set_admin_identity would also give the account its role row.
      await tx.query(`update private.settings set admin_identity = nullif($1, '')`, [identity ?? '']);
      return (await tx.query<{ admin: boolean }>('select private.is_admin($1) as admin', [user])).rows[0]!
        .admin;
    });
    expect(answer).toBe(admin);
  });

  it('answers no for nobody (a visitor has no user id)', async () => {
    const { rows } = await database.query(
      'select private.is_premium(null) as premium, private.is_admin(null) as admin',
    );
    expect(rows).toEqual([{ premium: false, admin: false }]);
  });

  it('tells callers their own status, and only theirs', async () => {
    const status = await rolledBack(database, async (tx) => {
      await signUp(tx, { id: user, email, metadata: { username: 'teacher' } });
      await subscribe(tx, { active: true, type: 'premium', validUntil: null });
      await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [user]);
      await tx.query('select private.set_admin_identity($1)', [email]);
      await actAs(tx, 'authenticated', { sub: user, role: 'authenticated' });
      const own = (
        await tx.query('select current_user_is_admin() as admin, current_user_is_premium() as premium')
      ).rows[0];
      await actAs(tx, 'anon', { role: 'anon' });
      const visitor = (
        await tx.query('select current_user_is_admin() as admin, current_user_is_premium() as premium')
      ).rows[0];
      return { own, visitor };
    });
    expect(status).toEqual({
      own: { admin: true, premium: true },
      visitor: { admin: false, premium: false },
    });
  });

  it.each([
    'select admin_identity from private.settings',
    `update private.settings set admin_identity = 'me@quizcoop.test'`,
    `select private.set_admin_identity('me@quizcoop.test')`,
  ])('keeps the configured admin identity away from API callers: %s', async (statement) => {
    const attempt = rolledBack(database, async (tx) => {
      await actAs(tx, 'authenticated', { sub: user, role: 'authenticated' });
      await tx.query(statement);
    });
    expect(await sqlstateOf(attempt)).toBe('42501');
  });
});
