import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Permission bits for anyone but the owner. */
const OTHERS = 0o077;

/** Takes group and other permissions away from a path and, for a folder, from everything in it. */
async function tighten(path: string): Promise<void> {
  const stats = await lstat(path);
  // A symbolic link may point outside the folder, at something that is not the server's to change.
  if (stats.isSymbolicLink()) return;
  if ((stats.mode & OTHERS) !== 0) await chmod(path, stats.mode & 0o700);
  if (stats.isDirectory()) {
    for (const name of await readdir(path)) await tighten(join(path, name));
  }
}

/**
 * Creates the data folder readable by its owner only, or makes an existing one so: the database's WAL holds
 * refresh tokens and the folder holds the JWT secret, so nobody else on the machine may read any of it.
 */
export async function secureDataFolder(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await tighten(dataDir);
}
