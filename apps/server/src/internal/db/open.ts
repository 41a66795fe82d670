import { join } from 'node:path';
import type { Durability } from '../config';
import { IN_MEMORY } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseLocation {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** The data folder (PGlite keeps its files in <dataDir>/pgdata), or IN_MEMORY. */
  dataDir: string;
  /** Whether PGlite flushes each commit to the disk; PostgreSQL follows its own settings. */
  durability: Durability;
  /** PostgreSQL connections this process keeps open at most. */
  databasePoolSize: number;
}

export function openDatabase({
  databaseUrl,
  dataDir,
  durability,
  databasePoolSize,
}: DatabaseLocation): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, databasePoolSize);
  return openPglite(dataDir === IN_MEMORY ? {} : { dataDir: join(dataDir, 'pgdata'), durability });
}
