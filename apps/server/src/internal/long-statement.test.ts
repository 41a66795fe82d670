import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

// PGlite runs PostgreSQL inside this process: were its statements run on the thread that serves HTTP, one slow
// write would hold every other request, /healthz included, until it finished.
describe.each(testDatabaseKinds())('a long statement on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });

  afterAll(() => server.close());

  it('leaves the server answering other requests while it runs', async () => {
    const finished: string[] = [];
    const statement = server.database.query('select pg_sleep(2)').then(() => finished.push('long statement'));
    const health = fetch(`${server.url}/healthz`).then(async (response) => {
      finished.push('healthz');
      return response.status;
    });
    expect(await health).toBe(200);
    await statement;
    expect(finished).toEqual(['healthz', 'long statement']);
  });
});
