import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { MigrationSources } from '../db/migrate';
import { upgradeBackupName } from './backup-names';
import { appliedSchema } from './catalog';
import { pendingParts, unknownParts } from './schema-version';
import type { StoredFiles } from './write-backup';
import { writeBackupFile } from './write-backup';

/** The data was last used by a newer version: running an older one on it could damage it. */
export class NewerDataError extends Error {
  override name = 'NewerDataError';
  constructor(unknown: string[]) {
    super(
      `the database was last used by a newer Quiz Coop: it has ${unknown.join(', ')}, which this version does ` +
        'not know. Nothing was changed. Start the newer version again, or restore a backup made with this version ' +
        'into an empty place.',
    );
  }
}

export interface UpgradeCheck {
  database: Database;
  files: StoredFiles;
  sources: MigrationSources;
  /** Where the backup before an upgrade goes; undefined (an in-memory server) takes none. */
  backupDir: string | undefined;
  clock: Clock;
}

/**
 * Run before migrating: refuses data from a newer version, and when this version is about to change an existing
 * database's schema, first writes a backup of it. Answers the backup's path, if one was written.
 */
export async function prepareUpgrade({
  database,
  files,
  sources,
  backupDir,
  clock,
}: UpgradeCheck): Promise<string | undefined> {
  const applied = await appliedSchema(database);
  const unknown = await unknownParts(applied, sources);
  if (unknown.length > 0) throw new NewerDataError(unknown);
  const fresh = applied.platform.length === 0 && applied.migrations.length === 0;
  if (fresh || backupDir === undefined) return undefined;
  if ((await pendingParts(applied, sources)).length === 0) return undefined;
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const path = join(backupDir, upgradeBackupName(clock()));
  await writeBackupFile(database, files, path);
  return path;
}
