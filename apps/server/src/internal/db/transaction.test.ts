import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { MAX_PREPARED_PER_CONNECTION } from './prepared-statements';
import { callerSettings } from './request-role';
import type { TestDatabase } from './test-databases';
import { testDatabaseVariants } from './test-databases';
import { sqlstateOf } from '../../supabase-tests/callers';

const ALICE = '00000000-0000-4000-8000-00000000a11c';
const BOB = '00000000-0000-4000-8000-000000000b0b';

/** A table each user sees only their own rows of, through the same policies the API's tables use. */
const NOTES = `
  create table public.transaction_notes (owner uuid not null, body text not null);
  alter table public.transaction_notes enable row level security;
  grant select on public.transaction_notes to anon, authenticated;
  create policy "Owners read their notes" on public.transaction_notes for select to authenticated
    using (owner = (select auth.uid()));
  insert into public.transaction_notes values ('${ALICE}', 'alice''s note'), ('${BOB}', 'bob''s note');
`;

const NOTES_OF =
  'select coalesce(json_agg(body order by body), $1::json)::text as bodies from public.transaction_notes';

describe.each(testDatabaseVariants())('transactions on $name', (variant) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await variant.create();
    database = test.database;
    await database.exec(NOTES);
  });

  afterAll(async () => {
    await test?.drop();
  });

  it('opens with its settings, exactly as given, and drops them when it ends', async () => {
    const hostile = `it's a \\' quote'); select pg_sleep(10); -- \\\\ and E'\\x41' and $$dollars$$ 😀`;
    const seen = await database.transaction(
      async (tx) => {
        const { rows } = await tx.query<{ value: string; timeout: string }>(
          `select current_setting('quizcoop.probe') as value, current_setting('statement_timeout') as timeout`,
        );
        return rows[0];
      },
      { readOnly: true, settings: { 'quizcoop.probe': hostile, statement_timeout: '1234' } },
    );
    expect(seen).toEqual({ value: hostile, timeout: '1234ms' });
    const { rows } = await database.query<{ value: string | null }>(
      `select current_setting('quizcoop.probe', true) as value`,
    );
    expect(rows[0]?.value ?? '').toBe('');
  });

  it('refuses a setting holding the NUL character rather than cutting it short', async () => {
    const work = database.transaction(async () => undefined, { settings: { 'quizcoop.probe': 'a\u0000b' } });
    await expect(work).rejects.toThrow();
  });

  it('keeps a read-only transaction from writing, with or without settings', async () => {
    const write = `insert into public.transaction_notes values ('${ALICE}', 'more')`;
    expect(await sqlstateOf(database.transaction((tx) => tx.query(write), { readOnly: true }))).toBe('25006');
    const asAlice = callerSettings('authenticated', { sub: ALICE, role: 'authenticated' });
    const attempt = database.transaction((tx) => tx.query(write), { readOnly: true, settings: asAlice });
    expect(await sqlstateOf(attempt)).toBe('25006');
  });

  it('answers a prepared statement as the caller of each transaction, never as the one it was planned for', async () => {
    const notesOf = (role: 'anon' | 'authenticated', sub?: string) =>
      database.transaction(
        async (tx) => (await tx.prepared<{ bodies: string }>(NOTES_OF, ['[]'])).rows[0]?.bodies,
        { readOnly: true, settings: callerSettings(role, sub ? { sub, role } : { role }) },
      );
    for (let round = 0; round < 8; round += 1) {
      expect(await notesOf('authenticated', ALICE)).toBe(`["alice's note"]`);
      expect(await notesOf('authenticated', BOB)).toBe(`["bob's note"]`);
      expect(await notesOf('anon')).toBe('[]');
    }
  });

  it('still runs a statement first prepared in a transaction that rolled back', async () => {
    const sql = 'select $1::int + 1 as next';
    const failed = database.transaction(async (tx) => {
      await tx.prepared(sql, [1]);
      throw new Error('rolled back on purpose');
    });
    await expect(failed).rejects.toThrow('rolled back on purpose');
    const { rows } = await database.transaction((tx) => tx.prepared<{ next: number }>(sql, [41]));
    expect(rows[0]?.next).toBe(42);
  });

  it('reports a broken statement as PostgreSQL does, prepared or not', async () => {
    const broken = 'select no_such_column from public.transaction_notes where owner = $1';
    expect(await sqlstateOf(database.transaction((tx) => tx.prepared(broken, [ALICE])))).toBe('42703');
    expect(await sqlstateOf(database.transaction((tx) => tx.query(broken, [ALICE])))).toBe('42703');
  });

  it('keeps no more than its bound of prepared statements on a connection, however many shapes arrive', async () => {
    for (let shape = 0; shape < MAX_PREPARED_PER_CONNECTION + 50; shape += 1) {
      const { rows } = await database.transaction((tx) =>
        tx.prepared<{ sum: number }>(`select $1::int + ${shape} as sum`, [1]),
      );
      expect(rows[0]?.sum).toBe(shape + 1);
    }
    const { rows } = await database.transaction((tx) =>
      tx.query<{ kept: number }>('select count(*)::int as kept from pg_prepared_statements'),
    );
    expect(rows[0]!.kept).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION + 1);
  });

  describe('a read alone in its transaction', () => {
    // A pool connection runs the statement prepared first, then from a one-round-trip script: enough calls
    // reach both on every connection of the pool.
    const CALLS = 30;

    it('answers as the caller of each call, whichever way it travels', async () => {
      const notesOf = async (role: 'anon' | 'authenticated', sub?: string) =>
        (
          await database.readOnce<{ bodies: string }>(
            NOTES_OF,
            ['[]'],
            callerSettings(role, sub ? { sub, role } : { role }),
          )
        ).rows[0]?.bodies;
      for (let call = 0; call < CALLS; call += 1) {
        expect(await notesOf('authenticated', ALICE)).toBe(`["alice's note"]`);
        expect(await notesOf('authenticated', BOB)).toBe(`["bob's note"]`);
        expect(await notesOf('anon')).toBe('[]');
      }
    });

    it('reads every value exactly as a bound parameter, quotes, backslashes and lists included', async () => {
      const hostile = `it's a \\' quote'); select pg_sleep(10); -- \\\\ "E'\\x41'" {a,b} $$dollars$$ 😀`;
      const sql =
        'select $1::text as text, $2::text[] as list, $3::int as number, $4::boolean as flag, $5::text as nothing';
      const values = [hostile, [hostile, 'plain', null, '', 'NULL', 'a,b'], 7, false, null];
      for (let call = 0; call < CALLS; call += 1) {
        const { rows } = await database.readOnce(sql, values);
        expect(rows[0]).toEqual({
          text: hostile,
          list: [hostile, 'plain', null, '', 'NULL', 'a,b'],
          number: 7,
          flag: false,
          nothing: null,
        });
      }
    });

    it("refuses a value that does not fit its type with PostgreSQL's own error, and goes on answering", async () => {
      for (let call = 0; call < CALLS; call += 1) {
        expect(await sqlstateOf(database.readOnce('select $1::uuid as id', ['not-a-uuid']))).toBe('22P02');
        expect(await sqlstateOf(database.readOnce('select $1::text as text', ['a\u0000b']))).toBe('22021');
        const { rows } = await database.readOnce<{ id: string }>('select $1::uuid as id', [ALICE]);
        expect(rows[0]?.id).toBe(ALICE);
      }
    });

    it('holds the statement timeout and stays read-only', async () => {
      for (let call = 0; call < CALLS; call += 1) {
        const slow = database.readOnce('select pg_sleep($1::float8) as slept', [0.05], {
          statement_timeout: '10',
        });
        expect(await sqlstateOf(slow)).toBe(variant.name === 'PGlite' ? undefined : '57014');
      }
      const write = `insert into public.transaction_notes select $1::uuid, 'more'`;
      for (let call = 0; call < CALLS; call += 1) {
        expect(await sqlstateOf(database.readOnce(write, [ALICE]))).toBe('25006');
      }
    });
  });
});
