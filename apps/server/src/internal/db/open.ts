import { join } from 'node:path';
import { IN_MEMORY } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseLocation {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** The data folder (PGlite keeps its files in <dataDir>/pgdata), or IN_MEMORY. */
  dataDir: string;
}

export function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir === IN_MEMORY ? {} : { dataDir: join(dataDir, 'pgdata') });
}
