import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { ServerConfig } from '../config';
import { paths } from '../db/paths';
import { createEmptyPostgresDatabase, testDatabaseVariants } from '../db/test-databases';
import { openFileStore } from '../storage/file-store';
import { seedStorage } from '../storage/seed';
import { backupCommand, restoreCommand } from './commands';
import { backupContents } from './test-places';
import { writeBackupFile } from './write-backup';

// A restore reads the whole file before it writes anything: whatever is wrong with the file, the place to
// restore into is left exactly as it was.

let scratch: string;
let good: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'quizcoop-restore-'));
  const { database, drop } = await testDatabaseVariants()[0]!.create();
  const files = await openFileStore(join(scratch, 'source'));
  try {
    await seedStorage(database, files, paths.storageSeed);
    good = join(scratch, 'good.quizcoop-backup');
    await writeBackupFile(database, files, good);
  } finally {
    await drop();
  }
}, 60_000);

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

function folderConfig(name: string): ServerConfig {
  return loadConfig({ QUIZCOOP_DATA_DIR: join(scratch, name) });
}

/** A copy of the good backup whose lines `edit` changes, with its checksum made right again. */
async function rewritten(name: string, edit: (lines: string[]) => void): Promise<string> {
  const lines = gunzipSync(await readFile(good))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  const end = JSON.parse(lines.pop()!) as { end: Record<string, unknown> };
  edit(lines);
  const body = lines.map((line) => `${line}\n`).join('');
  const sha256 = createHash('sha256').update(body).digest('hex');
  const path = join(scratch, name);
  await writeFile(path, gzipSync(`${body}${JSON.stringify({ end: { ...end.end, sha256 } })}\n`));
  return path;
}

describe('restoring a damaged or foreign file', () => {
  const cases: [string, () => Promise<string>, RegExp][] = [
    [
      'a backup cut short',
      async () => {
        const bytes = await readFile(good);
        const path = join(scratch, 'truncated');
        await writeFile(path, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
        return path;
      },
      /damaged|cut short/,
    ],
    [
      'a backup with one byte changed',
      async () => {
        const bytes = Buffer.from(await readFile(good));
        const middle = Math.floor(bytes.length / 2);
        bytes[middle] = bytes[middle]! ^ 0x01;
        const path = join(scratch, 'flipped');
        await writeFile(path, bytes);
        return path;
      },
      /damaged/,
    ],
    [
      'a backup whose contents were changed and packed again',
      async () => {
        const bytes = gunzipSync(await readFile(good));
        const at = bytes.indexOf('"row":') + 10;
        bytes[at] = bytes[at] === 0x61 ? 0x62 : 0x61;
        const path = join(scratch, 'repacked');
        await writeFile(path, gzipSync(bytes));
        return path;
      },
      /checksum does not match/,
    ],
    [
      'a file that is not a backup at all',
      async () => {
        const path = join(scratch, 'picture.png');
        await writeFile(path, await readFile(join(paths.storageSeed, 'assets', 'logo.png')));
        return path;
      },
      /not a Quiz Coop backup/,
    ],
    [
      'another program’s gzip file',
      async () => {
        const path = join(scratch, 'other.json.gz');
        await writeFile(path, gzipSync('{"name":"something else"}\n'));
        return path;
      },
      /not a Quiz Coop backup/,
    ],
    [
      'a backup from a newer version',
      () =>
        rewritten('newer', (lines) => {
          const header = JSON.parse(lines[0]!) as { schema: { migrations: string[] } };
          header.schema.migrations.push('99991231000000');
          lines[0] = JSON.stringify(header);
        }),
      /newer Quiz Coop \(it has migration 99991231000000\)/,
    ],
  ];

  it.each(cases)('refuses %s and writes nothing', async (name, make, reason) => {
    const file = await make();
    const config = folderConfig(`target-${name.replaceAll(/\W+/g, '-')}`);
    await expect(restoreCommand(config, file, false)).rejects.toThrow(reason);
    expect(existsSync(config.dataDir)).toBe(false);
  });
});

describe('restoring into a place that already has data', () => {
  it('refuses without --force, naming what is there, and replaces it with --force', async () => {
    const config = folderConfig('busy');
    await restoreCommand(config, good, false);
    const storage = join(config.dataDir, 'storage');
    const filesBefore = (await readdir(storage, { recursive: true })).sort();
    const databaseBefore = (await stat(join(config.dataDir, 'pgdata', 'PG_VERSION'))).mtimeMs;
    await writeFile(join(storage, 'assets', 'kept-until-forced.txt'), 'a file of this place');

    await expect(restoreCommand(config, good, false)).rejects.toThrow(
      new RegExp(`${config.dataDir} already holds a database and \\d+ stored files.*--force`),
    );
    expect((await readdir(storage, { recursive: true })).sort()).toEqual(
      [...filesBefore, join('assets', 'kept-until-forced.txt')].sort(),
    );
    expect((await stat(join(config.dataDir, 'pgdata', 'PG_VERSION'))).mtimeMs).toBe(databaseBefore);

    const forced = await restoreCommand(config, good, true);
    expect(forced.lines[1]).toContain(`Restored into the data folder ${config.dataDir}`);
    expect(existsSync(join(storage, 'assets', 'kept-until-forced.txt'))).toBe(false);
    const again = join(scratch, 'forced-again.quizcoop-backup');
    await backupCommand(config, again);
    const [original, restored] = await Promise.all([backupContents(good), backupContents(again)]);
    expect(restored.tables).toEqual(original.tables);
    expect(restored.files).toEqual(original.files);
  }, 120_000);
});

const adminUrl = process.env.QUIZCOOP_TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('restoring into PostgreSQL as the database owner, not a superuser', () => {
  it('turns the tables’ triggers off one by one and restores every row', async () => {
    const owner = `quizcoop_owner_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const empty = await createEmptyPostgresDatabase(adminUrl!);
    const databaseName = new URL(empty.url).pathname.slice(1);
    try {
      await admin.query(`create role ${owner} login createrole`);
      await admin.query(`alter database ${databaseName} owner to ${owner}`);
      const url = new URL(empty.url);
      url.username = owner;
      const settings = { QUIZCOOP_DATA_DIR: join(scratch, 'owner'), DATABASE_URL: url.toString() };
      await restoreCommand(loadConfig(settings), good, false);
      const again = join(scratch, 'owner-again.quizcoop-backup');
      await backupCommand(loadConfig(settings), again);
      const [original, restored] = await Promise.all([backupContents(good), backupContents(again)]);
      expect(restored).toEqual(original);
      // Every trigger turned off for the restore is on again.
      const inspect = new pg.Client({ connectionString: empty.url });
      await inspect.connect();
      const { rows } = await inspect.query(`select tgname from pg_trigger where tgenabled = 'D'`);
      await inspect.end();
      expect(rows).toEqual([]);
    } finally {
      await empty.drop();
      await admin.query(`drop owned by ${owner} cascade`).catch(() => undefined);
      await admin.query(`drop role if exists ${owner}`);
      await admin.end();
    }
  }, 120_000);
});
