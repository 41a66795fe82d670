import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigrationSources } from '../db/migrate';
import { defaultSources } from '../db/migrate';
import { openDatabase } from '../db/open';
import { startServer } from '../server';
import { appliedSchema } from './catalog';
import { backupCommand, restoreCommand } from './commands';
import { verifyBackup } from './read-backup';
import { pendingParts } from './schema-version';
import type { Classroom } from './test-classroom';
import { teacherView } from './test-classroom';
import type { TestPlace } from './test-places';
import { backupContents, createTestPlace, testPlaceKinds } from './test-places';
import { NewerDataError } from './upgrade';

// The previous release's data (made by scripts/make-upgrade-fixture.mjs from that release's own server), started
// with this version. A migration of the test's own, after this version's, makes sure an upgrade happens even when
// this version has no migration the release lacked.

const fixture = new URL('./fixtures/previous-release.quizcoop-backup', import.meta.url).pathname;
const { classroom } = JSON.parse(
  await readFile(new URL('./fixtures/previous-release.json', import.meta.url), 'utf8'),
) as { classroom: Classroom };

const NEXT_MIGRATION = '99990101000000_upgrade_test.sql';
let scratch: string;
let upgraded: MigrationSources;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'quizcoop-upgrade-'));
  const migrations = join(scratch, 'migrations');
  await cp(defaultSources.migrations, migrations, { recursive: true });
  await writeFile(
    join(migrations, NEXT_MIGRATION),
    `alter table public.question_sets add column upgrade_note text not null default 'upgraded';`,
  );
  upgraded = { ...defaultSources, migrations };
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function tableCounts(place: TestPlace, tables: string[]): Promise<Record<string, number>> {
  const database = await openDatabase(place.config);
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await database.query<{ count: number }>(`select count(*)::int as count from ${table}`);
      counts[table] = rows[0]!.count;
    }
    return counts;
  } finally {
    await database.close();
  }
}

describe.each(testPlaceKinds())('The previous release’s data on %s', (kind) => {
  let place: TestPlace;
  let before: Awaited<ReturnType<typeof backupContents>>;

  beforeAll(async () => {
    place = await createTestPlace(kind);
    await restoreCommand(place.config, fixture, false);
    before = await backupContents(fixture);
  }, 120_000);

  afterAll(async () => {
    await place?.remove();
  });

  it('is backed up, then migrated, and keeps every row and file', async () => {
    const server = await startServer(place.config, { migrationSources: upgraded });
    try {
      const { backupBeforeUpgrade, applied } = server.migration;
      expect(backupBeforeUpgrade).toMatch(
        new RegExp(
          `^${place.config.dataDir}/backups/quizcoop-before-upgrade-\\d{4}-\\d\\d-\\d\\dT[\\d-]+\\.\\d{3}Z\\.quizcoop-backup$`,
        ),
      );
      expect(applied).toContain(NEXT_MIGRATION);
      const taken = await verifyBackup(backupBeforeUpgrade!);
      expect(taken.header.schema).toEqual((await verifyBackup(fixture)).header.schema);
      expect((await backupContents(backupBeforeUpgrade!)).tables).toEqual(before.tables);

      const { rows } = await server.context.database.query<{ note: string }>(
        'select distinct upgrade_note as note from public.question_sets',
      );
      expect(rows).toEqual([{ note: 'upgraded' }]);
      expect(await pendingParts(await appliedSchema(server.context.database), upgraded)).toEqual([]);
      for (const teacher of classroom.teachers) {
        const view = await teacherView(server, teacher);
        expect(view.sets).toEqual([...teacher.sets].sort((a, b) => a.name.localeCompare(b.name)));
        expect(view.pictureSha256).toBe(teacher.picture.sha256);
      }
    } finally {
      await server.close();
    }
    const kept = [...before.tables.keys()].filter(
      (table) => table.startsWith('public.') || table === 'auth.users',
    );
    const counts = await tableCounts(place, kept);
    for (const table of kept) expect(counts[table], table).toBe(before.tables.get(table)!.length);
  }, 120_000);

  it('then refuses this version without the newer migration, and changes nothing', async () => {
    const untouched = join(scratch, `${kind}-before-refusal.quizcoop-backup`);
    await backupCommand(place.config, untouched);
    const backups = await readdir(join(place.config.dataDir, 'backups'));

    const start = startServer(place.config);
    await expect(start).rejects.toThrow(NewerDataError);
    await expect(start).rejects.toThrow(
      `the database was last used by a newer Quiz Coop: it has migration ${NEXT_MIGRATION.split('_')[0]}, which this version does not know. Nothing was changed.`,
    );

    const after = join(scratch, `${kind}-after-refusal.quizcoop-backup`);
    await backupCommand(place.config, after);
    const [was, is] = await Promise.all([backupContents(untouched), backupContents(after)]);
    expect(is).toEqual(was);
    expect(await readdir(join(place.config.dataDir, 'backups'))).toEqual(backups);
  }, 120_000);
});
