import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { loadConfig } from '../config';
import { createEmptyPostgresDatabase } from '../db/test-databases';
import { readBackup } from './read-backup';

export type PlaceKind = 'PGlite' | 'PostgreSQL';

/** Somewhere Quiz Coop keeps its data, empty to begin with: a data folder, or a PostgreSQL database and a folder. */
export interface TestPlace {
  kind: PlaceKind;
  config: ServerConfig;
  remove(): Promise<void>;
}

/** The kinds of place this machine can test: PostgreSQL when QUIZCOOP_TEST_DATABASE_URL names a server. */
export function testPlaceKinds(): PlaceKind[] {
  return process.env.QUIZCOOP_TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

export async function createTestPlace(kind: PlaceKind, settings: NodeJS.ProcessEnv = {}): Promise<TestPlace> {
  const folder = await mkdtemp(join(tmpdir(), 'quizcoop-backup-'));
  const postgres =
    kind === 'PostgreSQL'
      ? await createEmptyPostgresDatabase(process.env.QUIZCOOP_TEST_DATABASE_URL!)
      : undefined;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    QUIZCOOP_DATA_DIR: join(folder, 'data'),
    QUIZCOOP_EMAIL_CONFIRM: 'false',
    QUIZCOOP_WORKERS: '1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...settings,
  });
  return {
    kind,
    config,
    async remove() {
      await postgres?.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export interface BackupContents {
  /** Each table's rows as JSON text, sorted, by qualified name. */
  tables: Map<string, string[]>;
  sequences: Map<string, string>;
  /** Each stored file's SHA-256, by bucket and name. */
  files: Map<string, string>;
}

/** What a backup file holds, in a form two backups can be compared by. */
export async function backupContents(path: string): Promise<BackupContents> {
  const contents: BackupContents = { tables: new Map(), sequences: new Map(), files: new Map() };
  let rows: string[] = [];
  let file: { key: string; hash: ReturnType<typeof createHash> } | undefined;
  const finishFile = () => {
    if (file) contents.files.set(file.key, file.hash.digest('hex'));
    file = undefined;
  };
  for await (const record of readBackup(path)) {
    if ('table' in record) {
      rows = [];
      contents.tables.set(`${record.table.schema}.${record.table.name}`, rows);
    } else if ('row' in record) {
      rows.push(JSON.stringify(JSON.parse(record.row)));
    } else if ('sequence' in record) {
      contents.sequences.set(record.sequence.name, `${record.sequence.value} ${record.sequence.called}`);
    } else if ('file' in record) {
      finishFile();
      file = { key: `${record.file.bucket}/${record.file.name}`, hash: createHash('sha256') };
    } else if ('data' in record) {
      file?.hash.update(Buffer.from(record.data, 'base64'));
    }
  }
  finishFile();
  for (const tableRows of contents.tables.values()) tableRows.sort();
  return contents;
}
