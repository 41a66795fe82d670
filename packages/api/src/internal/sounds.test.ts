import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendClient } from './client';
import type { BackendClient } from './client';
import { getSoundUrl, getSoundUrls, SOUND_NAMES, soundLoadFailedMessage } from './sounds';

// supabase-js wants a WebSocket class on Node 20; the api has none of its own, the test server's package ships one.
const WebSocket: unknown = createRequire(fileURLToPath(import.meta.resolve('@quizcoop/server/testing')))(
  'ws',
);

describe('sounds', () => {
  let server: TestServer;
  let client: BackendClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = createBackendClient(
      { supabaseUrl: server.url, supabaseAnonKey: server.anonKey },
      { webSocket: WebSocket, persistSession: false, detectSessionInUrl: false },
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it('signs a URL for each of the five sounds that serves its mp3 to a visitor', async () => {
    const { urls, failed } = await getSoundUrls(client);
    expect(failed).toEqual([]);
    expect(Object.keys(urls).sort()).toEqual([...SOUND_NAMES].sort());
    const response = await fetch(urls.coin!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('audio/mpeg');
  });

  it('reports a sound the storage cannot sign as absent instead of throwing', async () => {
    expect(await getSoundUrl(client, 'trumpet' as never)).toBeNull();
  });

  it('names the sound that failed in its message', () => {
    expect(soundLoadFailedMessage('wheel')).toBe('Failed to load wheel sound');
  });
});
