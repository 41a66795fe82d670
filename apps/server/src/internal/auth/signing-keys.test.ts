import { generateKeyPairSync } from 'node:crypto';
import { createLocalJWKSet, decodeProtectedHeader, exportJWK, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { parsePrivateSigningKey } from '../http/signing-keys';
import { callAuth, signInWithPassword } from './test-calls';

// Access tokens signed with a project's asymmetric key (as Supabase's JWT signing keys do), which clients verify
// with the published JWKS instead of asking the server.

const PASSWORD = 'Correct-Horse-9';

async function signingKey(kid: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', key_ops: ['sign', 'verify'] };
  return parsePrivateSigningKey('QUIZCOOP_JWT_SIGNING_KEY', JSON.stringify([jwk]))!;
}

describe.each(testDatabaseKinds())('an asymmetric signing key on %s', (database) => {
  let signed: TestServer;
  let plain: TestServer;

  beforeAll(async () => {
    const key = await signingKey('signing-key-1');
    [signed, plain] = await Promise.all([
      startTestServer({ database, emailConfirm: false, jwtSigningKey: key }),
      startTestServer({ database, emailConfirm: false }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([signed?.close(), plain?.close()]);
  });

  it('signs access tokens with it, verifiable with the published JWKS, which holds no private part', async () => {
    const jwks = (await callAuth(signed, 'GET', '/.well-known/jwks.json')).body as unknown as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({
      kty: 'RSA',
      kid: 'signing-key-1',
      alg: 'RS256',
      key_ops: ['verify'],
    });
    expect(Object.keys(jwks.keys[0]!)).not.toEqual(expect.arrayContaining(['d']));

    await signed.createUser({ email: 'keyed@school.example', password: PASSWORD });
    const token = (await signInWithPassword(signed, 'keyed@school.example', PASSWORD)).body
      .access_token as string;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: 'signing-key-1' });
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks));
    expect(payload).toMatchObject({ email: 'keyed@school.example', role: 'authenticated' });

    // The server's own APIs accept its tokens.
    expect(await callAuth(signed, 'GET', '/user', { token })).toMatchObject({
      status: 200,
      body: { email: 'keyed@school.example' },
    });
  });

  it('publishes no keys and signs with the secret when none is configured', async () => {
    expect((await callAuth(plain, 'GET', '/.well-known/jwks.json')).body).toEqual({ keys: [] });
    await plain.createUser({ email: 'plain@school.example', password: PASSWORD });
    const token = (await signInWithPassword(plain, 'plain@school.example', PASSWORD)).body
      .access_token as string;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256' });
  });
});
