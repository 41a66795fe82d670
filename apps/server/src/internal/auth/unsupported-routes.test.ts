import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { callAuth, signInWithPassword } from './test-calls';

// Sign-in methods that need an outside identity provider are refused with GoTrue's errors for a provider that is
// turned off, so supabase-js reports them plainly.

describe.each(testDatabaseKinds())('sign-in methods the server does not offer, on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, emailConfirm: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers SSO with saml_provider_disabled', async () => {
    for (const path of ['/sso', '/sso/saml/metadata']) {
      expect(await callAuth(server, 'POST', path, { body: { domain: 'school.example' } })).toMatchObject({
        status: 404,
        body: { code: 'saml_provider_disabled', msg: 'SAML 2.0 is disabled' },
      });
    }
  });

  it('answers the Web3 and ID-token grants with their provider disabled', async () => {
    expect(
      await callAuth(server, 'POST', '/token?grant_type=web3', { body: { chain: 'ethereum' } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'web3_provider_disabled', msg: 'Web3 provider is disabled' },
    });
    expect(
      await callAuth(server, 'POST', '/token?grant_type=id_token', {
        body: { provider: 'google', id_token: 'x' },
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'provider_disabled', msg: 'Provider (issuer "google") is not enabled' },
    });
    expect(await callAuth(server, 'POST', '/token?grant_type=nonsense')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
  });

  it('answers identity linking with manual_linking_disabled, to a signed-in user only', async () => {
    await server.createUser({ email: 'linker@school.example', password: 'Correct-Horse-9' });
    const token = (await signInWithPassword(server, 'linker@school.example', 'Correct-Horse-9')).body
      .access_token as string;
    expect((await callAuth(server, 'GET', '/user/identities/authorize?provider=google')).status).toBe(401);
    for (const [method, path] of [
      ['GET', '/user/identities/authorize?provider=google'],
      ['DELETE', '/user/identities/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect(await callAuth(server, method, path, { token })).toMatchObject({
        status: 404,
        body: { code: 'manual_linking_disabled', msg: 'Manual linking is disabled' },
      });
    }
  });
});
