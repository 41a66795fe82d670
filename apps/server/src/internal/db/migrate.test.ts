import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { defaultSources, migrate } from './migrate';
import { openPglite } from './pglite';
import { testDatabaseVariants } from './test-databases';
import { actAs } from './request-role';

let database: Database;
let migrations: string;

beforeAll(async () => {
  database = await openPglite();
  migrations = await mkdtemp(join(tmpdir(), 'quizcoop-migrations-'));
  await writeFile(
    join(migrations, '20260101000000_notes.sql'),
    `create table public.notes (id int primary key, author uuid not null default auth.uid(), body text);
     alter table public.notes enable row level security;
     create policy "Authors read their own notes" on public.notes for select to authenticated
       using ((select auth.uid()) = author);`,
  );
});

afterAll(async () => {
  await database.close();
  await rm(migrations, { recursive: true, force: true });
});

describe('migrate', () => {
  it('applies the platform and the project migrations once each', async () => {
    const sources = { ...defaultSources, migrations, seed: undefined };
    const platform = (await readdir(defaultSources.platform)).filter((file) => file.endsWith('.sql')).sort();
    expect(platform.slice(0, 3)).toEqual(['001_roles_and_extensions.sql', '002_auth.sql', '003_storage.sql']);
    const first = await migrate(database, sources);
    expect(first.applied).toEqual([...platform, '20260101000000_notes.sql']);
    expect((await migrate(database, sources)).applied).toEqual([]);
    const recorded = await database.query('select version, name from supabase_migrations.schema_migrations');
    expect(recorded.rows).toEqual([{ version: '20260101000000', name: 'notes' }]);
  });

  it('refuses two migrations that share a version, naming both', async () => {
    const clash = await mkdtemp(join(tmpdir(), 'quizcoop-migrations-'));
    try {
      await writeFile(join(clash, '20260102000000_first.sql'), 'select 1;');
      await writeFile(join(clash, '20260102000000_second.sql'), 'select 2;');
      await expect(
        migrate(database, { ...defaultSources, migrations: clash, seed: undefined }),
      ).rejects.toThrow(
        'Migrations 20260102000000_first.sql and 20260102000000_second.sql share the version 20260102000000',
      );
    } finally {
      await rm(clash, { recursive: true, force: true });
    }
  });

  it('makes the caller of a request subject to row-level security', async () => {
    const alice = '00000000-0000-4000-8000-00000000000a';
    await database.query(
      `insert into public.notes (id, author, body) values (1, $1, 'mine'), (2, gen_random_uuid(), 'not mine')`,
      [alice],
    );
    const seen = await database.transaction(async (tx) => {
      await actAs(tx, 'authenticated', { sub: alice, role: 'authenticated' });
      return (await tx.query('select id, auth.uid() as uid from public.notes')).rows;
    });
    expect(seen).toEqual([{ id: 1, uid: alice }]);
    const anonymous = await database.transaction(async (tx) => {
      await actAs(tx, 'anon', { role: 'anon' });
      return tx.query('select id from public.notes');
    });
    expect(anonymous.rows).toEqual([]);
  });

  it('rolls back a failing migration and names it', async () => {
    await writeFile(
      join(migrations, '20260102000000_broken.sql'),
      'create table public.half (id int); select * from nowhere;',
    );
    await expect(migrate(database, { ...defaultSources, migrations, seed: undefined })).rejects.toThrow(
      /Migration 20260102000000_broken.sql failed/,
    );
    const half = await database.query(`select to_regclass('public.half') as table`);
    expect(half.rows).toEqual([{ table: null }]);
  });
});

describe.each(testDatabaseVariants())('the platform on $name', (variant) => {
  it('gives a fresh database the auth and storage schemas and the API roles', async () => {
    const { database: fresh, drop } = await variant.create();
    try {
      const roles = await fresh.query<{ rolname: string; rolbypassrls: boolean }>(
        `select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1`,
      );
      expect(roles.rows).toEqual([
        { rolname: 'anon', rolbypassrls: false },
        { rolname: 'authenticated', rolbypassrls: false },
        { rolname: 'service_role', rolbypassrls: true },
      ]);
      const uid = await fresh.transaction(async (tx) => {
        await actAs(tx, 'authenticated', { sub: '00000000-0000-4000-8000-000000000001' });
        return (
          await tx.query('select auth.uid() as uid, auth.role() as role, storage.foldername($1) as folders', [
            'a/b/c.png',
          ])
        ).rows;
      });
      expect(uid).toEqual([{ uid: '00000000-0000-4000-8000-000000000001', role: null, folders: ['a', 'b'] }]);
    } finally {
      await drop();
    }
  });
});
