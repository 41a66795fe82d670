import type { Database, Transaction } from '../db/database';
import type { MigrationSources } from '../db/migrate';
import { migrate } from '../db/migrate';
import type { FileStore } from '../storage/file-store';
import { dataTables, qualifiedName, quoteIdentifier, writableColumns } from './catalog';
import type { BackupHeader, BackupTotals, FileRecord, TableRecord } from './format';
import { BackupFileError, readBackup } from './read-backup';

const ROWS_PER_INSERT = 500;

/** Turns off the tables' own triggers (a new user's profile, an admin's role…): the backup holds their rows. */
async function quietTriggers(tx: Transaction): Promise<'all' | 'per-table'> {
  // A superuser can turn off every trigger, foreign key checks too, at once; a table's owner only its own ones.
  await tx.exec('savepoint quiet_triggers');
  try {
    await tx.exec('set local session_replication_role = replica');
    return 'all';
  } catch {
    await tx.exec('rollback to savepoint quiet_triggers');
    return 'per-table';
  }
}

class TableWriter {
  private rows: string[] = [];
  private insert = '';

  constructor(private readonly tx: Transaction) {}

  async start(table: TableRecord, perTable: boolean): Promise<void> {
    await this.flush();
    const name = qualifiedName(table);
    const { columns, identityAlways } = await writableColumns(this.tx, table).catch(() => {
      throw new BackupFileError(`the backup holds the table ${table.schema}.${table.name}, unknown here.`);
    });
    if (perTable) await this.tx.exec(`alter table ${name} disable trigger user`);
    const list = columns.map(quoteIdentifier).join(', ');
    this.insert =
      `insert into ${name} (${list}) ${identityAlways ? 'overriding system value ' : ''}` +
      `select ${list} from jsonb_populate_recordset(null::${name}, $1::jsonb)`;
  }

  async add(row: string): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= ROWS_PER_INSERT) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    await this.tx.query(this.insert, [`[${this.rows.join(',')}]`]);
    this.rows = [];
  }
}

async function putFile(files: FileStore, file: FileRecord, chunks: Buffer[]): Promise<void> {
  const staged = await files.stage(Buffer.concat(chunks));
  await files.publish(staged, file.bucket, file.name);
}

/**
 * Restores a verified backup, whose schema this version knows (see unknownParts), into an empty database and
 * file store: the schema exactly as the backup had it (the same platform files and migrations, no seed), then
 * every row, sequence and file, in one transaction. The next start migrates the restored data to this version,
 * as for any older data.
 */
export async function restoreBackup(
  path: string,
  header: BackupHeader,
  database: Database,
  files: FileStore,
  sources: MigrationSources,
): Promise<BackupTotals> {
  await migrate(database, { ...sources, seed: undefined }, header.schema);
  return database.transaction(async (tx) => {
    const triggers = await quietTriggers(tx);
    const tables = await dataTables(tx);
    if (tables.length > 0) await tx.exec(`truncate ${tables.map(qualifiedName).join(', ')}`);
    const writer = new TableWriter(tx);
    const totals: BackupTotals = { tables: 0, rows: 0, files: 0, fileBytes: 0 };
    const restored: TableRecord[] = [];
    let file: { record: FileRecord; chunks: Buffer[] } | undefined;
    const finishFile = async () => {
      if (!file) return;
      await putFile(files, file.record, file.chunks);
      totals.files++;
      totals.fileBytes += file.record.size;
      file = undefined;
    };
    for await (const record of readBackup(path)) {
      if ('table' in record) {
        await writer.start(record.table, triggers === 'per-table');
        restored.push(record.table);
        totals.tables++;
      } else if ('row' in record) {
        await writer.add(record.row);
        totals.rows++;
      } else if ('sequence' in record) {
        await writer.flush();
        const { name, value, called } = record.sequence;
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, value, called]);
      } else if ('file' in record) {
        await writer.flush();
        await finishFile();
        file = { record: record.file, chunks: [] };
      } else if ('data' in record) {
        file?.chunks.push(Buffer.from(record.data, 'base64'));
      }
    }
    await writer.flush();
    await finishFile();
    if (triggers === 'per-table') {
      for (const table of restored) await tx.exec(`alter table ${qualifiedName(table)} enable trigger user`);
    }
    return totals;
  });
}
