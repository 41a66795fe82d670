import { chmod, lstat, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { LOCK_FILE } from './lock';
import type { RunningServer } from './server';
import { startServer } from './server';

let parent: string;
let dataDir: string;
let outside: string;

/** Every file and folder under a folder (symbolic links left out), with its permission bits. */
async function modesUnder(folder: string): Promise<Map<string, number>> {
  const modes = new Map<string, number>();
  const visit = async (path: string) => {
    const stats = await lstat(path);
    if (stats.isSymbolicLink()) return;
    modes.set(relative(dataDir, path) || '.', stats.mode & 0o777);
    if (stats.isDirectory()) {
      for (const name of await readdir(path)) await visit(join(path, name));
    }
  };
  await visit(folder);
  return modes;
}

/** The entries whose permissions let anyone but the owner in. */
async function openToOthers(): Promise<string[]> {
  const modes = await modesUnder(dataDir);
  return [...modes]
    .filter(([, mode]) => (mode & 0o077) !== 0)
    .map(([path, mode]) => `${path} ${mode.toString(8)}`);
}

async function start(): Promise<RunningServer> {
  return startServer({
    ...loadConfig({ PORT: '0', HOST: '127.0.0.1', QUIZCOOP_DATA_DIR: dataDir }),
    emailConfirm: false,
  });
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'quizcoop-data-folder-'));
  dataDir = join(parent, 'data');
  outside = join(parent, 'outside.txt');
  // A folder an earlier version left readable by everyone, with a file and a folder of its own.
  await mkdir(join(dataDir, 'storage', 'assets'), { recursive: true, mode: 0o777 });
  await writeFile(join(dataDir, 'storage', 'assets', 'old.txt'), 'old', { mode: 0o666 });
  await writeFile(outside, 'not the server’s', { mode: 0o644 });
  await chmod(outside, 0o644);
  await symlink(outside, join(dataDir, 'link-to-outside'));
  await chmod(dataDir, 0o755);
  await chmod(join(dataDir, 'storage'), 0o777);
  await chmod(join(dataDir, 'storage', 'assets'), 0o777);
  await chmod(join(dataDir, 'storage', 'assets', 'old.txt'), 0o666);
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('is the owner’s alone once the server runs: the folder, the lock, the key, the database and the files', async () => {
    const server = await start();
    try {
      const modes = await modesUnder(dataDir);
      expect(modes.get('.')).toBe(0o700);
      expect(modes.get(LOCK_FILE)).toBe(0o600);
      expect(modes.get('jwt-secret')).toBe(0o600);
      expect(modes.get('storage/assets/old.txt')).toBe(0o600);
      expect(modes.get('storage/assets/logo.png')).toBe(0o600);
      expect([...modes.keys()].filter((path) => path.startsWith('pgdata/')).length).toBeGreaterThan(100);
      expect(await openToOthers()).toEqual([]);

      const signUp = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: server.anonKey },
        body: JSON.stringify({ email: 'owner.only@school.example', password: 'Correct-Horse-9' }),
      });
      expect(signUp.status).toBe(200);
      await server.context.database.exec('checkpoint');
      expect(await openToOthers()).toEqual([]);
    } finally {
      await server.close();
    }
    expect((await lstat(outside)).mode & 0o777).toBe(0o644);
  }, 180_000);

  it('is tightened again on start when someone loosened it', async () => {
    await chmod(dataDir, 0o755);
    await chmod(join(dataDir, 'pgdata'), 0o755);
    await chmod(join(dataDir, 'jwt-secret'), 0o644);
    const server = await start();
    try {
      expect(await openToOthers()).toEqual([]);
    } finally {
      await server.close();
    }
  }, 180_000);
});
