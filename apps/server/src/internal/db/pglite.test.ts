import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPglite } from './pglite-instance';

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'quizcoop-pglite-'));
});

afterAll(async () => {
  vi.restoreAllMocks();
  await rm(parent, { recursive: true, force: true });
});

/** How many times the disk was asked to flush while a row was committed. */
async function flushesOfOneCommit(
  durability: 'full' | 'relaxed',
): Promise<{ fsync: string; flushes: number }> {
  // On this thread rather than in the database worker, so the spy sees the worker's own calls to the disk.
  const database = await startPglite({ dataDir: join(parent, durability), durability });
  try {
    await database.exec('create table notes (id serial primary key, body text not null)');
    const { rows } = await database.query<{ fsync: string }>('show fsync');
    const flush = vi.spyOn(fs, 'fsyncSync');
    await database.transaction((tx) => tx.query('insert into notes (body) values ($1)', ['kept']));
    const flushes = flush.mock.calls.length;
    flush.mockRestore();
    return { fsync: rows[0]!.fsync, flushes };
  } finally {
    await database.close();
  }
}

describe('PGlite in a data folder', () => {
  it('flushes each commit to the disk before it is acknowledged', async () => {
    const { fsync, flushes } = await flushesOfOneCommit('full');
    expect(fsync).toBe('on');
    expect(flushes).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('leaves flushing to the operating system with relaxed durability', async () => {
    expect(await flushesOfOneCommit('relaxed')).toEqual({ fsync: 'off', flushes: 0 });
  }, 120_000);
});
