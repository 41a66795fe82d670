import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFileStore } from './file-store';

describe('the file store of a data folder', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quizcoop-file-store-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('removes bodies abandoned in staging long ago, and leaves those another process is uploading', async () => {
    const staging = join(dataDir, 'storage', '.tmp');
    await mkdir(staging, { recursive: true });
    const abandoned = join(staging, 'abandoned');
    const uploading = join(staging, 'uploading');
    await writeFile(abandoned, 'left by a process that crashed');
    await writeFile(uploading, 'staged by a worker a moment ago');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);

    const files = await openFileStore(dataDir);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(uploading)).toBe(true);
    await files.close();
  });

  it('lets two stores on one folder publish and read each other’s objects', async () => {
    const [first, second] = await Promise.all([openFileStore(dataDir), openFileStore(dataDir)]);
    await first.publish(await first.stage(new TextEncoder().encode('hello')), 'assets', 'a/b.txt');
    expect((await second.read('assets', 'a/b.txt'))?.toString()).toBe('hello');
    await Promise.all([first.close(), second.close()]);
  });
});
