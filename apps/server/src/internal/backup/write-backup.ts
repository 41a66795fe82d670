import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database, Transaction } from '../db/database';
import type { FileStore } from '../storage/file-store';
import { appliedSchema, dataSequences, dataTables, qualifiedName } from './catalog';
import type { BackupHeader, BackupRecord, BackupTotals, FileRecord } from './format';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DATA_CHUNK_BYTES } from './format';

/** Where a backup finds the bodies of the storage objects its rows name. */
export type StoredFiles = Pick<FileStore, 'read'>;

export interface BackupSummary extends BackupTotals {
  /** Objects whose file was gone by the time it was read (deleted after the snapshot): left out. */
  missingFiles: number;
}

const ROWS_PER_FETCH = 500;

/** Writes lines through gzip, keeping the SHA-256 of every byte, and waits whenever the output is behind. */
class LineWriter {
  private readonly hash = createHash('sha256');
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;

  constructor(output: Writable) {
    this.gzip.pipe(output);
    this.done = finished(output);
  }

  async write(line: string): Promise<void> {
    const bytes = Buffer.from(`${line}\n`);
    this.hash.update(bytes);
    if (!this.gzip.write(bytes)) await once(this.gzip, 'drain');
  }

  record(record: BackupRecord): Promise<void> {
    return this.write(JSON.stringify(record));
  }

  digest(): string {
    return this.hash.digest('hex');
  }

  async end(line: string): Promise<void> {
    this.gzip.end(`${line}\n`);
    await this.done;
  }

  fail(error: Error): void {
    this.gzip.destroy(error);
  }
}

async function writeTables(tx: Transaction, out: LineWriter, totals: BackupTotals): Promise<void> {
  for (const table of await dataTables(tx)) {
    await out.record({ table });
    totals.tables++;
    await tx.exec(
      `declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${qualifiedName(table)} t`,
    );
    for (;;) {
      const { rows } = await tx.query<{ row: string }>(`fetch forward ${ROWS_PER_FETCH} from backup_rows`);
      // The row's JSON goes out as PostgreSQL wrote it: parsing it here would round big numbers.
      for (const { row } of rows) await out.write(`{"row":${row}}`);
      totals.rows += rows.length;
      if (rows.length < ROWS_PER_FETCH) break;
    }
    await tx.exec('close backup_rows');
  }
  for (const sequence of await dataSequences(tx)) await out.record({ sequence });
}

async function storedObjects(tx: Transaction): Promise<{ bucket: string; name: string }[]> {
  const { rows } = await tx.query<{ exists: boolean }>(
    `select to_regclass('storage.objects') is not null as exists`,
  );
  if (!rows[0]?.exists) return [];
  return (
    await tx.query<{ bucket: string; name: string }>(
      'select bucket_id as bucket, name from storage.objects order by bucket_id, name',
    )
  ).rows;
}

async function writeFiles(
  objects: { bucket: string; name: string }[],
  files: StoredFiles,
  out: LineWriter,
  summary: BackupSummary,
): Promise<void> {
  for (const { bucket, name } of objects) {
    const body = await files.read(bucket, name);
    if (!body) {
      summary.missingFiles++;
      continue;
    }
    const file: FileRecord = { bucket, name, size: body.length };
    await out.record({ file });
    for (let start = 0; start < body.length; start += DATA_CHUNK_BYTES) {
      await out.record({ data: body.subarray(start, start + DATA_CHUNK_BYTES).toString('base64') });
    }
    summary.files++;
    summary.fileBytes += body.length;
  }
}

/**
 * Streams a backup of the database and its stored files to `output`. Every row comes from one snapshot: a
 * repeatable-read transaction on PostgreSQL; on PGlite, which runs one transaction at a time, one transaction
 * that holds other statements back until the rows are out. Files are read after the snapshot, for the objects it
 * holds.
 */
export async function streamBackup(
  database: Database,
  files: StoredFiles,
  output: Writable,
): Promise<BackupSummary> {
  const out = new LineWriter(output);
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0, fileBytes: 0, missingFiles: 0 };
  try {
    const objects = await database.transaction(
      async (tx) => {
        if (database.kind === 'postgres') await tx.exec('set transaction isolation level repeatable read');
        // Times come out the same from every server, whatever its time zone.
        await tx.exec(`set local timezone to 'UTC'`);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          source: database.kind,
          schema: await appliedSchema(tx),
        };
        await out.write(JSON.stringify(header));
        await writeTables(tx, out, summary);
        return storedObjects(tx);
      },
      { readOnly: true },
    );
    await writeFiles(objects, files, out, summary);
    const { missingFiles, ...totals } = summary;
    await out.end(JSON.stringify({ end: { ...totals, sha256: out.digest() } } satisfies BackupRecord));
    return { ...totals, missingFiles };
  } catch (error) {
    out.fail(error as Error);
    throw error;
  }
}

/** Waits until a file's bytes are on the disk: a backup taken before an upgrade must outlive a power cut. */
export async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a backup to a file, which appears under its name only once complete and on the disk. */
export async function writeBackupFile(
  database: Database,
  files: StoredFiles,
  path: string,
): Promise<BackupSummary> {
  const partial = `${path}.partial`;
  try {
    const summary = await streamBackup(database, files, createWriteStream(partial, { mode: 0o600 }));
    await syncFile(partial);
    await rename(partial, path);
    return summary;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
