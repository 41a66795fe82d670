import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openPostgres } from './postgres';
import type { TestDatabase } from './test-databases';
import { testDatabaseVariants } from './test-databases';
import type { WriteNotices } from './write-notices';
import { shareWrites } from './write-notices';

const noLog = () => undefined;

describe.each(testDatabaseVariants())('write notices on $name', (variant) => {
  it('are made only where other processes can share the database', async () => {
    const testDatabase = await variant.create();
    try {
      const notices = await shareWrites(testDatabase.database, () => undefined, noLog);
      await notices?.close();
      expect(notices === undefined).toBe(variant.name === 'PGlite');
    } finally {
      await testDatabase.drop();
    }
  });
});

const postgres = testDatabaseVariants().filter((variant) => variant.name === 'PostgreSQL');

describe.each(postgres)('write notices between two processes on $name', (variant) => {
  let testDatabase: TestDatabase;
  let other: Database;
  const opened: WriteNotices[] = [];

  beforeAll(async () => {
    testDatabase = await variant.create();
    other = await openPostgres(testDatabase.url!, 2);
  });
  afterAll(async () => {
    for (const notices of opened) await notices.close();
    await other?.close();
    await testDatabase?.drop();
  });

  async function share(database: Database, forget: () => void): Promise<WriteNotices> {
    const notices = (await shareWrites(database, forget, noLog))!;
    opened.push(notices);
    return notices;
  }

  it('empty the caches of every other process on the database, never the writer’s own', async () => {
    let writerForgot = 0;
    let otherForgot = 0;
    const writer = await share(testDatabase.database, () => (writerForgot += 1));
    await share(other, () => (otherForgot += 1));

    await writer.announce();
    await expect.poll(() => otherForgot, { timeout: 2_000 }).toBe(1);
    expect(writerForgot).toBe(0);
  });

  it('send one notice for writes that finish while another is on its way', async () => {
    let heard = 0;
    const writer = await share(testDatabase.database, () => undefined);
    await share(other, () => (heard += 1));

    await Promise.all(Array.from({ length: 20 }, () => writer.announce()));
    await new Promise((resolveWait) => setTimeout(resolveWait, 300));
    expect(heard).toBeGreaterThanOrEqual(1);
    expect(heard).toBeLessThanOrEqual(2);
  });
});
