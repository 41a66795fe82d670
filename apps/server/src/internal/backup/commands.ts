import { existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { IN_MEMORY } from '../config';
import { secureDataFolder } from '../data-folder';
import type { Database } from '../db/database';
import type { MigrationSources } from '../db/migrate';
import { defaultSources } from '../db/migrate';
import { openDatabase } from '../db/open';
import { DataFolderLockedError, lockDataFolder } from '../lock';
import { openFileStore } from '../storage/file-store';
import { NoServerError, requestBackup } from './admin-socket';
import type { BackupHeader, EndRecord } from './format';
import { BackupFileError, verifyBackup } from './read-backup';
import { restoreBackup } from './restore';
import { unknownParts } from './schema-version';
import {
  clearDataFolder,
  clearPostgres,
  existingTables,
  hasPgliteDatabase,
  storedFileCount,
} from './targets';
import { syncFile, writeBackupFile } from './write-backup';

/** A backup or restore that cannot go ahead; the message says why and what to do, in one line. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

export interface CommandResult {
  /** Lines telling the operator what happened. */
  lines: string[];
}

function where(config: ServerConfig): string {
  return config.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `the data folder ${config.dataDir}`;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function describeContents(end: EndRecord): string {
  return `${end.tables} tables, ${end.rows} rows, ${end.files} stored files (${formatSize(end.fileBytes)})`;
}

function describeSchema(header: BackupHeader): string {
  return `schema version ${header.schema.migrations.at(-1) ?? 'none'}`;
}

async function withFolderDatabase<T>(
  config: ServerConfig,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  let lock;
  try {
    lock = await lockDataFolder(config.dataDir);
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      throw new AdminCommandError(
        `a Quiz Coop server (process ${error.pid}) is using ${config.dataDir} but did not answer on its ` +
          'admin socket. Stop it, or upgrade it to this version, and try again.',
      );
    }
    throw error;
  }
  try {
    const database = await openDatabase(config);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

async function backupWithoutServer(config: ServerConfig, path: string): Promise<void> {
  const files = await openFileStore(config.dataDir);
  try {
    if (config.databaseUrl) {
      const database = await openDatabase({ ...config, databasePoolSize: 1 });
      try {
        await writeBackupFile(database, files, path);
      } finally {
        await database.close();
      }
      return;
    }
    await withFolderDatabase(config, (database) => writeBackupFile(database, files, path));
  } finally {
    await files.close();
  }
}

/** Asks the server running on a data folder for the backup; false when none listens there. */
async function backupFromRunningServer(dataDir: string, path: string): Promise<boolean> {
  try {
    await requestBackup(dataDir, path);
    return true;
  } catch (error) {
    if (error instanceof NoServerError) return false;
    throw error;
  }
}

/**
 * `npm run backup -- <file>`: on PostgreSQL straight from the database; on PGlite through the running server's
 * admin socket, or from the folder itself when no server runs. The file is checked before it gets its name.
 */
export async function backupCommand(config: ServerConfig, path: string): Promise<CommandResult> {
  const started = Date.now();
  if (existsSync(path)) throw new AdminCommandError(`${path} already exists; choose another name.`);
  if (!config.databaseUrl) {
    if (config.dataDir === IN_MEMORY) {
      throw new AdminCommandError('QUIZCOOP_DATA_DIR is memory://: there is nothing on disk to back up.');
    }
    if (!(await hasPgliteDatabase(config.dataDir))) {
      throw new AdminCommandError(`there is no Quiz Coop database in ${config.dataDir}.`);
    }
  }
  const partial = `${path}.partial`;
  try {
    const byServer = !config.databaseUrl && (await backupFromRunningServer(config.dataDir, partial));
    if (!byServer) await backupWithoutServer(config, partial);
    const { header, end } = await verifyBackup(partial).catch((error: unknown) => {
      throw error instanceof BackupFileError
        ? new AdminCommandError(`the backup could not be finished (${error.message}); see the server's log.`)
        : error;
    });
    await syncFile(partial);
    await rename(partial, path);
    const { size } = await stat(path);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return {
      lines: [
        `Backed up ${where(config)}${byServer ? ' (taken by the running server)' : ''}.`,
        `Wrote ${path} (${formatSize(size)}) in ${seconds} s: ${describeContents(end)}, ${describeSchema(header)}.`,
      ],
    };
  } finally {
    await rm(partial, { force: true });
  }
}

function refuseUnlessEmpty(what: string[], force: boolean, hint: string): void {
  if (what.length === 0 || force) return;
  throw new AdminCommandError(`${what.join(' and ')}. ${hint}`);
}

async function restoreIntoPostgres(
  config: ServerConfig,
  path: string,
  header: BackupHeader,
  force: boolean,
  sources: MigrationSources,
) {
  const database = await openDatabase({ ...config, databasePoolSize: 2 });
  try {
    const files = await openFileStore(config.dataDir);
    const tables = await existingTables(database);
    const fileCount = await storedFileCount(files.root);
    refuseUnlessEmpty(
      [
        ...(tables.length > 0
          ? [`the database already has ${tables.length} tables (${tables.slice(0, 3).join(', ')}…)`]
          : []),
        ...(fileCount > 0 ? [`${files.root} already holds ${fileCount} stored files`] : []),
      ],
      force,
      'Restore into an empty database, or add --force to replace what is there.',
    );
    if (tables.length > 0) await clearPostgres(database);
    await rm(files.root, { recursive: true, force: true });
    await files.close();
    const fresh = await openFileStore(config.dataDir);
    return await restoreBackup(path, header, database, fresh, sources);
  } finally {
    await database.close();
  }
}

async function restoreIntoFolder(
  config: ServerConfig,
  path: string,
  header: BackupHeader,
  force: boolean,
  sources: MigrationSources,
) {
  await secureDataFolder(config.dataDir);
  const lock = await lockDataFolder(config.dataDir).catch((error: unknown) => {
    throw error instanceof DataFolderLockedError
      ? new AdminCommandError(
          `a Quiz Coop server (process ${error.pid}) is using ${config.dataDir}; stop it first.`,
        )
      : error;
  });
  try {
    const fileCount = await storedFileCount(join(config.dataDir, 'storage'));
    refuseUnlessEmpty(
      [
        ...((await hasPgliteDatabase(config.dataDir)) ? [`${config.dataDir} already holds a database`] : []),
        ...(fileCount > 0 ? [`${fileCount} stored files`] : []),
      ],
      force,
      'Restore into an empty folder (set QUIZCOOP_DATA_DIR), or add --force to replace what is there.',
    );
    await clearDataFolder(config.dataDir);
    const database = await openDatabase(config);
    try {
      const files = await openFileStore(config.dataDir);
      return await restoreBackup(path, header, database, files, sources);
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

/**
 * `npm run restore -- <file> [--force]`: reads the whole file first; only a complete, unchanged backup this
 * version knows goes into an empty data folder or database (or, with --force, replaces what is there).
 */
export async function restoreCommand(
  config: ServerConfig,
  path: string,
  force: boolean,
  sources: MigrationSources = defaultSources,
): Promise<CommandResult> {
  const started = Date.now();
  if (!config.databaseUrl && config.dataDir === IN_MEMORY) {
    throw new AdminCommandError('QUIZCOOP_DATA_DIR is memory://: set it to the folder to restore into.');
  }
  const { header, end } = await verifyBackup(path).catch((error: unknown) => {
    throw error instanceof BackupFileError ? new AdminCommandError(`${path}: ${error.message}`) : error;
  });
  const unknown = await unknownParts(header.schema, sources);
  if (unknown.length > 0) {
    throw new AdminCommandError(
      `${path} was made by a newer Quiz Coop (it has ${unknown.join(', ')}); restore it with that version.`,
    );
  }
  const totals = config.databaseUrl
    ? await restoreIntoPostgres(config, path, header, force, sources)
    : await restoreIntoFolder(config, path, header, force, sources);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return {
    lines: [
      `Checked ${path}: taken ${header.createdAt} from ${header.source === 'postgres' ? 'PostgreSQL' : 'the built-in database (PGlite)'}, ${describeSchema(header)}.`,
      `Restored into ${where(config)} in ${seconds} s: ${describeContents({ ...end, ...totals })}.`,
      'Start Quiz Coop on it as usual; it brings the data up to this version if needed. People sign in again.',
    ],
  };
}
