import { startTestServer, totpCode } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountError } from './errors';
import { signedInClient } from './testBackend';
import {
  confirmTwoFactorCode,
  startTwoFactorSetup,
  turnOffTwoFactor,
  TWO_FACTOR_MESSAGES,
  twoFactorStatus,
  verifySecondFactor,
} from './twoFactor';

// Two-factor authentication against the real server; the test plays the authenticator app.

const PASSWORD = 'Chalk-Dust-42';
let counter = 0;

const code = (secret: string, steps = 0) => totpCode(secret, new Date(Date.now() + steps * 30_000));

async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AccountError);
  return (error as AccountError).message;
}

describe('two-factor authentication against the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  async function teacher() {
    counter += 1;
    const credentials = { email: `two.factor.${counter}@school.example`, password: PASSWORD };
    await server.createUser(credentials);
    return { credentials, client: await signedInClient(server, credentials) };
  }

  it('turns on with the QR code, the key and a first code, then asks for a code at the next sign-in', async () => {
    const { credentials, client } = await teacher();
    expect(await twoFactorStatus(client)).toEqual({ factorId: undefined, needsCode: false });

    // An abandoned setup is cleared away by the next one.
    await startTwoFactorSetup(client);
    const setup = await startTwoFactorSetup(client);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await refusal(confirmTwoFactorCode(client, setup.factorId, '12 34'))).toBe(
      TWO_FACTOR_MESSAGES.codeFormat,
    );
    const wrong = String((Number(code(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await refusal(confirmTwoFactorCode(client, setup.factorId, wrong))).toBe(
      TWO_FACTOR_MESSAGES.wrongCode,
    );
    const first = code(setup.secret);
    await confirmTwoFactorCode(client, setup.factorId, first);
    expect(await twoFactorStatus(client)).toEqual({ factorId: setup.factorId, needsCode: false });
    expect((await (await client.auth()).mfa.listFactors()).data!.all).toHaveLength(1);

    const later = await signedInClient(server, credentials);
    expect(await twoFactorStatus(later)).toEqual({ factorId: setup.factorId, needsCode: true });
    expect(await refusal(verifySecondFactor(later, first))).toBe(TWO_FACTOR_MESSAGES.usedCode);
    await verifySecondFactor(later, code(setup.secret, 1));
    expect(await twoFactorStatus(later)).toEqual({ factorId: setup.factorId, needsCode: false });
  });

  it('turns off from a session that gave its code, and not from one that did not', async () => {
    const { credentials, client } = await teacher();
    const setup = await startTwoFactorSetup(client);
    await confirmTwoFactorCode(client, setup.factorId, code(setup.secret));

    const passwordOnly = await signedInClient(server, credentials);
    expect(await refusal(turnOffTwoFactor(passwordOnly, setup.factorId))).toBe(
      TWO_FACTOR_MESSAGES.turnOffFailed,
    );
    await turnOffTwoFactor(client, setup.factorId);
    expect(await twoFactorStatus(client)).toEqual({ factorId: undefined, needsCode: false });
    const { data } = await (await client.auth()).mfa.getAuthenticatorAssuranceLevel();
    expect(data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('says when there is no factor to give a code for', async () => {
    const { client } = await teacher();
    expect(await refusal(verifySecondFactor(client, '123456'))).toBe(TWO_FACTOR_MESSAGES.notEnabled);
  });
});
