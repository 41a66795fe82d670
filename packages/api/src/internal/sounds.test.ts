import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendClient } from './client';
import { visitorClient } from './testBackend';
import { getSoundUrl, getSoundUrls, SOUND_NAMES, soundLoadFailedMessage } from './sounds';

describe('sounds', () => {
  let server: TestServer;
  let client: BackendClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = visitorClient(server);
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
