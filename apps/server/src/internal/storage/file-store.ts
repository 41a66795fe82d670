import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { IN_MEMORY } from '../config';

/**
 * Object bodies on disk at `<root>/<bucket>/<name>`. A body is first written to `<root>/.tmp` (on the same
 * file system, so the final rename is atomic) and only moved into place once its storage.objects row is
 * committed: a reader never sees half a file, and no file I/O happens inside a database transaction.
 */
export interface FileStore {
  readonly root: string;
  /** Writes a body to a fresh temporary file and returns its path. */
  stage(body: Uint8Array): Promise<string>;
  /** Moves a staged file to the object's place, replacing an older body. */
  publish(staged: string, bucket: string, name: string): Promise<void>;
  /** Removes a staged file that will not be published. */
  discard(staged: string): Promise<void>;
  /** The object's body, or null when there is no file. */
  read(bucket: string, name: string): Promise<Buffer | null>;
  exists(bucket: string, name: string): Promise<boolean>;
  remove(bucket: string, name: string): Promise<void>;
  /** Removes the folder of an in-memory server; a data folder stays. */
  close(): Promise<void>;
}

const STAGING = '.tmp';

// No upload takes this long between staging its body and publishing it.
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * Bodies staged by a process that stopped before publishing them belong to no object. Only old ones go: other
 * processes sharing the folder (workers, other servers on one PostgreSQL) may be uploading right now.
 */
async function removeAbandoned(staging: string): Promise<void> {
  const before = Date.now() - ABANDONED_AFTER_MS;
  for (const name of await readdir(staging)) {
    const path = join(staging, name);
    const stats = await stat(path).catch(() => undefined);
    if (stats && stats.mtimeMs < before) await rm(path, { recursive: true, force: true });
  }
}
// Uploads may be premium or private pictures: nobody else on the machine reads them.
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** The file store of a data folder (`<dataDir>/storage`), or of a temporary folder for an in-memory server. */
export async function openFileStore(dataDir: string): Promise<FileStore> {
  const temporary = dataDir === IN_MEMORY;
  const root = temporary ? await mkdtemp(join(tmpdir(), 'quizcoop-storage-')) : join(dataDir, 'storage');
  const staging = join(root, STAGING);
  await mkdir(staging, { recursive: true, mode: OWNER_ONLY_FOLDER });
  await removeAbandoned(staging);
  const pathOf = (bucket: string, name: string) => join(root, bucket, ...name.split('/'));

  return {
    root,
    async stage(body) {
      const path = join(staging, randomUUID());
      await writeFile(path, body, { flag: 'wx', mode: OWNER_ONLY_FILE });
      return path;
    },
    async publish(staged, bucket, name) {
      const target = pathOf(bucket, name);
      await mkdir(dirname(target), { recursive: true, mode: OWNER_ONLY_FOLDER });
      await rename(staged, target);
    },
    async discard(staged) {
      await rm(staged, { force: true });
    },
    async read(bucket, name) {
      try {
        return await readFile(pathOf(bucket, name));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async exists(bucket, name) {
      try {
        return (await stat(pathOf(bucket, name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(bucket, name) {
      try {
        await unlink(pathOf(bucket, name));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
