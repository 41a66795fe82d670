import type { TestServer } from '@quizcoop/server/testing';
import { createBackendClient } from './client';
import type { BackendClient } from './client';

/** A client of a test server as a visitor, keeping its session in memory only. */
export function visitorClient(server: TestServer): BackendClient {
  return createBackendClient(
    { supabaseUrl: server.url, supabaseAnonKey: server.anonKey },
    { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  );
}

/** A client of a test server signed in with a password, as the sign-in form does. */
export async function signedInClient(
  server: TestServer,
  credentials: { email: string; password: string },
): Promise<BackendClient> {
  const client = visitorClient(server);
  const { error } = await (await client.auth()).signInWithPassword(credentials);
  if (error) throw error;
  return client;
}
