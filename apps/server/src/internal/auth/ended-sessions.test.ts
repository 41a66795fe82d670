import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { Answer } from './test-calls';
import { callAuth, callServer, signInWithPassword } from './test-calls';

// An access token is only as good as its session: once signed out (or ended by a new password), the token a
// thief copied earlier opens nothing, whatever API it is sent to.

const PASSWORD = 'Correct-Horse-9';

describe.each(testDatabaseKinds())('access tokens of ended sessions on %s', (database) => {
  let server: TestServer;
  let counter = 0;

  beforeAll(async () => {
    // A long read cache, so a replayed answer would show.
    server = await startTestServer({ database, readCacheMs: 60_000 });
  });
  afterAll(() => server?.close());

  async function account(): Promise<{ id: string; email: string }> {
    counter += 1;
    const email = `ended.${counter}.${database.toLowerCase()}@school.example`;
    const { id } = await server.createUser({
      email,
      password: PASSWORD,
      data: { username: `ended_${counter}` },
    });
    return { id, email };
  }

  async function signIn(email: string): Promise<string> {
    const answer = await signInWithPassword(server, email, PASSWORD);
    expect(answer.status).toBe(200);
    return answer.body.access_token as string;
  }

  const readProfile = (token: string) =>
    callServer(server, 'GET', '/rest/v1/profiles?select=username', { token });
  const listFiles = (token: string, userId: string) =>
    callServer(server, 'POST', '/storage/v1/object/list/question-media', { token, body: { prefix: userId } });
  const checkSubscription = (token: string) =>
    callServer(server, 'POST', '/functions/v1/check-subscription', { token, body: {} });

  async function expectEverywhereOpen(token: string, userId: string): Promise<void> {
    expect((await readProfile(token)).status).toBe(200);
    expect((await listFiles(token, userId)).status).toBe(200);
    expect((await checkSubscription(token)).status).toBe(200);
  }

  function expectRestRefusal(answer: Answer): void {
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      code: 'PGRST301',
      details: null,
      hint: null,
      message: expect.stringMatching(/session/i),
    });
  }

  async function expectEverywhereRefused(token: string, userId: string): Promise<void> {
    expectRestRefusal(await readProfile(token));
    const files = await listFiles(token, userId);
    expect([files.status, files.body.statusCode, files.body.error]).toEqual([401, '401', 'InvalidJWT']);
    expect(await checkSubscription(token)).toEqual({
      status: 401,
      body: { code: 401, message: 'Invalid JWT' },
    });
  }

  it('open nothing after signing out, and cannot delete the account', async () => {
    const { id, email } = await account();
    const token = await signIn(email);
    await expectEverywhereOpen(token, id);

    expect((await callAuth(server, 'POST', '/logout?scope=local', { token })).status).toBe(204);
    await expectEverywhereRefused(token, id);
    const deletion = await callServer(server, 'POST', '/functions/v1/delete-account', {
      token,
      body: { confirm: 'DELETE' },
    });
    expect(deletion.status).toBe(401);
    const { rows } = await server.database.query(`select 1 from auth.users where id = $1`, [id]);
    expect(rows).toHaveLength(1);
  });

  it('end with signing out of the other devices, and of all of them', async () => {
    const { id, email } = await account();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    await readProfile(laptop);

    expect((await callAuth(server, 'POST', '/logout?scope=others', { token: phone })).status).toBe(204);
    await expectEverywhereRefused(laptop, id);
    await expectEverywhereOpen(phone, id);

    expect((await callAuth(server, 'POST', '/logout?scope=global', { token: phone })).status).toBe(204);
    await expectEverywhereRefused(phone, id);
  });

  it('end on the other devices when the password changes', async () => {
    const { id, email } = await account();
    const stolen = await signIn(email);
    const own = await signIn(email);
    await expectEverywhereOpen(stolen, id);

    const change = await callAuth(server, 'PUT', '/user', {
      token: own,
      body: { password: 'Fresh-Chalk-77' },
    });
    expect(change.status).toBe(200);
    await expectEverywhereRefused(stolen, id);
    await expectEverywhereOpen(own, id);
  });

  it('are refused even for a read answered moments before from the cache', async () => {
    const { email } = await account();
    const token = await signIn(email);
    const before = await readProfile(token);
    expect(before.status).toBe(200);
    await server.database.transaction(async (tx) => {
      await tx.query(
        `delete from auth.sessions where user_id = (select id from auth.users where email = $1)`,
        [email],
      );
    });
    expectRestRefusal(await readProfile(token));
  });

  it('leave the anon and service-role keys working: they have no session', async () => {
    for (const key of [server.anonKey, server.serviceRoleKey]) {
      expect(
        (await callServer(server, 'GET', '/rest/v1/question_sets?select=id&limit=1', { token: key })).status,
      ).toBe(200);
      expect((await checkSubscription(key)).body).not.toEqual({ code: 401, message: 'Invalid JWT' });
    }
  });
});
