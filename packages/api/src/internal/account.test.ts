import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, exportAccountData } from './account';
import { signIn } from './auth';
import { AccountError } from './errors';
import { signedInClient, visitorClient } from './testBackend';

const PASSWORD = 'Chalk-Dust-42';

describe('a teacher’s own data through the api', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('exports the account and its profile, then deletes it so it can no longer sign in', async () => {
    const teacher = await server.createUser({
      email: 'ada@school.example',
      password: PASSWORD,
      data: { username: 'ada', terms_accepted: true },
    });
    const client = await signedInClient(server, teacher);

    const exported = await exportAccountData(client);
    expect(exported).toMatchObject({
      account: { id: teacher.id, email: 'ada@school.example' },
      profile: { username: 'ada', terms_accepted: true },
    });

    await deleteAccount(client);
    expect((await (await client.auth()).getSession()).data.session).toBeNull();
    await expect(signIn(visitorClient(server), teacher)).rejects.toThrow(AccountError);
  });
});
