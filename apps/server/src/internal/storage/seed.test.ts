import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../db/paths';
import type { TestDatabase } from '../db/test-databases';
import { testDatabaseVariants } from '../db/test-databases';
import type { FileStore } from './file-store';
import { openFileStore } from './file-store';
import { seedStorage } from './seed';

async function shippedFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe.each(testDatabaseVariants())('seeding storage on $name', (variant) => {
  let test: TestDatabase;
  let dataDir: string;
  let files: FileStore;

  beforeAll(async () => {
    test = await variant.create();
    dataDir = await mkdtemp(join(tmpdir(), 'quizcoop-seed-'));
    files = await openFileStore(dataDir);
  });
  afterAll(async () => {
    await test?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every shipped file of supabase/storage and records it in storage.objects', async () => {
    const shipped = await shippedFiles(paths.storageSeed);
    const added = await seedStorage(test.database, files, paths.storageSeed);
    expect(added).toHaveLength(shipped.length);
    expect(added).toEqual(
      expect.arrayContaining([
        'assets/logo.png',
        ...['correct', 'incorrect', 'coin', 'wheel', 'reveal'].map((sound) => `sounds/${sound}.mp3`),
        'question-media/official/telling-time/clock-3-00.svg',
      ]),
    );
    expect(existsSync(join(dataDir, 'storage', 'sounds', 'coin.mp3'))).toBe(true);
    const { rows } = await test.database.query<{ mimetype: string; size: number }>(
      `select metadata->>'mimetype' as mimetype, (metadata->>'size')::int as size
         from storage.objects where bucket_id = 'sounds' and name = 'coin.mp3'`,
    );
    expect(rows).toEqual([{ mimetype: 'audio/mpeg', size: expect.any(Number) }]);
    expect(rows[0]!.size).toBeLessThan(40 * 1024);
  });

  it('adds nothing the second time, and puts back a file that went missing', async () => {
    expect(await seedStorage(test.database, files, paths.storageSeed)).toEqual([]);
    await unlink(join(dataDir, 'storage', 'assets', 'logo.png'));
    await test.database.query(
      `delete from storage.objects where bucket_id = 'sounds' and name = 'reveal.mp3'`,
    );
    expect((await seedStorage(test.database, files, paths.storageSeed)).sort()).toEqual([
      'assets/logo.png',
      'sounds/reveal.mp3',
    ]);
    expect(await files.exists('assets', 'logo.png')).toBe(true);
  });
});
