import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabaseVariants } from '../db/test-databases';
import type { FileStore } from '../storage/file-store';
import { openFileStore } from '../storage/file-store';
import { verifyBackup } from './read-backup';
import { scheduleBackups } from './scheduled';

let scratch: string;
let database: Database;
let drop: () => Promise<void>;
let files: FileStore;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'quizcoop-scheduled-'));
  ({ database, drop } = await testDatabaseVariants()[0]!.create());
  files = await openFileStore(join(scratch, 'data'));
}, 60_000);

afterAll(async () => {
  await drop();
  await rm(scratch, { recursive: true, force: true });
});

/** A clock that moves on an hour each time it is read. */
function hourlyClock(start: string) {
  let now = Date.parse(start);
  return () => {
    const time = new Date(now);
    now += 3_600_000;
    return time;
  };
}

describe('scheduled backups', () => {
  it('names each backup by its UTC time and keeps only the newest ones', async () => {
    const dir = join(scratch, 'kept');
    const log: string[] = [];
    const scheduled = scheduleBackups({
      database,
      files,
      dir,
      everyMs: 24 * 3_600_000,
      keep: 2,
      clock: hourlyClock('2026-11-28T22:00:00Z'),
      log: (message) => log.push(message),
    });
    for (let run = 0; run < 4; run++) await scheduled.runOnce();
    await scheduled.stop();
    // Another file in the folder is not a scheduled backup, and stays.
    await writeFile(join(dir, 'notes.txt'), 'the operator’s');
    expect((await readdir(dir)).sort()).toEqual([
      'notes.txt',
      'quizcoop-backup-2026-11-29T00-00-00.000Z.quizcoop-backup',
      'quizcoop-backup-2026-11-29T01-00-00.000Z.quizcoop-backup',
    ]);
    expect(log).toEqual([]);
    const { end } = await verifyBackup(join(dir, 'quizcoop-backup-2026-11-29T01-00-00.000Z.quizcoop-backup'));
    expect(end.rows).toBeGreaterThan(0);
  }, 60_000);

  it('takes backups on its own at the interval', async () => {
    const dir = join(scratch, 'timed');
    const scheduled = scheduleBackups({
      database,
      files,
      dir,
      everyMs: 300,
      keep: 5,
      clock: () => new Date(),
      log: () => undefined,
    });
    try {
      await expect
        .poll(
          async () =>
            (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.quizcoop-backup')).length,
          {
            timeout: 30_000,
          },
        )
        .toBeGreaterThanOrEqual(2);
    } finally {
      await scheduled.stop();
    }
  }, 60_000);

  it('logs a failed backup and goes on', async () => {
    const blocked = join(scratch, 'not-a-folder');
    await writeFile(blocked, 'a file where the backup folder should be');
    const log: string[] = [];
    const scheduled = scheduleBackups({
      database,
      files,
      dir: blocked,
      everyMs: 24 * 3_600_000,
      keep: 2,
      clock: () => new Date(),
      log: (message) => log.push(message),
    });
    await scheduled.runOnce();
    await scheduled.runOnce();
    await scheduled.stop();
    expect(log).toHaveLength(2);
    expect(log[0]).toContain(`The scheduled backup into ${blocked} failed`);
  });
});
