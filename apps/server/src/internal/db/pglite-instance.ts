import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Durability } from '../config';
import { dataFolderOptions } from './pglite-data-folder';

export interface PgliteSource {
  /** A data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** A dump made by dumpPglite, to start from an already migrated database. */
  template?: Blob;
  /** For a data folder: flush each commit to the disk (the default), or leave it to the operating system. */
  durability?: Durability;
}

/** Starts PGlite on the calling thread: the database worker's own instance, or a test's. */
export async function startPglite({ dataDir, template, durability = 'full' }: PgliteSource): Promise<PGlite> {
  const pg = new PGlite({
    ...(dataDir ? dataFolderOptions(dataDir, durability === 'full') : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pgcrypto, citext },
  });
  await pg.waitReady;
  return pg;
}
