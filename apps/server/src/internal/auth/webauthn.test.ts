import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { Answer } from './test-calls';
import { callAuth, signInWithPassword } from './test-calls';
import type { KeyAlgorithm, Tampering } from './webauthn-test-authenticator';
import { SoftwareAuthenticator } from './webauthn-test-authenticator';

// WebAuthn second factors against the real server, answered by a software authenticator that signs with its own
// key, so every check the server makes can be shown to refuse a response that breaks it.

const PASSWORD = 'Correct-Horse-9';
const ORIGIN = 'http://localhost:5173';
const PARTY = { rpId: 'localhost', rpOrigins: [ORIGIN] };
let counter = 0;

interface Challenge {
  id: string;
  type: 'create' | 'request';
  options: { challenge: string; rp?: { id: string }; rpId?: string } & Record<string, unknown>;
}

describe.each(testDatabaseKinds())('WebAuthn second factors on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, emailConfirm: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(): Promise<string> {
    counter += 1;
    const email = `key.${counter}.${Date.now()}@school.example`;
    await server.createUser({ email, password: PASSWORD });
    const { body } = await signInWithPassword(server, email, PASSWORD);
    return body.access_token as string;
  }

  async function enroll(token: string, friendlyName = 'Security key'): Promise<string> {
    const { status, body } = await callAuth(server, 'POST', '/factors', {
      token,
      body: { factor_type: 'webauthn', friendly_name: friendlyName },
    });
    expect(status).toBe(200);
    return body.id as string;
  }

  async function challenge(token: string, factorId: string): Promise<Challenge> {
    const { status, body } = await callAuth(server, 'POST', `/factors/${factorId}/challenge`, {
      token,
      body: { webauthn: PARTY },
    });
    expect(status).toBe(200);
    const webauthn = body.webauthn as { type: Challenge['type']; credential_options: { publicKey: never } };
    return { id: body.id as string, type: webauthn.type, options: webauthn.credential_options.publicKey };
  }

  function verify(token: string, factorId: string, challengeId: string, type: string, response: unknown) {
    return callAuth(server, 'POST', `/factors/${factorId}/verify`, {
      token,
      body: { challenge_id: challengeId, webauthn: { type, ...PARTY, credential_response: response } },
    });
  }

  /** A new account with a registered, verified key; the token is the aal2 session the registration gave. */
  async function withKey(): Promise<{ token: string; factorId: string; key: SoftwareAuthenticator }> {
    const key = new SoftwareAuthenticator();
    const first = await signedIn();
    const factorId = await enroll(first);
    const created = await challenge(first, factorId);
    const answer = await verify(first, factorId, created.id, 'create', key.register(created.options, ORIGIN));
    expect(answer.status).toBe(200);
    return { token: answer.body.access_token as string, factorId, key };
  }

  function expectRefused(answer: Answer, code = 'mfa_verification_failed') {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.error_code).toBe(code);
  }

  it('enrols an unverified factor, with or without a name', async () => {
    const token = await signedIn();
    const named = await callAuth(server, 'POST', '/factors', {
      token,
      body: { factor_type: 'webauthn', friendly_name: 'Desk key' },
    });
    expect(named.body).toEqual({ id: expect.any(String), type: 'webauthn', friendly_name: 'Desk key' });
    const unnamed = await callAuth(server, 'POST', '/factors', { token, body: { factor_type: 'webauthn' } });
    expect(unnamed.body).toMatchObject({ type: 'webauthn', friendly_name: '' });
    const { body: user } = await callAuth(server, 'GET', '/user', { token });
    expect(user.factors).toEqual([
      expect.objectContaining({ id: named.body.id, factor_type: 'webauthn', status: 'unverified' }),
      expect.objectContaining({ id: unnamed.body.id, factor_type: 'webauthn', status: 'unverified' }),
    ]);
  });

  it('registers a key, then signs in with it to aal2, counting its signatures', async () => {
    const key = new SoftwareAuthenticator();
    const token = await signedIn();
    const factorId = await enroll(token);
    const created = await challenge(token, factorId);
    expect(created.type).toBe('create');
    expect(created.options).toMatchObject({
      rp: { id: 'localhost' },
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      pubKeyCredParams: expect.arrayContaining([{ type: 'public-key', alg: -7 }]),
      attestation: 'none',
    });
    const registered = await verify(
      token,
      factorId,
      created.id,
      'create',
      key.register(created.options, ORIGIN),
    );
    expect(registered.status).toBe(200);
    const raised = decodeJwt(registered.body.access_token as string);
    expect(raised.aal).toBe('aal2');
    expect(raised.amr).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'mfa/webauthn' })]));

    const again = await signInWithPassword(
      server,
      (registered.body.user as { email: string }).email,
      PASSWORD,
    );
    const later = again.body.access_token as string;
    expect(decodeJwt(later).aal).toBe('aal1');
    const requested = await challenge(later, factorId);
    expect(requested.type).toBe('request');
    expect(requested.options).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [{ type: 'public-key', id: key.credentialId.toString('base64url') }],
    });
    const signedInWithKey = await verify(
      later,
      factorId,
      requested.id,
      'request',
      key.assert(requested.options, ORIGIN),
    );
    expect(signedInWithKey.status).toBe(200);
    expect(decodeJwt(signedInWithKey.body.access_token as string).aal).toBe('aal2');
  });

  it.each<KeyAlgorithm>(['EdDSA', 'RS256'])('registers and signs in with a %s key', async (algorithm) => {
    const key = new SoftwareAuthenticator(algorithm);
    const token = await signedIn();
    const factorId = await enroll(token);
    const created = await challenge(token, factorId);
    const registered = await verify(
      token,
      factorId,
      created.id,
      'create',
      key.register(created.options, ORIGIN),
    );
    expect(registered.status).toBe(200);
    const raised = registered.body.access_token as string;
    const requested = await challenge(raised, factorId);
    expect(
      (await verify(raised, factorId, requested.id, 'request', key.assert(requested.options, ORIGIN))).status,
    ).toBe(200);
    const again = await challenge(raised, factorId);
    const forged = key.assert(again.options, ORIGIN, { corruptSignature: true });
    expectRefused(await verify(raised, factorId, again.id, 'request', forged));
  });

  it('accepts packed self attestation signed by the new key', async () => {
    const key = new SoftwareAuthenticator();
    const token = await signedIn();
    const factorId = await enroll(token);
    const created = await challenge(token, factorId);
    const response = key.register(created.options, ORIGIN, {}, 'packed');
    expect((await verify(token, factorId, created.id, 'create', response)).status).toBe(200);
  });

  it.each<[string, Tampering]>([
    ['another origin', { origin: 'https://quizcoop.evil.example' }],
    ['another challenge', { challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2UtdGhhdC13YXMtbmV2ZXItaXNzdWVk' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['an assertion instead of a registration', { type: 'webauthn.get' }],
    ['no user present', { userPresent: false }],
    ['a self attestation that does not match', { corruptSignature: true }],
  ])('refuses a registration with %s', async (_, tampering) => {
    const key = new SoftwareAuthenticator();
    const token = await signedIn();
    const factorId = await enroll(token);
    const created = await challenge(token, factorId);
    const response = key.register(created.options, ORIGIN, tampering, 'packed');
    expectRefused(await verify(token, factorId, created.id, 'create', response));
    const { body: user } = await callAuth(server, 'GET', '/user', { token });
    expect(user.factors).toEqual([expect.objectContaining({ id: factorId, status: 'unverified' })]);
  });

  it.each<[string, Tampering]>([
    ['another origin', { origin: 'https://quizcoop.evil.example' }],
    ['another challenge', { challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2UtdGhhdC13YXMtbmV2ZXItaXNzdWVk' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['a bad signature', { corruptSignature: true }],
    ['a signature counter that went back', { signCount: 1 }],
    ['no user present', { userPresent: false }],
  ])('refuses a sign-in with %s', async (_, tampering) => {
    const { token, factorId, key } = await withKey();
    const requested = await challenge(token, factorId);
    const response = key.assert(requested.options, ORIGIN, tampering);
    expectRefused(await verify(token, factorId, requested.id, 'request', response));
  });

  it('uses a challenge once', async () => {
    const { token, factorId, key } = await withKey();
    const requested = await challenge(token, factorId);
    expect(
      (await verify(token, factorId, requested.id, 'request', key.assert(requested.options, ORIGIN))).status,
    ).toBe(200);
    const replayed = await verify(
      token,
      factorId,
      requested.id,
      'request',
      key.assert(requested.options, ORIGIN),
    );
    expectRefused(replayed, 'mfa_factor_not_found');
  });

  it('never lets a registration challenge from before the factor was verified replace its key', async () => {
    const token = await signedIn();
    const factorId = await enroll(token);
    const leftOver = await challenge(token, factorId);
    const used = await challenge(token, factorId);
    const owner = new SoftwareAuthenticator();
    const registered = await verify(token, factorId, used.id, 'create', owner.register(used.options, ORIGIN));
    expect(registered.status).toBe(200);
    const intruder = new SoftwareAuthenticator().register(leftOver.options, ORIGIN);
    expectRefused(
      await verify(registered.body.access_token as string, factorId, leftOver.id, 'create', intruder),
    );
    const later = await challenge(registered.body.access_token as string, factorId);
    expect(later.options.allowCredentials).toEqual([
      { type: 'public-key', id: owner.credentialId.toString('base64url') },
    ]);
  });

  it('refuses malformed responses with a 4xx, never a 5xx', async () => {
    const { token, factorId, key } = await withKey();
    const requested = await challenge(token, factorId);
    const good = key.assert(requested.options, ORIGIN);
    const malformed: unknown[] = [
      {},
      { ...good, type: 'password' },
      { ...good, response: { ...good.response, authenticatorData: 'AAAA' } },
      {
        ...good,
        response: { ...good.response, clientDataJSON: Buffer.from('not json').toString('base64url') },
      },
      { ...good, response: { ...good.response, signature: '!!!' } },
      { ...good, rawId: 'c29tZW9uZS1lbHNl', id: 'c29tZW9uZS1lbHNl' },
    ];
    expectRefused(await verify(token, factorId, requested.id, 'create', good), 'validation_failed');
    const garbage = await callAuth(server, 'POST', `/factors/${factorId}/challenge`, {
      token,
      body: { webauthn: { rpId: 'local host', rpOrigins: ['not an origin'] } },
    });
    expectRefused(garbage, 'validation_failed');
    // Past five wrong answers the factor stops checking for a while (429): still a refusal, never a failure.
    for (const response of malformed) {
      const answer = await verify(token, factorId, requested.id, 'request', response);
      expect(answer.status, JSON.stringify(response)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('refuses garbage in place of an attestation object', async () => {
    const token = await signedIn();
    const factorId = await enroll(token);
    const created = await challenge(token, factorId);
    const response = new SoftwareAuthenticator().register(created.options, ORIGIN);
    for (const attestationObject of [
      'oWNmbXQ',
      'v2NmbXRkbm9uZf8',
      Buffer.alloc(40, 0xff).toString('base64url'),
    ]) {
      const broken = { ...response, response: { ...response.response, attestationObject } };
      expectRefused(await verify(token, factorId, created.id, 'create', broken));
    }
  });

  it("answers another account's factor exactly like a missing one", async () => {
    const { factorId, key } = await withKey();
    const stranger = await signedIn();
    const asked = await callAuth(server, 'POST', `/factors/${factorId}/challenge`, {
      token: stranger,
      body: { webauthn: PARTY },
    });
    expect(asked).toMatchObject({ status: 404, body: { error_code: 'mfa_factor_not_found' } });
    const options = { challenge: 'AAAA', rpId: 'localhost' };
    const answer = await verify(stranger, factorId, randomUUID(), 'request', key.assert(options, ORIGIN));
    expect(answer).toMatchObject({ status: 404, body: { error_code: 'mfa_factor_not_found' } });
  });

  it('unenrols a key like a TOTP factor: an aal2 session may, the session falls back to aal1', async () => {
    const { token, factorId } = await withKey();
    expect(await callAuth(server, 'DELETE', `/factors/${factorId}`, { token })).toEqual({
      status: 200,
      body: { id: factorId },
    });
    const { body: user } = await callAuth(server, 'GET', '/user', { token });
    expect(user.factors).toBeUndefined();
  });
});

describe('WebAuthn second factors turned off', () => {
  it('refuses to enrol them, as GoTrue does', async () => {
    const server = await startTestServer({ emailConfirm: false, mfaWebAuthn: false });
    try {
      await server.createUser({ email: 'off@school.example', password: PASSWORD });
      const { body } = await signInWithPassword(server, 'off@school.example', PASSWORD);
      const answer = await callAuth(server, 'POST', '/factors', {
        token: body.access_token as string,
        body: { factor_type: 'webauthn' },
      });
      expect(answer).toMatchObject({ status: 422, body: { error_code: 'mfa_webauthn_enroll_not_enabled' } });
    } finally {
      await server.close();
    }
  });
});
