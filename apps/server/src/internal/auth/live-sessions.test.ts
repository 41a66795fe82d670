import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db/test-databases';
import { testDatabaseVariants } from '../db/test-databases';
import { LIVE_SESSION_TTL_MS, LiveSessions } from './live-sessions';
import { startSession } from './sessions';
import { createUser } from './users';

describe.each(testDatabaseVariants())('live sessions on $name', (variant) => {
  let testDatabase: TestDatabase;
  let shiftMs = 0;
  const clock = () => new Date(Date.now() + shiftMs);

  beforeAll(async () => {
    testDatabase = await variant.create();
  });
  afterAll(() => testDatabase?.drop());

  async function session(): Promise<{ userId: string; sessionId: string }> {
    return testDatabase.database.transaction(async (tx) => {
      const user = await createUser(tx, {
        email: `${randomUUID()}@school.example`,
        passwordHash: null,
        userMetadata: {},
        confirmedAt: clock(),
        now: clock(),
      });
      const { sessionId } = await startSession(
        tx,
        user.id,
        'password',
        { userAgent: undefined, ip: undefined },
        clock(),
      );
      return { userId: user.id, sessionId };
    });
  }

  const end = (sessionId: string) =>
    testDatabase.database.query(`delete from auth.sessions where id = $1`, [sessionId]);

  it('sees an ending made elsewhere within the staleness bound', async () => {
    const sessions = new LiveSessions(testDatabase.database, clock);
    const { userId, sessionId } = await session();
    expect(await sessions.isLive(sessionId, userId)).toBe(true);

    await end(sessionId);
    expect(await sessions.isLive(sessionId, userId)).toBe(true);
    shiftMs += LIVE_SESSION_TTL_MS;
    expect(await sessions.isLive(sessionId, userId)).toBe(false);
  });

  it('sees an ending at once after a write was announced', async () => {
    const sessions = new LiveSessions(testDatabase.database, clock);
    const { userId, sessionId } = await session();
    expect(await sessions.isLive(sessionId, userId)).toBe(true);
    await end(sessionId);
    sessions.forgetAll();
    expect(await sessions.isLive(sessionId, userId)).toBe(false);
  });

  it('does not remember a lookup that a write overlapped', async () => {
    const sessions = new LiveSessions(testDatabase.database, clock);
    const { userId, sessionId } = await session();
    const lookup = sessions.isLive(sessionId, userId);
    sessions.forgetAll();
    expect(await lookup).toBe(true);
    await end(sessionId);
    expect(await sessions.isLive(sessionId, userId)).toBe(false);
  });

  it('refuses a session of another user, and ids that are not UUIDs, without asking the database', async () => {
    const sessions = new LiveSessions(testDatabase.database, clock);
    const { userId, sessionId } = await session();
    const other = await session();
    expect(await sessions.isLive(sessionId, other.userId)).toBe(false);
    expect(await sessions.isLive("x' or 1=1 --", userId)).toBe(false);
    expect(await sessions.isLive(sessionId, 'not-a-uuid')).toBe(false);
  });
});
