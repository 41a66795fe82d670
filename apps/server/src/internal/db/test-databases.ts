import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from './database';
import type { MigrationSources } from './migrate';
import { defaultSources, migrate } from './migrate';
import { paths } from './paths';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface TestDatabase {
  database: Database;
  /** Where other processes reach the same database: PostgreSQL only (a PGlite database lives in this one). */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

export interface TestDatabaseVariant {
  name: 'PGlite' | 'PostgreSQL';
  /** A new, migrated and seeded database that no other test sees. */
  create(): Promise<TestDatabase>;
}

const templates = new Map<MigrationSources, Promise<Blob>>();

const templateFolder = join(paths.root, 'node_modules', '.cache', 'quizcoop-pglite-templates');

async function sqlFilesOf(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
}

// Names a migrated database by everything that shapes it: the PGlite build and every SQL file applied to it.
async function templateName(sources: MigrationSources): Promise<string> {
  const hash = createHash('sha256').update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const folder of [sources.platform, sources.migrations]) {
    for (const file of await sqlFilesOf(folder)) hash.update(file).update(await readFile(join(folder, file)));
  }
  if (sources.seed && existsSync(sources.seed)) hash.update(await readFile(sources.seed));
  return `${hash.digest('hex').slice(0, 24)}.tar`;
}

async function buildTemplate(sources: MigrationSources): Promise<Blob> {
  const database = await openPglite();
  await migrate(database, sources);
  const dump = await database.dump();
  await database.close();
  return dump;
}

// A fresh PGlite spends most of its start creating the cluster and migrating; a dump of a migrated one loads in
// a fraction of that. The dump is kept on disk beside the dependencies, so each test file (a process of its own)
// starts from it, and it is rebuilt whenever a migration, the seed or PGlite changes.
async function loadOrBuildTemplate(sources: MigrationSources): Promise<Blob> {
  const name = await templateName(sources);
  const file = join(templateFolder, name);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const dump = await buildTemplate(sources);
    await mkdir(templateFolder, { recursive: true });
    for (const stale of await readdir(templateFolder)) {
      if (stale.endsWith('.tar') && stale !== name) await rm(join(templateFolder, stale), { force: true });
    }
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

function pgliteTemplate(sources: MigrationSources): Promise<Blob> {
  let template = templates.get(sources);
  if (!template) {
    template = loadOrBuildTemplate(sources);
    templates.set(sources, template);
  }
  return template;
}

function pgliteVariant(sources: MigrationSources): TestDatabaseVariant {
  return {
    name: 'PGlite',
    async create() {
      const database = await openPglite({ template: await pgliteTemplate(sources) });
      return { database, drop: () => database.close() };
    },
  };
}

export interface EmptyPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database on the server `adminUrl` names, which no other test sees. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<EmptyPostgresDatabase> {
  const name = `quizcoop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function postgresVariant(adminUrl: string, sources: MigrationSources): TestDatabaseVariant {
  return {
    name: 'PostgreSQL',
    async create() {
      const empty = await createEmptyPostgresDatabase(adminUrl);
      const database = await openPostgres(empty.url, 4);
      await migrate(database, sources);
      return {
        database,
        url: empty.url,
        async drop() {
          await database.close();
          await empty.drop();
        },
      };
    },
  };
}

/**
 * PGlite always; PostgreSQL too when QUIZCOOP_TEST_DATABASE_URL names a server we may create databases on.
 * Without it the PostgreSQL variant is left out with a printed note, never silently.
 */
export function testDatabaseVariants(sources: MigrationSources = defaultSources): TestDatabaseVariant[] {
  const adminUrl = process.env.QUIZCOOP_TEST_DATABASE_URL;
  if (!adminUrl) {
    console.warn('QUIZCOOP_TEST_DATABASE_URL is not set: running the PGlite variant only, not PostgreSQL.');
    return [pgliteVariant(sources)];
  }
  return [pgliteVariant(sources), postgresVariant(adminUrl, sources)];
}
