import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startServer } from '../server';
import { backupCommand, restoreCommand } from './commands';
import { addQuestions, fillClassroom, signIn, teacherView } from './test-classroom';
import type { Classroom } from './test-classroom';
import type { PlaceKind, TestPlace } from './test-places';
import { backupContents, createTestPlace, testPlaceKinds } from './test-places';

// A backup of a server that keeps serving (and writing) while it is taken, restored into an empty place of the
// other kind of database when this machine has PostgreSQL, and found whole there.

const kinds = testPlaceKinds();
const journeys: [PlaceKind, PlaceKind][] = kinds.map((kind) => [
  kind,
  kinds.find((other) => other !== kind) ?? kind,
]);

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'quizcoop-online-backup-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Saves batches of five questions, each batch in one request, until told to stop; answers how many it saved. */
function keepSaving(server: RunningServer, token: string, setId: string) {
  let stop = false;
  let saved = 0;
  const done = (async () => {
    while (!stop) {
      const batch = saved + 1;
      const questions = [1, 2, 3, 4, 5].map((item) => `Batch ${batch} item ${item}`);
      await addQuestions(server, token, setId, questions);
      saved = batch;
    }
  })();
  return {
    saved: () => saved,
    async stop() {
      stop = true;
      await done;
      return saved;
    },
  };
}

describe.each(journeys)('A backup of a running %s server, restored into an empty %s', (from, to) => {
  let source: TestPlace;
  let target: TestPlace;
  let server: RunningServer;
  let classroom: Classroom;

  beforeAll(async () => {
    source = await createTestPlace(from);
    target = await createTestPlace(to);
    server = await startServer(source.config);
    classroom = await fillClassroom(server, from.toLowerCase());
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await source?.remove();
    await target?.remove();
  });

  it('holds every row and file, restores them, and the teachers sign in there', async () => {
    const teacher = classroom.teachers[0]!;
    const { token, userId } = await signIn(server, teacher.email, teacher.password);
    const sets = (await (
      await fetch(`${server.url}/rest/v1/question_sets?select=id&created_by=eq.${userId}&limit=1`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string }[];
    const before = await Promise.all(classroom.teachers.map((each) => teacherView(server, each)));
    const saving = keepSaving(server, token, sets[0]!.id);
    await expect.poll(saving.saved).toBeGreaterThan(0);

    const file = join(scratch, `${from}-to-${to}.quizcoop-backup`);
    const backup = await backupCommand(source.config, file);
    const savedDuringBackup = saving.saved();
    const saved = await saving.stop();
    expect(saved).toBeGreaterThan(0);
    if (from === 'PGlite') expect(backup.lines[0]).toContain('taken by the running server');
    expect(backup.lines[1]).toMatch(
      /^Wrote .+ \(\d+(\.\d)? (B|KB|MB)\) in \d+\.\d s: \d+ tables, \d+ rows, \d+ stored files/,
    );

    const taken = await backupContents(file);
    // Each batch was one transaction: the snapshot holds all five of its questions or none.
    const batches = new Map<string, number>();
    for (const row of taken.tables.get('public.questions')!) {
      const match = /"question": ?"(Batch \d+) item \d"/.exec(row);
      if (match) batches.set(match[1]!, (batches.get(match[1]!) ?? 0) + 1);
    }
    expect(batches.size).toBeGreaterThan(0);
    expect(batches.size).toBeLessThanOrEqual(savedDuringBackup + 1);
    for (const [batch, count] of batches) expect(count, batch).toBe(5);
    expect(taken.files.size).toBeGreaterThanOrEqual(classroom.teachers.length);
    expect(taken.tables.get('auth.users')!.length).toBeGreaterThanOrEqual(classroom.teachers.length);

    const restored = await restoreCommand(target.config, file, false);
    expect(restored.lines[1]).toMatch(/^Restored into .+ in \d+\.\d s:/);

    // A backup of the restored place holds exactly what the first one did.
    const again = join(scratch, `${from}-to-${to}-again.quizcoop-backup`);
    await backupCommand(target.config, again);
    const copy = await backupContents(again);
    expect([...copy.tables.keys()].sort()).toEqual([...taken.tables.keys()].sort());
    for (const [table, rows] of taken.tables) expect(copy.tables.get(table), table).toEqual(rows);
    expect(copy.sequences).toEqual(taken.sequences);
    expect(copy.files).toEqual(taken.files);

    const restoredServer = await startServer(target.config);
    try {
      for (const [index, each] of classroom.teachers.entries()) {
        const view = await teacherView(restoredServer, each);
        expect(view).toEqual(before[index]);
        expect(view.sets).toEqual([...each.sets].sort((a, b) => a.name.localeCompare(b.name)));
        expect(view.pictureSha256).toBe(each.picture.sha256);
      }
    } finally {
      await restoredServer.close();
    }
  }, 240_000);
});
