import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';

// A path the auth API does not have is answered by the auth API, with GoTrue's JSON error, for every method:
// before, a GET fell through to the web app and came back 200 with its HTML page.

describe.each(testDatabaseKinds())('an unknown /auth/v1 path on %s', (database) => {
  let server: TestServer;
  let webRoot: string;

  beforeAll(async () => {
    // A built web app answers every other GET with its page, so a fall-through would show as 200 HTML.
    webRoot = await mkdtemp(join(tmpdir(), 'quizcoop-web-'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Quiz Coop</title>');
    server = await startTestServer({ database, webRoot });
  });

  afterAll(async () => {
    await server?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s with a JSON 404 not_found',
    async (method) => {
      const response = await fetch(`${server.url}/auth/v1/no-such-endpoint/deeper?x=1`, {
        method,
        headers: { apikey: server.anonKey },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-sb-error-code')).toBe('not_found');
      if (method === 'HEAD') return;
      expect(await response.json()).toMatchObject({
        code: 'not_found',
        error_code: 'not_found',
        msg: 'Not Found',
      });
    },
  );

  it('still answers the paths it has', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } });
    expect(response.status).toBe(200);
  });
});
