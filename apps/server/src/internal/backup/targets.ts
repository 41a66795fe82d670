import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { quoteIdentifier } from './catalog';

const STAGING = '.tmp';

/** How many stored files a file store's folder holds (uploads being staged do not count). */
export async function storedFileCount(storageRoot: string): Promise<number> {
  if (!existsSync(storageRoot)) return 0;
  let count = 0;
  for (const entry of await readdir(storageRoot, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.parentPath.startsWith(join(storageRoot, STAGING))) count++;
  }
  return count;
}

/** Whether a PGlite data folder already holds a database. */
export async function hasPgliteDatabase(dataDir: string): Promise<boolean> {
  const pgdata = join(dataDir, 'pgdata');
  return existsSync(pgdata) && (await readdir(pgdata)).length > 0;
}

const SERVER_SCHEMAS = `nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'
  and not exists (select 1 from pg_depend d where d.objid = n.oid and d.deptype = 'e')`;

/** The tables a PostgreSQL database already has, by qualified name. */
export async function existingTables(database: Database): Promise<string[]> {
  const { rows } = await database.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${SERVER_SCHEMAS} order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Empties a PostgreSQL database of everything the server made: every schema of its own, and public anew. */
export async function clearPostgres(database: Database): Promise<void> {
  const { rows } = await database.query<{ name: string }>(
    `select nspname as name from pg_namespace n where ${SERVER_SCHEMAS}`,
  );
  await database.transaction(async (tx) => {
    for (const { name } of rows) await tx.exec(`drop schema ${quoteIdentifier(name)} cascade`);
    await tx.exec('create schema public; grant usage on schema public to public');
  });
}

/** Empties a PGlite data folder's database and stored files; its lock, secret and backups stay. */
export async function clearDataFolder(dataDir: string): Promise<void> {
  await rm(join(dataDir, 'pgdata'), { recursive: true, force: true });
  await rm(join(dataDir, 'storage'), { recursive: true, force: true });
}
