import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../config';
import type { FileStore } from '../storage/file-store';
import { openFileStore } from '../storage/file-store';
import { removeFilesOfDeletedObjects } from '../storage/removed-files';
import { defaultSources, migrate } from './migrate';
import { openPglite } from './pglite';
import type { TestDatabase } from './test-databases';
import { testDatabaseVariants } from './test-databases';

interface TableName {
  schema: string;
  table: string;
}

// Every ordinary table outside PostgreSQL's own catalogs: whatever the platform SQL and the migrations made.
const serverTables = (condition = 'true') => `
  select n.nspname as schema, c.relname as "table"
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
    and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    and n.nspname not like 'pg_temp%'
    and ${condition}
  order by 1, 2`;

const quoted = ({ schema, table }: TableName) => `"${schema}"."${table}"`;

describe.each(testDatabaseVariants())('primary keys on $name', ({ create }) => {
  let test: TestDatabase;
  let tables: TableName[];

  beforeAll(async () => {
    test = await create();
    tables = (await test.database.query<TableName>(serverTables())).rows;
  });
  afterAll(() => test?.drop());

  it('finds the tables of every schema the server creates', () => {
    const schemas = new Set(tables.map(({ schema }) => schema));
    for (const schema of ['auth', 'storage', 'public', 'quizcoop_shared', 'supabase_migrations']) {
      expect(schemas).toContain(schema);
    }
  });

  it('gives every one of those tables a primary key', async () => {
    const { rows } = await test.database.query<TableName>(
      serverTables('not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary)'),
    );
    expect(rows).toEqual([]);
  });
});

// Logical replication, change data capture and Supabase Realtime publish every table; PostgreSQL then refuses
// updates and deletes on any table without a replica identity, which a primary key gives.
describe.each(testDatabaseVariants().filter(({ name }) => name === 'PostgreSQL'))(
  'a database whose tables are all published, on $name',
  ({ create }) => {
    let test: TestDatabase;
    let files: FileStore;

    beforeAll(async () => {
      test = await create();
      await test.database.exec('create publication everything for all tables');
      files = await openFileStore(IN_MEMORY);
    });
    afterAll(async () => {
      await files?.close();
      await test?.drop();
    });

    it('lets the storage sweep take the notes of deleted objects', async () => {
      const { database } = test;
      await database.query(
        `insert into storage.objects (bucket_id, name, metadata) values ('question-media', 'gone.png', '{}')`,
      );
      await database.query(`delete from storage.objects where name = 'gone.png'`);
      await expect(removeFilesOfDeletedObjects(database, files)).resolves.toBe(1);
    });

    it('lets every table be updated and deleted from', async () => {
      const refused: string[] = [];
      const tables = (await test.database.query<TableName>(serverTables())).rows;
      for (const table of tables) {
        const { rows } = await test.database.query<{ column: string }>(
          `select attname as column from pg_attribute
           where attrelid = $1::regclass and attnum > 0 and not attisdropped
             and attgenerated = '' and attidentity <> 'a'
           order by attnum limit 1`,
          [quoted(table)],
        );
        const column = `"${rows[0]!.column}"`;
        for (const statement of [
          `update ${quoted(table)} set ${column} = ${column} where false`,
          `delete from ${quoted(table)} where false`,
        ]) {
          await test.database.query(statement).catch((error: Error) => refused.push(error.message));
        }
      }
      expect(refused).toEqual([]);
    });
  },
);

describe('the primary key of the removed objects notes', () => {
  const KEYED = '013_storage_removed_objects_primary_key.sql';
  let before: string;
  let empty: string;

  beforeAll(async () => {
    before = await mkdtemp(join(tmpdir(), 'quizcoop-platform-'));
    empty = await mkdtemp(join(tmpdir(), 'quizcoop-migrations-'));
    for (const file of await readdir(defaultSources.platform)) {
      if (file.endsWith('.sql') && file < KEYED) {
        await copyFile(join(defaultSources.platform, file), join(before, file));
      }
    }
  });
  afterAll(async () => {
    await rm(before, { recursive: true, force: true });
    await rm(empty, { recursive: true, force: true });
  });

  it('keeps one note per object name written before it, and one per name after', async () => {
    const database = await openPglite();
    try {
      await migrate(database, { platform: before, migrations: empty, seed: undefined });
      await database.exec(`
        insert into storage.buckets (id, name) values ('pictures', 'pictures');
        insert into storage.objects (bucket_id, name) values ('pictures', 'a.png'), ('pictures', 'b.png');
        delete from storage.objects;
        insert into storage.objects (bucket_id, name) values ('pictures', 'a.png');
        delete from storage.objects;`);
      const notes = () =>
        database.query<{ name: string }>('select name from quizcoop_shared.removed_objects order by name');
      expect((await notes()).rows).toEqual([{ name: 'a.png' }, { name: 'a.png' }, { name: 'b.png' }]);

      const { applied } = await migrate(database, { ...defaultSources, migrations: empty, seed: undefined });
      expect(applied).toContain(KEYED);
      expect((await notes()).rows).toEqual([{ name: 'a.png' }, { name: 'b.png' }]);

      await database.exec(`
        insert into storage.objects (bucket_id, name) values ('pictures', 'a.png'), ('pictures', 'c.png');
        delete from storage.objects;`);
      expect((await notes()).rows).toEqual([{ name: 'a.png' }, { name: 'b.png' }, { name: 'c.png' }]);
    } finally {
      await database.close();
    }
  });
});
