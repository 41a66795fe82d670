import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Durability } from '../config';
import type { Database, Queryable } from './database';
import { dataFolderOptions } from './pglite-data-folder';
import { settingsStatement } from './settings';

const extensions = { pgcrypto, citext };

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query(sql, params = []) {
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows as never[], rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql) {
      await target.exec(sql);
    },
  };
}

export interface PgliteSource {
  /** A data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** A dump made by dumpPglite, to start from an already migrated database. */
  template?: Blob;
  /** For a data folder: flush each commit to the disk (the default), or leave it to the operating system. */
  durability?: Durability;
}

export async function openPglite({ dataDir, template, durability = 'full' }: PgliteSource = {}): Promise<
  Database & { raw: PGlite }
> {
  const pg = new PGlite({
    ...(dataDir ? dataFolderOptions(dataDir, durability === 'full') : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions,
  });
  await pg.waitReady;
  const root = wrap(pg);
  const database: Database & { raw: PGlite } = {
    kind: 'pglite',
    raw: pg,
    ...root,
    transaction: (work, options = {}) =>
      pg.transaction(async (tx) => {
        const settings = {
          ...(options.readOnly ? { transaction_read_only: 'on' } : {}),
          ...options.settings,
        };
        if (Object.keys(settings).length) {
          const { sql, params } = settingsStatement(settings);
          await tx.query(sql, params);
        }
        const queryable = wrap(tx);
        // PGlite's API parses every statement afresh, and PREPARE's EXECUTE cannot take parameters through it.
        return work({ ...queryable, prepared: queryable.query });
      }),
    readOnce: (sql, params, settings) =>
      database.transaction((tx) => tx.prepared(sql, params), { readOnly: true, settings }),
    close: () => pg.close(),
  };
  return database;
}

/** A snapshot of a PGlite database that openPglite can start from in well under a second. */
export async function dumpPglite(database: Database & { raw: PGlite }): Promise<Blob> {
  return database.raw.dumpDataDir('none');
}
