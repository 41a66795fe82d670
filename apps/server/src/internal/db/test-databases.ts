import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database';
import type { MigrationSources } from './migrate';
import { defaultSources, migrate } from './migrate';
import { dumpPglite, openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

export interface TestDatabaseVariant {
  name: 'PGlite' | 'PostgreSQL';
  /** A new, migrated and seeded database that no other test sees. */
  create(): Promise<TestDatabase>;
}

const templates = new Map<MigrationSources, Promise<Blob>>();

// Migrating PGlite takes seconds; a dump of a migrated one loads in well under one, so each process migrates once.
function pgliteTemplate(sources: MigrationSources): Promise<Blob> {
  let template = templates.get(sources);
  if (!template) {
    template = (async () => {
      const database = await openPglite();
      await migrate(database, sources);
      const dump = await dumpPglite(database);
      await database.close();
      return dump;
    })();
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

function postgresVariant(adminUrl: string, sources: MigrationSources): TestDatabaseVariant {
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `quizcoop_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openPostgres(url.toString(), 4);
      await migrate(database, sources);
      return {
        database,
        async drop() {
          await database.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
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
