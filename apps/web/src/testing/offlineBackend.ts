import { createBackendClient } from '@quizcoop/api';
import type { BackendClient, BackendClientOptions } from '@quizcoop/api';
import { backendFor } from '../app/backend';
import { deferBackend } from '../app/deferredBackend';
import type { DeferredBackend } from '../app/deferredBackend';

type SessionStorage = NonNullable<BackendClientOptions['storage']>;

/**
 * A client of a backend address where nothing answers: screens whose rules depend only on the stored session
 * (or on a failed call) are tested with it, the journeys against the real server in e2e.
 */
const OFFLINE_BACKEND = {
  supabaseUrl: 'http://127.0.0.1:9',
  supabaseAnonKey: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln',
};

/** Where supabase-js keeps the session for that address. */
const SESSION_KEY = 'sb-127-auth-token';

/** A session storage in memory, starting with the given entries. */
export function memoryStorage(entries: Record<string, string> = {}): SessionStorage {
  return {
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
  };
}

/** The stored entries of a signed-in teacher whose access token is good for another hour. */
export function signedInEntries(): Record<string, string> {
  return {
    [SESSION_KEY]: JSON.stringify({
      access_token: 'token',
      refresh_token: 'refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', email: 'ada@school.example' },
    }),
  };
}

export function offlineClient(storage: SessionStorage = memoryStorage()): BackendClient {
  return createBackendClient(OFFLINE_BACKEND, {
    storage,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** The app's deferred backend around a given client, as main.tsx provides it, for screens rendered alone. */
export function deferredBackendOf(client: BackendClient): DeferredBackend {
  return deferBackend(() => Promise.resolve(backendFor(client)), 'http://127.0.0.1:9/logo.png');
}
