import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAdminIdentity } from '../internal/admin-identity';
import { followEmailLink } from '../internal/auth/test-calls';
import { supabaseClient } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

const ADMIN_EMAIL = 'head.teacher@quizcoop.test';
const PASSWORD = 'Quiz-coop-1!';

// The configured admin identity writes the first admin's role row itself, so a fresh installation gets its
// admin by signing up with the configured address and confirming it, without anyone reaching into the database.
describe.each(testDatabaseKinds())('the first admin on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, adminEmail: ADMIN_EMAIL });
  });

  afterAll(() => server.close());

  async function adminRows(userId: string): Promise<number> {
    const { rows } = await server.database.query(
      `select 1 from public.user_roles where user_id = $1 and role = 'admin'`,
      [userId],
    );
    return rows.length;
  }

  it('becomes admin on confirming the configured address in the browser that signed up, and not before', async () => {
    const client = supabaseClient(server, server.anonKey, 'pkce');
    const signedUp = await client.auth.signUp({
      email: ADMIN_EMAIL.toUpperCase(),
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/game` },
    });
    expect(signedUp.error).toBeNull();
    const userId = signedUp.data.user!.id;
    expect(await adminRows(userId)).toBe(0);

    const landing = await followEmailLink(await server.mailbox.latestLink(ADMIN_EMAIL));
    const confirmed = await client.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user!.id).toBe(userId);
    expect(await adminRows(userId)).toBe(1);
    expect((await client.rpc('current_user_is_admin')).data).toBe(true);
  });

  it('gives the role to an account that was there before the identity, once, however often it is set', async () => {
    const teacher = await server.createUser({ email: 'early.teacher@quizcoop.test', password: PASSWORD });
    expect(await adminRows(teacher.id)).toBe(0);
    await recordAdminIdentity(server.database, teacher.email);
    await recordAdminIdentity(server.database, teacher.email);
    expect(await adminRows(teacher.id)).toBe(1);
    await recordAdminIdentity(server.database, ADMIN_EMAIL);
  });

  it('names an account by its id as well', async () => {
    const teacher = await server.createUser({ email: 'by.id@quizcoop.test', password: PASSWORD });
    await recordAdminIdentity(server.database, teacher.id);
    expect(await adminRows(teacher.id)).toBe(1);
    await recordAdminIdentity(server.database, ADMIN_EMAIL);
  });

  it('gives nothing to an unconfirmed account, nor to anyone else', async () => {
    const unconfirmed = await server.createUser({
      email: 'waiting@quizcoop.test',
      password: PASSWORD,
      confirmed: false,
    });
    const other = await server.createUser({ email: 'other.teacher@quizcoop.test', password: PASSWORD });
    await recordAdminIdentity(server.database, unconfirmed.email);
    expect(await adminRows(unconfirmed.id)).toBe(0);
    expect(await adminRows(other.id)).toBe(0);
    await recordAdminIdentity(server.database, ADMIN_EMAIL);
  });

  it('still asks for the identity as well as the role', async () => {
    const client = supabaseClient(server);
    const signedIn = await client.auth.signInWithPassword({ email: ADMIN_EMAIL, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    await recordAdminIdentity(server.database, 'someone.else@quizcoop.test');
    expect((await client.rpc('current_user_is_admin')).data).toBe(false);
    await recordAdminIdentity(server.database, ADMIN_EMAIL);
    expect((await client.rpc('current_user_is_admin')).data).toBe(true);
  });
});
