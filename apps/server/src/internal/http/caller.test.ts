import { createHmac, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { exportJWK, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProjectKeys } from '../keys';
import { CallerError, trustPublicKeys, verifyCaller } from './caller';

const secret = 'a-project-secret-that-is-long-enough-for-hs256';
const otherSecret = 'another-secret-that-is-also-long-enough-for-hs256';
const now = () => Math.floor(Date.now() / 1000);

function userToken(claims: Record<string, unknown>, key = secret): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(key));
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

async function refusal(promise: Promise<unknown>): Promise<CallerError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CallerError);
  return error as CallerError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyCaller', () => {
  it('turns the anon and service-role keys into their roles', async () => {
    const keys = await createProjectKeys(secret);
    expect((await verifyCaller(headers({ apikey: keys.anonKey }), secret)).role).toBe('anon');
    const service = await verifyCaller(headers({ apikey: keys.serviceRoleKey }), secret);
    expect(service.role).toBe('service_role');
    expect(service.claims.iss).toBe('quizcoop');
  });

  it('prefers the bearer token over the apikey', async () => {
    const keys = await createProjectKeys(secret);
    const token = await userToken({ role: 'authenticated', sub: 'u1', exp: now() + 60 });
    const caller = await verifyCaller(
      headers({ apikey: keys.anonKey, authorization: `Bearer ${token}` }),
      secret,
    );
    expect(caller).toEqual({
      role: 'authenticated',
      claims: { role: 'authenticated', sub: 'u1', exp: expect.any(Number) },
      token,
    });
  });

  it('refuses a request without credentials or with a malformed Authorization header', async () => {
    expect((await refusal(verifyCaller(headers({}), secret))).message).toMatch(/No API key/);
    const malformed = await refusal(verifyCaller(headers({ authorization: 'Basic abc' }), secret));
    expect(malformed.code).toBe('PGRST301');
  });

  it('refuses a token signed with another secret', async () => {
    const token = await userToken({ role: 'authenticated', sub: 'u1', exp: now() + 60 }, otherSecret);
    const error = await refusal(verifyCaller(headers({ authorization: `Bearer ${token}` }), secret));
    expect([error.code, error.status]).toEqual(['PGRST301', 401]);
  });

  it('refuses an unsigned token (alg none) and other algorithms', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.`;
    expect((await refusal(verifyCaller(headers({ apikey: unsigned }), secret))).code).toBe('PGRST301');
    const header = base64url({ alg: 'HS512', typ: 'JWT' });
    const body = base64url({ role: 'service_role', exp: now() + 60 });
    const hs512 = `${header}.${body}.${createHmac('sha512', secret).update(`${header}.${body}`).digest('base64url')}`;
    expect((await refusal(verifyCaller(headers({ apikey: hs512 }), secret))).code).toBe('PGRST301');
  });

  it('refuses an expired token with PGRST303 and a user token without expiry', async () => {
    const expired = await userToken({ role: 'authenticated', sub: 'u1', exp: now() - 10 });
    const error = await refusal(verifyCaller(headers({ authorization: `Bearer ${expired}` }), secret));
    expect([error.code, error.message]).toEqual(['PGRST303', 'JWT expired']);
    const forever = await userToken({ role: 'authenticated', sub: 'u1' });
    expect((await refusal(verifyCaller(headers({ authorization: `Bearer ${forever}` }), secret))).code).toBe(
      'PGRST301',
    );
  });

  it('keeps refusing a token once it expires, though its signature was checked before', async () => {
    const token = await userToken({ role: 'authenticated', sub: 'u1', exp: now() + 60 });
    expect((await verifyCaller(headers({ authorization: `Bearer ${token}` }), secret)).claims.sub).toBe('u1');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    const error = await refusal(verifyCaller(headers({ authorization: `Bearer ${token}` }), secret));
    expect([error.code, error.message]).toEqual(['PGRST303', 'JWT expired']);
  });

  it('refuses roles the API does not know, or no role at all', async () => {
    for (const claims of [{ role: 'postgres' }, { role: 'supabase_admin' }, {}]) {
      const token = await userToken({ ...claims, exp: now() + 60 });
      const error = await refusal(verifyCaller(headers({ authorization: `Bearer ${token}` }), secret));
      expect(error.message).toMatch(/role/);
    }
  });
});

describe('tokens signed with trusted public keys', () => {
  const trustedSecret = 'a-secret-whose-project-trusts-a-public-key-too';

  it('accepts a token signed with a trusted key, and refuses one whose kid or key or algorithm differs', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const jwk = await exportJWK(publicKey);
    trustPublicKeys(trustedSecret, [{ kid: 'key-1', alg: 'ES256', jwk }]);
    const signed = (key: KeyObject, kid: string) =>
      new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'ES256', kid }).sign(key);

    const caller = await verifyCaller(headers({ apikey: await signed(privateKey, 'key-1') }), trustedSecret);
    expect(caller.role).toBe('service_role');
    await refusal(verifyCaller(headers({ apikey: await signed(stranger, 'key-1') }), trustedSecret));
    await refusal(verifyCaller(headers({ apikey: await signed(privateKey, 'key-2') }), trustedSecret));
    // A trusted key is no HMAC secret: an HS256 token made with its public text is refused.
    const confused = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .sign(new TextEncoder().encode(JSON.stringify(jwk)));
    await refusal(verifyCaller(headers({ apikey: confused }), trustedSecret));
    // The same token means nothing to a project that does not trust the key.
    await refusal(verifyCaller(headers({ apikey: await signed(privateKey, 'key-1') }), secret));
  });

  it('stops trusting keys that are no longer given, even for tokens verified before', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    trustPublicKeys(trustedSecret, [{ kid: 'rotating', alg: 'RS256', jwk: await exportJWK(publicKey) }]);
    const token = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'RS256', kid: 'rotating' })
      .sign(privateKey);
    expect((await verifyCaller(headers({ apikey: token }), trustedSecret)).role).toBe('anon');
    trustPublicKeys(trustedSecret, []);
    await refusal(verifyCaller(headers({ apikey: token }), trustedSecret));
  });
});
