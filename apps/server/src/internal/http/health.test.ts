import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { TestDatabase } from '../db/test-databases';
import { testDatabaseVariants } from '../db/test-databases';
import { createHealthCheck } from './health';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database health check', () => {
  let test: TestDatabase;
  let asked = 0;
  const probe = () => {
    asked += 1;
    return test.database.readOnce('select 1', []);
  };

  beforeAll(async () => {
    const [pglite] = testDatabaseVariants();
    test = await pglite!.create();
  });
  afterAll(() => test?.drop());

  it('asks the database once for a flood of callers, and again once its answer is stale', async () => {
    asked = 0;
    const health = createHealthCheck(probe, { freshMs: 300, timeoutMs: 2_000 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => health()));
    expect(new Set(answers)).toEqual(new Set(['ok']));
    expect(asked).toBe(1);
    await Promise.all(Array.from({ length: 200 }, () => health()));
    expect(asked).toBe(1);
    await pause(350);
    await health();
    expect(asked).toBe(2);
  });

  it('counts a database that does not answer in time as unavailable, and sees it come back', async () => {
    const health = createHealthCheck(probe, { freshMs: 0, timeoutMs: 300 });
    expect(await health()).toBe('ok');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // PGlite runs one transaction at a time: while this one stays open, nothing else is answered.
    const holding = test.database.transaction(() => released);
    try {
      expect(await health()).toBe('ok');
      await pause(350);
      expect(await health()).toBe('unavailable');
    } finally {
      release();
      await holding;
    }
    await vi.waitFor(async () => expect(await health()).toBe('ok'));
  });

  it('gives up a check that never answers for a new one', async () => {
    let first = true;
    const health = createHealthCheck(
      () => {
        if (!first) return probe();
        first = false;
        return new Promise<never>(() => {});
      },
      { freshMs: 0, timeoutMs: 1_000 },
    );
    expect(await health()).toBe('unavailable');
    expect(await health()).toBe('ok');
  });
});

async function stopAnswering(kind: string, server: TestServer): Promise<void> {
  if (kind === 'PGlite') return server.database.close();
  const { rows } = await server.database.query<{ name: string }>('select current_database() as name');
  const admin = new pg.Client({ connectionString: process.env.QUIZCOOP_TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database ${pg.escapeIdentifier(rows[0]!.name)} with (force)`);
  } finally {
    await admin.end();
  }
}

describe.each(testDatabaseKinds())('/healthz on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server?.close());

  it('says the database answers, then that it stopped answering', async () => {
    const healthy = await fetch(`${server.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get('cache-control')).toBe('no-store');
    expect(await healthy.json()).toEqual({ status: 'ok', database: 'ok' });

    await stopAnswering(kind, server);
    await vi.waitFor(
      async () => {
        const response = await fetch(`${server.url}/healthz`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
