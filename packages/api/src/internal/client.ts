import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupportedStorage } from '@supabase/supabase-js';
import type { BackendConfig } from './config';

export type BackendClient = SupabaseClient;

export interface BackendClientOptions {
  /** Where the session is kept; the browser's localStorage by default. Tests pass their own or none. */
  storage?: SupportedStorage;
  /** Keep the session across reloads (default true). */
  persistSession?: boolean;
  /** Refresh the access token before it expires (default true). */
  autoRefreshToken?: boolean;
  /** Finish a PKCE sign-in from the code in the address (default true in a browser). */
  detectSessionInUrl?: boolean;
  /** A WebSocket class for runtimes without a global one (Node 20); realtime is otherwise unused. */
  webSocket?: unknown;
}

/**
 * The one supabase-js client the app talks through: PKCE flow (spec §9), persisted session detected in the URL,
 * refreshed automatically. The same client works against hosted Supabase and the embedded server.
 */
export function createBackendClient(
  config: BackendConfig,
  options: BackendClientOptions = {},
): BackendClient {
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: options.persistSession ?? true,
      autoRefreshToken: options.autoRefreshToken ?? true,
      detectSessionInUrl: options.detectSessionInUrl ?? typeof window !== 'undefined',
      ...(options.storage ? { storage: options.storage } : {}),
    },
    ...(options.webSocket ? { realtime: { transport: options.webSocket as never } } : {}),
  });
}
