import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'quizcoop.lock';

/** Another live server holds the data folder; two processes on one PGlite folder would lose data. */
export class DataFolderLockedError extends Error {
  override name = 'DataFolderLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Quiz Coop server (process ${pid}). ` +
        'Stop that server first, or set QUIZCOOP_DATA_DIR to another folder.',
    );
  }
}

export interface DataFolderLock {
  readonly path: string;
  release(): Promise<void>;
}

/** Lock files this process holds, so a stale lock that merely carries our PID (a restarted container) is told apart. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(path: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await readFile(path, 'utf8')).trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function holds(path: string, pid: number | undefined): boolean {
  if (pid === undefined) return false;
  if (pid === process.pid) return heldByThisProcess.has(path);
  return isAlive(pid);
}

/** Writes the PID to a private file, then links it into place: the lock never exists without its PID. */
async function createExclusively(path: string): Promise<boolean> {
  const draft = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.new`;
  const handle = await open(draft, 'w', 0o600);
  try {
    await handle.writeFile(`${process.pid}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Moves a stale lock aside. The rename is atomic, so of two processes taking over at once only one moves a
 * given file; if what it moved turns out to be a live server's fresh lock, it is put back.
 */
async function removeStale(path: string): Promise<void> {
  const aside = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.stale`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (holds(path, await readHolder(aside))) {
    await link(aside, path).catch(() => undefined);
  }
  await unlink(aside).catch(() => undefined);
}

/**
 * Takes the data folder's exclusive lock: a file holding this process's PID. A lock whose process is gone
 * (a crash, a SIGKILL) is taken over; a live one refuses the start with DataFolderLockedError naming the PID.
 */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 10; attempt++) {
    if (await createExclusively(path)) {
      heldByThisProcess.add(path);
      return {
        path,
        async release() {
          if (!heldByThisProcess.delete(path)) return;
          if ((await readHolder(path)) === process.pid) await unlink(path).catch(() => undefined);
        },
      };
    }
    const holder = await readHolder(path);
    if (holder !== undefined && holds(path, holder)) throw new DataFolderLockedError(dataDir, holder);
    await removeStale(path);
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing. Is another server starting?`);
}
