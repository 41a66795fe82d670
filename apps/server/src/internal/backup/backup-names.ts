import { BACKUP_EXTENSION } from './format';

/** A UTC time as it sorts in a file name: 2026-11-28T17-15-00.123Z. */
function stamp(time: Date): string {
  return time.toISOString().replaceAll(':', '-');
}

export const SCHEDULED_PREFIX = 'quizcoop-backup-';
const UPGRADE_PREFIX = 'quizcoop-before-upgrade-';

export function scheduledBackupName(time: Date): string {
  return `${SCHEDULED_PREFIX}${stamp(time)}${BACKUP_EXTENSION}`;
}

export function upgradeBackupName(time: Date): string {
  return `${UPGRADE_PREFIX}${stamp(time)}${BACKUP_EXTENSION}`;
}

export function isScheduledBackupName(name: string): boolean {
  return name.startsWith(SCHEDULED_PREFIX) && name.endsWith(BACKUP_EXTENSION);
}
