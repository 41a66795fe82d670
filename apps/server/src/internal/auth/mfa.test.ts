import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { callAuth } from './test-calls';
import { totpCode } from './totp';

// Conformance of two-factor authentication: the real supabase-js MFA API against the real server, with codes
// computed here from the secret the server hands out, on the server's own (movable) clock.

const PASSWORD = 'Correct-Horse-9';
let counter = 0;
let shiftMs = 0;
const clock = () => new Date(Date.now() + shiftMs);

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@school.example`;
}

function client(server: TestServer): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** The code the authenticator app shows now, or `steps` codes later. */
function codeFor(secret: string, steps = 0): string {
  return totpCode(secret, new Date(clock().getTime() + steps * 30_000));
}

async function claimsOf(supabase: SupabaseClient): Promise<Record<string, unknown>> {
  return decodeJwt((await supabase.auth.getSession()).data.session!.access_token);
}

describe.each(testDatabaseKinds())('two-factor authentication through supabase-js on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      emailConfirm: false,
      clock,
      adminEmail: 'head@school.example',
      anonymousSignIns: true,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(
    email = uniqueEmail('teacher'),
  ): Promise<{ supabase: SupabaseClient; email: string }> {
    await server.createUser({ email, password: PASSWORD });
    const supabase = client(server);
    const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { supabase, email };
  }

  async function signInAgain(email: string): Promise<SupabaseClient> {
    const supabase = client(server);
    expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return supabase;
  }

  /** Enrols and verifies a TOTP factor; returns its id and secret. */
  async function withVerifiedFactor(supabase: SupabaseClient): Promise<{ factorId: string; secret: string }> {
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: codeFor(data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    return { factorId: data!.id, secret: data!.totp.secret };
  }

  it('enrols a TOTP factor: an id, a QR code as an SVG data URI, the secret and the otpauth URI', async () => {
    const { supabase, email } = await signedIn();
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'My phone',
      issuer: 'Quiz Coop',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: expect.any(String), type: 'totp', friendly_name: 'My phone' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/Quiz%20Coop:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=Quiz+Coop&period=30&secret=${data!.totp.secret}`,
    );

    const listed = await supabase.auth.mfa.listFactors();
    expect(listed.error).toBeNull();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({
        id: data!.id,
        factor_type: 'totp',
        status: 'unverified',
        friendly_name: 'My phone',
      }),
    ]);
    expect(listed.data!.totp).toEqual([]);

    // The database keeps the secret sealed: a copy of it does not give the codes away.
    const { rows } = await server.database.query<{ secret: string }>(
      'select secret from auth.mfa_factors where id = $1',
      [data!.id],
    );
    expect(rows[0]!.secret).not.toContain(data!.totp.secret);
  });

  it('verifies a right code: the factor is verified and the session rises to aal2, also after a refresh', async () => {
    const { supabase } = await signedIn();
    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(await claimsOf(supabase)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });

    const { data: enrolled } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await supabase.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ id: expect.any(String), type: 'totp' });
    const expiresIn = challenge.data!.expires_at - Math.floor(clock().getTime() / 1000);
    expect(expiresIn).toBeGreaterThanOrEqual(299);
    expect(expiresIn).toBeLessThanOrEqual(300);

    const verified = await supabase.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const claims = await claimsOf(supabase);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await supabase.auth.mfa.listFactors();
    expect(listed.data!.totp).toEqual([expect.objectContaining({ id: enrolled!.id, status: 'verified' })]);
    const { rows } = await server.database.query<{ aal: string }>(
      'select aal from auth.sessions where id = $1',
      [claims.session_id],
    );
    expect(rows).toEqual([{ aal: 'aal2' }]);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2' });
  });

  it('refuses a wrong code, a replayed code and an expired challenge', async () => {
    const { supabase } = await signedIn();
    const { data: enrolled } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled!.id;
    const secret = enrolled!.totp.secret;
    const right = codeFor(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');

    const refused = await supabase.auth.mfa.challengeAndVerify({ factorId, code: wrong });
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await claimsOf(supabase)).aal).toBe('aal1');

    expect((await supabase.auth.mfa.challengeAndVerify({ factorId, code: right })).error).toBeNull();
    const replayed = await supabase.auth.mfa.challengeAndVerify({ factorId, code: right });
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The next code is fine: it has not been used yet.
    expect(
      (await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) })).error,
    ).toBeNull();

    const challenge = await supabase.auth.mfa.challenge({ factorId });
    shiftMs += 5 * 60_000 + 1_000;
    try {
      const late = await supabase.auth.mfa.verify({
        factorId,
        challengeId: challenge.data!.id,
        code: codeFor(secret),
      });
      expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    } finally {
      shiftMs -= 5 * 60_000 + 1_000;
    }
  });

  it('stops checking codes for a factor after five wrong ones, even the right one', async () => {
    const { supabase } = await signedIn();
    const { data: enrolled } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const right = codeFor(enrolled!.totp.secret);
    const wrong = String((Number(right) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: wrong });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const blocked = await supabase.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: right });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('asks for the code at the next sign-in, and ends the sessions still at aal1 when it is given', async () => {
    const { supabase, email } = await signedIn();
    const bystander = await signInAgain(email);
    const { factorId, secret } = await withVerifiedFactor(supabase);
    expect((await bystander.auth.getUser()).error).not.toBeNull();

    const later = await signInAgain(email);
    const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const verified = await later.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(verified.error).toBeNull();
    expect((await claimsOf(later)).aal).toBe('aal2');
    // The first session had already proven the factor, so it lives on.
    expect((await supabase.auth.getUser()).error).toBeNull();
  });

  it('unenrols a verified factor only from an aal2 session, and the session falls back to aal1', async () => {
    const { supabase, email } = await signedIn();
    const { factorId } = await withVerifiedFactor(supabase);
    const aal1 = await signInAgain(email);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const removed = await supabase.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const refreshed = await supabase.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect((await supabase.auth.mfa.listFactors()).data!.all).toEqual([]);
    expect((await supabase.auth.getUser()).data.user!.factors).toBeUndefined();
  });

  it('lets an unverified factor go from aal1, and follows GoTrue on names and second enrolments', async () => {
    const { supabase, email } = await signedIn();
    const first = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const second = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(second.error).toBeNull();
    const clash = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(clash.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    expect((await supabase.auth.mfa.unenroll({ factorId: second.data!.id })).error).toBeNull();

    // Verifying one factor drops the other unverified ones; another needs aal2 to be added.
    const third = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: first.data!.id,
      code: codeFor(first.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const all = (await supabase.auth.mfa.listFactors()).data!.all.map((factor) => factor.id);
    expect(all).toEqual([first.data!.id]);
    expect(all).not.toContain(third.data!.id);
    const aal1 = await signInAgain(email);
    const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Watch' });
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Watch' })).error).toBeNull();
  });

  it("keeps each account's factors its own, and anonymous users out", async () => {
    const { supabase: owner } = await signedIn();
    const { data: enrolled } = await owner.auth.mfa.enroll({ factorType: 'totp' });
    const { supabase: stranger } = await signedIn();
    for (const attempt of [
      stranger.auth.mfa.challenge({ factorId: enrolled!.id }),
      stranger.auth.mfa.unenroll({ factorId: enrolled!.id }),
    ]) {
      expect((await attempt).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    }
    const anonymous = client(server);
    expect((await anonymous.auth.signInAnonymously()).error).toBeNull();
    const refused = await anonymous.auth.mfa.enroll({ factorType: 'totp' });
    expect(refused.error).toMatchObject({ status: 403, code: 'no_authorization' });
    const phone = await callAuth(server, 'POST', '/factors', {
      body: { factor_type: 'phone', phone: '+15555550100' },
      token: (await owner.auth.getSession()).data.session!.access_token,
    });
    expect(phone.status).toBe(422);
  });

  it('signs out exactly the sessions a scope names, whatever their level', async () => {
    const { supabase: strong, email } = await signedIn();
    const { factorId, secret } = await withVerifiedFactor(strong);
    const local = await signInAgain(email);
    expect(
      (await local.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) })).error,
    ).toBeNull();
    // Signed in after the code was given, so they stay at aal1 beside the two aal2 sessions.
    const [other, third] = [await signInAgain(email), await signInAgain(email)];
    const alive = async (clients: SupabaseClient[]) =>
      Promise.all(clients.map(async (each) => (await each.auth.getUser()).error === null));

    expect((await local.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await alive([local, strong, other, third])).toEqual([false, true, true, true]);
    expect((await other.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive([strong, other, third])).toEqual([false, true, false]);
    const last = await signInAgain(email);
    expect((await other.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await alive([other, last])).toEqual([false, false]);
  });

  it('gives the admin with a verified factor the dashboard only at aal2', async () => {
    const { supabase, email } = await signedIn('head@school.example');
    expect((await supabase.rpc('admin_dashboard_counts')).error).toBeNull();
    const { factorId, secret } = await withVerifiedFactor(supabase);
    expect((await supabase.rpc('admin_dashboard_counts')).error).toBeNull();

    const aal1 = await signInAgain(email);
    expect((await aal1.rpc('current_user_is_admin')).data).toBe(true);
    const refused = await aal1.rpc('admin_dashboard_counts');
    expect(refused.error?.code).toBe('42501');
    const reports = await aal1.from('problem_reports').select('id');
    expect(reports.data).toEqual([]);

    expect((await aal1.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) })).error).toBeNull();
    expect((await aal1.rpc('admin_dashboard_counts')).error).toBeNull();
  });
});
