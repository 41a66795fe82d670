import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { accounts, asCaller, createAccounts, sqlstateOf } from './callers';

// The audit log is only worth reading if nobody but the admin functions can write it. Its writer is a
// security definer helper, so whoever may execute it could write rows in anyone's name.

const FORGE = `select private.record_admin_action($1, 'premium.grant', 'forged', '{}'::jsonb)`;

describe.each(testDatabaseVariants())('who writes the admin audit log on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction((tx) => createAccounts(tx));
  });

  afterAll(() => drop());

  it.each<CallerName>(['anon', 'author', 'premium', 'admin'])(
    'refuses %s the log’s writer, so no entry can be forged',
    async (caller) => {
      const forged = asCaller(database, caller, (tx) => tx.query(FORGE, [accounts.admin.id]));
      expect(await sqlstateOf(forged)).toBe('42501');
    },
  );

  it('still records what the admin does through the admin functions', async () => {
    const recorded = await asCaller(database, 'admin', async (tx) => {
      await tx.query(`select public.admin_set_feature_flag('copy_public_games', false)`);
      const { rows } = await tx.query('select actor_id, action, target from public.admin_audit_log');
      return rows;
    });
    expect(recorded).toEqual([
      { actor_id: accounts.admin.id, action: 'flag.set', target: 'copy_public_games' },
    ]);
  });
});
