import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { callAuth, followEmailLink, signInWithPassword } from './test-calls';

// GoTrue's admin API as supabase-js `auth.admin` calls it, against the real server on each database.

const PASSWORD = 'Correct-Horse-9';
let counter = 0;

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@school.example`;
}

function client(server: TestServer, key: string): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** An RSA signing key pair, as a project's asymmetric JWT signing key. */
async function rsaKey(kid: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256' } };
}

function signRs256(
  claims: Record<string, unknown>,
  key: Awaited<ReturnType<typeof rsaKey>>,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key.privateKey);
}

describe.each(testDatabaseKinds())('the auth admin API on %s', (database) => {
  let server: TestServer;
  let admin: SupabaseClient['auth']['admin'];
  let trusted: Awaited<ReturnType<typeof rsaKey>>;

  beforeAll(async () => {
    trusted = await rsaKey('project-signing-key');
    server = await startTestServer({
      database,
      jwtPublicKeys: [{ kid: trusted.kid, alg: 'RS256', jwk: trusted.jwk }],
    });
    admin = client(server, server.serviceRoleKey).auth.admin;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lets in only a service-role token: 401 without one, 403 for the anon key, a user and a forged token', async () => {
    const email = uniqueEmail('user');
    await server.createUser({ email, password: PASSWORD });
    const userToken = (await signInWithPassword(server, email, PASSWORD)).body.access_token as string;
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(randomBytes(32));
    const untrusted = await signRs256({ role: 'service_role' }, await rsaKey(trusted.kid));

    for (const path of ['/admin/users', '/admin/users/00000000-0000-4000-8000-000000000000/factors']) {
      expect(await callAuth(server, 'GET', path)).toMatchObject({
        status: 401,
        body: { code: 'no_authorization' },
      });
      for (const token of [server.anonKey, userToken]) {
        expect(await callAuth(server, 'GET', path, { token })).toMatchObject({
          status: 403,
          body: { code: 'not_admin', msg: 'User not allowed' },
        });
      }
      for (const token of [forged, untrusted, 'not-a-jwt']) {
        expect(await callAuth(server, 'GET', path, { token })).toMatchObject({
          status: 403,
          body: { code: 'bad_jwt' },
        });
      }
    }
    const refused = await callAuth(server, 'POST', '/invite', { token: userToken, body: { email } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'not_admin' } });
    const { error } = await client(server, server.anonKey).auth.admin.createUser({ email: uniqueEmail('x') });
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('accepts a service-role token signed with a trusted public key', async () => {
    const token = await signRs256({ role: 'service_role' }, trusted);
    const answer = await callAuth(server, 'GET', '/admin/users?per_page=1', { token });
    expect(answer.status).toBe(200);
  });

  it('creates accounts with metadata and confirmation as asked, and refuses a taken or malformed address', async () => {
    const email = uniqueEmail('created');
    const { data, error } = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: 'Ms Rivera' },
      app_metadata: { roles: ['editor'] },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { display_name: 'Ms Rivera' },
      app_metadata: { provider: 'email', providers: ['email'], roles: ['editor'] },
    });
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect((await signInWithPassword(server, email, PASSWORD)).status).toBe(200);

    const unconfirmed = await admin.createUser({ email: uniqueEmail('later'), password: PASSWORD });
    expect(unconfirmed.data.user!.email_confirmed_at).toBeUndefined();

    expect((await admin.createUser({ email, password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    expect((await admin.createUser({ email: 'xx:;x@x.x', password: PASSWORD })).error).toMatchObject({
      status: 400,
      message: 'Unable to validate email address: invalid format',
    });
    expect((await admin.createUser({ email: uniqueEmail('weak'), password: 'short' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
    });
    const phone = await admin.createUser({ phone: '+15555550123', phone_confirm: true });
    expect(phone.data.user).toMatchObject({ phone: '+15555550123' });
    expect(phone.data.user!.phone_confirmed_at).toEqual(expect.any(String));
  });

  it('answers malformed admin requests with a 4xx and a clear error, never a 5xx', async () => {
    const { data } = await admin.createUser({ email: uniqueEmail('target'), password: PASSWORD });
    const id = data.user!.id;
    const service = { url: server.url, anonKey: server.serviceRoleKey };
    const token = server.serviceRoleKey;
    const requests: [string, string, unknown][] = [
      ['POST', '/admin/users', { email: 42 }],
      ['POST', '/admin/users', { email: ['a@b.c'] }],
      ['POST', '/admin/users', {}],
      ['POST', '/admin/users', { phone: 'call me' }],
      ['POST', '/admin/users', { email: uniqueEmail('m'), user_metadata: 'text' }],
      ['POST', '/admin/users', { email: uniqueEmail('m'), app_metadata: [1, 2] }],
      ['POST', '/admin/users', { email: uniqueEmail('m'), email_confirm: 'yes' }],
      ['POST', '/admin/users', { email: uniqueEmail('m'), ban_duration: '99999999999h' }],
      ['PUT', `/admin/users/${id}`, { ban_duration: 'forever' }],
      ['PUT', `/admin/users/${id}`, { password: 'x' }],
      ['PUT', '/admin/users/not-a-uuid', { email: uniqueEmail('m') }],
      ['DELETE', `/admin/users/${id}`, { should_soft_delete: 'please' }],
      ['DELETE', `/admin/users/${id}/factors/not-a-uuid`, undefined],
      ['GET', '/admin/users?page=1e309', undefined],
      ['GET', '/admin/users?per_page=abc', undefined],
      ['GET', '/admin/users?page=0', undefined],
      ['POST', '/admin/generate_link', { type: 'bogus', email: uniqueEmail('m') }],
      ['POST', '/admin/generate_link', { type: 'email_change_new', email: uniqueEmail('m') }],
      ['POST', '/admin/generate_link', { type: 'signup' }],
      ['POST', '/invite', { email: { nested: true } }],
    ];
    for (const [method, path, body] of requests) {
      const answer = await callAuth(service, method, path, { token, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(answer.body.msg).toEqual(expect.any(String));
    }
    const notJson = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(notJson.status).toBe(400);
  });

  it('lists accounts newest first in pages, with the total and GoTrue’s Link header', async () => {
    const emails = [uniqueEmail('page'), uniqueEmail('page'), uniqueEmail('page')];
    for (const email of emails) await admin.createUser({ email, password: PASSWORD });
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    if (error) throw error;
    expect(data.users.map((user) => user.email)).toEqual([emails[2], emails[1]]);
    expect(data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect(data.total).toBeGreaterThanOrEqual(3);

    const response = await fetch(`${server.url}/auth/v1/admin/users?page=2&per_page=2`, {
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
    });
    const total = Number(response.headers.get('x-total-count'));
    const lastPage = Math.ceil(total / 2);
    expect(response.headers.get('link')).toContain(
      `</auth/v1/admin/users?page=${lastPage}&per_page=2>; rel="last"`,
    );
    expect(((await response.json()) as { users: unknown[] }).users).toHaveLength(2);

    const invalid = await admin.listUsers({ page: -1, perPage: 10 });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(invalid.data.users).toEqual([]);
  });

  it('gets, updates and deletes an account by id; an unknown id is 404 user_not_found', async () => {
    const email = uniqueEmail('managed');
    const { data: created } = await admin.createUser({ email, password: PASSWORD, user_metadata: { a: 1 } });
    const id = created.user!.id;
    expect((await admin.getUserById(id)).data.user!.email).toBe(email);

    const newEmail = uniqueEmail('moved');
    const { data: updated, error } = await admin.updateUserById(id, {
      email: newEmail,
      password: 'Battery-Staple-7',
      email_confirm: true,
      user_metadata: { b: 2 },
      app_metadata: { plan: 'school' },
    });
    expect(error).toBeNull();
    expect(updated.user).toMatchObject({
      email: newEmail,
      user_metadata: { a: 1, b: 2 },
      app_metadata: { provider: 'email', plan: 'school' },
    });
    expect((await signInWithPassword(server, newEmail, 'Battery-Staple-7')).status).toBe(200);

    const banned = await admin.updateUserById(id, { ban_duration: '24h' });
    expect(new Date(banned.data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect((await signInWithPassword(server, newEmail, 'Battery-Staple-7')).status).toBe(400);
    await admin.updateUserById(id, { ban_duration: 'none' });
    expect((await signInWithPassword(server, newEmail, 'Battery-Staple-7')).status).toBe(200);

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    const unknown = '83fd9e20-7a80-46e4-bf29-a86e3d6bbf66';
    for (const answer of [
      await admin.getUserById(unknown),
      await admin.updateUserById(unknown, { email: uniqueEmail('x') }),
      await admin.deleteUser(unknown),
    ]) {
      expect(answer.error).toMatchObject({ status: 404, code: 'user_not_found' });
    }
  });

  it('soft-deletes an account: it leaves the list and frees its address, its row stays', async () => {
    const email = uniqueEmail('soft');
    const { data } = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect((await admin.deleteUser(data.user!.id, true)).error).toBeNull();
    const { rows } = await server.database.query<{ email: string | null; deleted_at: Date | null }>(
      'select email, deleted_at from auth.users where id = $1',
      [data.user!.id],
    );
    expect(rows[0]).toMatchObject({ email: null, deleted_at: expect.any(Date) });
    expect((await signInWithPassword(server, email, PASSWORD)).status).toBe(400);
    expect((await admin.createUser({ email, password: PASSWORD })).error).toBeNull();
  });

  it('generates a sign-up link that confirms and signs in, and a recovery link, without sending email', async () => {
    const email = uniqueEmail('linked');
    const { data, error } = await admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { invited_by: 'school' }, redirectTo: `${server.url}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { invited_by: 'school' } });
    expect(data.properties).toMatchObject({
      verification_type: 'signup',
      redirect_to: `${server.url}/welcome`,
      email_otp: expect.stringMatching(/^\d{6}$/),
    });
    expect(data.properties!.action_link).toMatch(/\/auth\/v1\/verify\?token=.+&type=signup&redirect_to=/);
    const landing = await followEmailLink(data.properties!.action_link);
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toEqual(expect.any(String));
    expect(await server.mailbox.messages(email)).toEqual([]);

    const recovery = await admin.generateLink({ type: 'recovery', email });
    const verified = await callAuth(server, 'POST', '/verify', {
      body: { type: 'recovery', token_hash: recovery.data.properties!.hashed_token },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toEqual(expect.any(String));

    expect(
      (await admin.generateLink({ type: 'magiclink', email: uniqueEmail('nobody') })).error,
    ).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    expect((await admin.generateLink({ type: 'signup', email, password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
  });

  it('generates an invitation and a magic link, each of which signs in', async () => {
    const email = uniqueEmail('invited-by-link');
    const invite = await admin.generateLink({ type: 'invite', email, options: { data: { class: '4A' } } });
    expect(invite.error).toBeNull();
    expect(invite.data.user).toMatchObject({ email, user_metadata: { class: '4A' } });
    expect(invite.data.user!.invited_at).toEqual(expect.any(String));
    expect(invite.data.properties).toMatchObject({ verification_type: 'invite' });
    const invited = await followEmailLink(invite.data.properties!.action_link);
    expect(new URLSearchParams(invited.hash.slice(1)).get('type')).toBe('invite');

    const magic = await admin.generateLink({ type: 'magiclink', email });
    expect(magic.data.properties).toMatchObject({ verification_type: 'magiclink' });
    const verified = await callAuth(server, 'POST', '/verify', {
      body: { type: 'email', email, token: magic.data.properties!.email_otp },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toEqual(expect.any(String));
  });

  it('generates the links of an email change, recording the new address', async () => {
    const email = uniqueEmail('changing');
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const newEmail = uniqueEmail('changed');
    const { data, error } = await admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(data.properties).toMatchObject({ verification_type: 'email_change' });
    expect(data.properties!.action_link).toMatch(/type=email_change/);
  });

  it('invites by email: the account is made with invited_at, and the emailed link signs it in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin.inviteUserByEmail(email, { data: { class: '5B' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { class: '5B' } });
    expect(data.user!.invited_at).toEqual(expect.any(String));
    const landing = await followEmailLink(await server.mailbox.latestLink(email));
    expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('invite');
    expect((await admin.inviteUserByEmail('xx:;x@x.x')).error).toMatchObject({ status: 400 });
  });

  it('lists and deletes a user’s second factors', async () => {
    const email = uniqueEmail('factors');
    const created = await server.createUser({ email, password: PASSWORD });
    const supabase = client(server, server.anonKey);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const { data: enrolled } = await supabase.auth.mfa.enroll({ factorType: 'totp' });

    const { data, error } = await admin.mfa.listFactors({ userId: created.id });
    expect(error).toBeNull();
    expect(data!.factors.map((factor) => factor.id)).toEqual([enrolled!.id]);
    const deleted = await admin.mfa.deleteFactor({ userId: created.id, id: enrolled!.id });
    expect(deleted.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: created.id })).data!.factors).toEqual([]);
    const missing = await admin.mfa.deleteFactor({ userId: created.id, id: enrolled!.id });
    expect(missing.error).toMatchObject({ status: 404 });
  });
});
