import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackendClient } from './client';
import { signUp } from './auth';

// The client against the real server: the session it keeps is the one every table request carries.

function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    storage: {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    },
  };
}

describe('the backend client', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ emailConfirm: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("keeps the session under supabase-js's key and sends its token with table requests", async () => {
    const { entries, storage } = memoryStorage();
    const client = createBackendClient(
      { supabaseUrl: server.url, supabaseAnonKey: server.anonKey },
      { storage, autoRefreshToken: false, detectSessionInUrl: false },
    );
    await signUp(
      client,
      {
        email: 'keeper@school.example',
        password: 'Chalk-Dust-42',
        username: 'keeper',
        referralSource: 'a colleague',
        emailOptIn: false,
        termsAccepted: true,
      },
      { origin: server.url },
    );
    expect([...entries.keys()]).toEqual([`sb-${new URL(server.url).hostname.split('.')[0]}-auth-token`]);

    const { data: session } = await (await client.auth()).getSession();
    const { data, error } = await client.from('profiles').select('id, username');
    expect(error).toBeNull();
    // Profiles are private to their owner, so only a request carrying the session's token sees this one.
    expect(data).toEqual([{ id: session.session?.user.id, username: 'keeper' }]);
  });

  it('sends the anon key for a visitor, who may read what is public and no profile', async () => {
    const client = createBackendClient(
      { supabaseUrl: server.url, supabaseAnonKey: server.anonKey },
      { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    );
    const flags = await client.from('feature_flags').select('*');
    expect(flags.error).toBeNull();
    const profiles = await client.from('profiles').select('id');
    expect(profiles.error?.code).toBe('42501');
  });

  it('sends a failing read once, leaving retries to the query client', async () => {
    const unreachable = createBackendClient(
      // Nothing listens on port 9, so the read fails as it would with the network down.
      { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: server.anonKey },
      { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    );
    const requests = vi.spyOn(globalThis, 'fetch');
    try {
      const { error } = await unreachable.from('question_sets').select('id').limit(1);
      expect(error).not.toBeNull();
      expect(requests.mock.calls.filter(([input]) => String(input).includes('/rest/v1/'))).toHaveLength(1);
    } finally {
      requests.mockRestore();
    }
  });

  it('has no realtime client to open a socket with', () => {
    const client = createBackendClient({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey });
    expect(Object.keys(client).sort()).toEqual([
      'auth',
      'from',
      'functions',
      'mayHaveSession',
      'rpc',
      'storage',
      'supabaseUrl',
      'whenAuthLoaded',
    ]);
  });
});
