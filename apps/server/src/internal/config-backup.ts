import { isAbsolute, join, resolve } from 'node:path';
import { ConfigError, isSet, parseCount } from './config-values';

export interface BackupSettings {
  /**
   * Where scheduled and pre-upgrade backups go: QUIZCOOP_BACKUP_DIR, else `backups` in the data folder;
   * undefined for an in-memory server without QUIZCOOP_BACKUP_DIR.
   */
  dir: string | undefined;
  /** Milliseconds between scheduled backups; undefined: none are taken. */
  everyMs: number | undefined;
  /** How many scheduled backups are kept; older ones are deleted. */
  keep: number;
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

// setInterval takes at most 2^31-1 ms (about 24.8 days).
const MAX_EVERY_MS = 2 ** 31 - 1;

export const DEFAULT_BACKUP_KEEP = 7;

function parseEvery(value: string | undefined): number | undefined {
  if (!isSet(value)) return undefined;
  const match = /^(\d+)([mhd])$/.exec(value.trim());
  const ms = match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : 0;
  if (ms <= 0 || ms > MAX_EVERY_MS) {
    throw new ConfigError(
      'QUIZCOOP_BACKUP_EVERY',
      `must be a number of minutes, hours or days such as 30m, 6h or 1d (at most 24d), not "${value}".`,
    );
  }
  return ms;
}

export function parseBackupSettings(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  inMemory: boolean,
  cwd: string,
): BackupSettings {
  const configured = env.QUIZCOOP_BACKUP_DIR;
  const dir = isSet(configured)
    ? isAbsolute(configured)
      ? configured
      : resolve(cwd, configured)
    : inMemory
      ? undefined
      : join(dataDir, 'backups');
  const everyMs = parseEvery(env.QUIZCOOP_BACKUP_EVERY);
  if (everyMs !== undefined && dir === undefined) {
    throw new ConfigError(
      'QUIZCOOP_BACKUP_EVERY',
      'needs QUIZCOOP_BACKUP_DIR when the database is in memory (there is no data folder to keep backups in).',
    );
  }
  const keep = parseCount('QUIZCOOP_BACKUP_KEEP', env.QUIZCOOP_BACKUP_KEEP, DEFAULT_BACKUP_KEEP, 1, 10_000);
  return { dir, everyMs, keep };
}
