import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';
import { paths } from './paths';

export interface MigrationSources {
  /** SQL that creates what hosted Supabase already has (roles, auth, storage). */
  platform: string;
  /** supabase/migrations: the project's schema, as `supabase db push` applies it. */
  migrations: string;
  /** supabase/seed.sql, applied once to a new database. */
  seed: string | undefined;
}

export const defaultSources: MigrationSources = {
  platform: paths.platform,
  migrations: paths.migrations,
  seed: paths.seed,
};

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
  /** The backup the server wrote before migrating older data. */
  backupBeforeUpgrade?: string;
}

export async function sqlFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
}

// The same tables the Supabase CLI uses, so a database moved to hosted Supabase knows what it has.
const TRACKING = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text,
    statements text[],
    applied_at timestamptz not null default now()
  );
  create schema if not exists quizcoop_platform;
  create table if not exists quizcoop_platform.applied (
    name text primary key,
    applied_at timestamptz not null default now()
  );
`;

/** Two migrations with one version would leave the second unrecorded on hosted Supabase: refuse them by name. */
function refuseSharedVersions(files: string[]): void {
  const byVersion = new Map<string, string>();
  for (const file of files) {
    const version = file.split('_')[0]!;
    const other = byVersion.get(version);
    if (other) throw new Error(`Migrations ${other} and ${file} share the version ${version}; renumber one.`);
    byVersion.set(version, file);
  }
}

async function applyFolder(
  database: Database,
  folder: string,
  tracking: 'platform' | 'project',
  only: readonly string[] | undefined,
): Promise<string[]> {
  const table =
    tracking === 'platform' ? 'quizcoop_platform.applied' : 'supabase_migrations.schema_migrations';
  const key = tracking === 'platform' ? 'name' : 'version';
  const done = new Set(
    (await database.query<{ key: string }>(`select ${key} as key from ${table}`)).rows.map((row) => row.key),
  );
  const files = await sqlFiles(folder);
  if (tracking === 'project') refuseSharedVersions(files);
  const applied: string[] = [];
  for (const file of files) {
    const version = tracking === 'platform' ? file : file.split('_')[0]!;
    if (done.has(version) || (only && !only.includes(version))) continue;
    const sql = await readFile(join(folder, file), 'utf8');
    try {
      await database.transaction(async (tx) => {
        await tx.exec(sql);
        if (tracking === 'platform') {
          await tx.query('insert into quizcoop_platform.applied (name) values ($1)', [file]);
        } else {
          await tx.query(
            'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
            [version, file.slice(version.length + 1, -'.sql'.length)],
          );
        }
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file);
  }
  return applied;
}

/** The platform files and migration versions to stop at, when not every one is wanted. */
export interface MigrationLimit {
  platform: readonly string[];
  migrations: readonly string[];
}

/**
 * Brings a database up to date: the platform SQL, then the project's migrations in order, each once and each
 * in its own transaction; a database that had no migrations before also gets the seed. With `only`, just the
 * platform files and migrations it names are applied (to rebuild the schema an older backup was taken from).
 */
export async function migrate(
  database: Database,
  sources: MigrationSources = defaultSources,
  only?: MigrationLimit,
): Promise<MigrationReport> {
  await database.exec(TRACKING);
  const fresh =
    (
      await database.query<{ count: number }>(
        'select count(*)::int as count from supabase_migrations.schema_migrations',
      )
    ).rows[0]?.count === 0;
  const applied = [
    ...(await applyFolder(database, sources.platform, 'platform', only?.platform)),
    ...(await applyFolder(database, sources.migrations, 'project', only?.migrations)),
  ];
  const seeded = fresh && applied.length > 0 && sources.seed !== undefined && existsSync(sources.seed);
  if (seeded) {
    const seed = await readFile(sources.seed!, 'utf8');
    await database.transaction((tx) => tx.exec(seed));
  }
  return { applied, seeded };
}
