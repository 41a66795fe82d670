import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { isScheduledBackupName, scheduledBackupName } from './backup-names';
import type { StoredFiles } from './write-backup';
import { writeBackupFile } from './write-backup';

export interface ScheduledBackupOptions {
  database: Database;
  files: StoredFiles;
  dir: string;
  everyMs: number;
  keep: number;
  clock: Clock;
  log: (message: string, error?: unknown) => void;
}

export interface ScheduledBackups {
  /** Takes one backup now and prunes the oldest; never throws, a failure is logged. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a backup under way. */
  stop(): Promise<void>;
}

/** Deletes the oldest scheduled backups beyond `keep`; their names sort by time. Other files stay. */
async function prune(dir: string, keep: number): Promise<void> {
  const backups = (await readdir(dir)).filter(isScheduledBackupName).sort();
  for (const name of backups.slice(0, Math.max(0, backups.length - keep))) {
    await rm(join(dir, name), { force: true });
  }
}

/** Writes a backup every `everyMs` while the server runs, keeping the newest `keep`. */
export function scheduleBackups(options: ScheduledBackupOptions): ScheduledBackups {
  const { database, files, dir, everyMs, keep, clock, log } = options;
  let running: Promise<void> = Promise.resolve();
  const runOnce = async () => {
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeBackupFile(database, files, join(dir, scheduledBackupName(clock())));
      await prune(dir, keep);
    } catch (error) {
      log(
        `The scheduled backup into ${dir} failed; the server goes on and tries again at the next one.`,
        error,
      );
    }
  };
  const timer = setInterval(() => {
    // One at a time: a backup slower than the interval makes the next one wait, not overlap.
    running = running.then(runOnce);
  }, everyMs);
  timer.unref();
  return {
    runOnce: () => (running = running.then(runOnce)),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
