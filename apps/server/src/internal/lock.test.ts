import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, LOCK_FILE, lockDataFolder } from './lock';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'quizcoop-lock-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The PID of a process that has exited: the kind a crash leaves in a lock file. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolveExit) => child.once('exit', resolveExit));
  return child.pid!;
}

describe('the data-folder lock', () => {
  it('writes this process id into the lock file and removes it on release', async () => {
    const lock = await lockDataFolder(dataDir);
    expect((await readFile(join(dataDir, LOCK_FILE), 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a second holder while the first runs, naming its process', async () => {
    const lock = await lockDataFolder(dataDir);
    const refusal = await lockDataFolder(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderLockedError);
    expect((refusal as DataFolderLockedError).pid).toBe(process.pid);
    expect((refusal as Error).message).toContain(`process ${process.pid}`);
    await lock.release();
    await (await lockDataFolder(dataDir)).release();
  });

  it('refuses while another live process holds it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(join(dataDir, LOCK_FILE), `${holder.pid}\n`);
      const refusal = await lockDataFolder(dataDir).catch((error: unknown) => error);
      expect((refusal as DataFolderLockedError).pid).toBe(holder.pid);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    await writeFile(join(dataDir, LOCK_FILE), `${await deadPid()}\n`);
    const lock = await lockDataFolder(dataDir);
    expect((await readFile(join(dataDir, LOCK_FILE), 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });

  it('takes over a stale lock that carries this process id from an earlier run (a restarted container)', async () => {
    await writeFile(join(dataDir, LOCK_FILE), `${process.pid}\n`);
    const lock = await lockDataFolder(dataDir);
    await lock.release();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('takes over an unreadable lock file', async () => {
    await writeFile(join(dataDir, LOCK_FILE), 'garbage');
    await (await lockDataFolder(dataDir)).release();
  });

  it('lets exactly one of many simultaneous takers win', async () => {
    await writeFile(join(dataDir, LOCK_FILE), `${await deadPid()}\n`);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => lockDataFolder(dataDir)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(4);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(DataFolderLockedError);
    await (
      results.find((result) => result.status === 'fulfilled') as PromiseFulfilledResult<{
        release(): Promise<void>;
      }>
    ).value.release();
  });
});
