import { AuthClient } from '@supabase/auth-js';
import type { GoTrueClient, SupportedStorage } from '@supabase/auth-js';
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { StorageClient } from '@supabase/storage-js';
import type { BackendConfig } from './config';
import type { Database } from './database.types';

/**
 * What the app talks to the backend through: the same auth, tables, storage and functions clients, with the
 * same `from`/`rpc` and `auth.*` calls, as a supabase-js client. It is made from the libraries supabase-js is
 * built of, without its realtime client: the product uses no realtime channel, and that client and its
 * socket library would be most of the weight of a page that never opens one.
 */
export interface BackendClient {
  /** The backend's address, from which public files' addresses are worked out without the storage client. */
  readonly supabaseUrl: string;
  readonly auth: GoTrueClient;
  /**
   * The storage client, whose code is fetched the first time it is asked for: most pages never touch a file,
   * and it is a large part of the client's weight.
   */
  readonly storage: () => Promise<StorageClient>;
  readonly functions: FunctionsClient;
  readonly from: PostgrestClient<Database>['from'];
  readonly rpc: PostgrestClient<Database>['rpc'];
}

export interface BackendClientOptions {
  /** Where the session is kept; the browser's localStorage by default. Tests pass their own or none. */
  storage?: SupportedStorage;
  /** Keep the session across reloads (default true). */
  persistSession?: boolean;
  /** Refresh the access token before it expires (default true). */
  autoRefreshToken?: boolean;
  /** Finish a PKCE sign-in from the code in the address (default true in a browser). */
  detectSessionInUrl?: boolean;
}

/** supabase-js's key for the stored session, so sessions kept by earlier versions of the app stay valid. */
function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * A fetch that sends the signed-in person's access token, or the anon key for a visitor, with every table,
 * storage and function request, as supabase-js does.
 */
function fetchWithSession(anonKey: string, auth: GoTrueClient): typeof fetch {
  return async (input, init) => {
    const { data } = await auth.getSession();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization'))
      headers.set('Authorization', `Bearer ${data.session?.access_token ?? anonKey}`);
    return fetch(input, { ...init, headers });
  };
}

/**
 * The one backend client the app talks through: PKCE flow, so a sign-in link's code is useless without the
 * browser that asked for it; the session persisted, detected in the URL and refreshed automatically. The same
 * client works against hosted Supabase and the embedded server.
 */
export function createBackendClient(
  config: BackendConfig,
  options: BackendClientOptions = {},
): BackendClient {
  const { supabaseUrl, supabaseAnonKey } = config;
  const endpoint = (path: string) => new URL(path, `${supabaseUrl.replace(/\/+$/, '')}/`).href;
  const auth = new AuthClient({
    url: endpoint('auth/v1'),
    headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
    storageKey: sessionStorageKey(supabaseUrl),
    flowType: 'pkce',
    persistSession: options.persistSession ?? true,
    autoRefreshToken: options.autoRefreshToken ?? true,
    detectSessionInUrl: options.detectSessionInUrl ?? typeof window !== 'undefined',
    ...(options.storage ? { storage: options.storage } : {}),
  });
  const sessionFetch = fetchWithSession(supabaseAnonKey, auth);
  // The query client decides when a failed read is tried again; a second layer of retries inside the table
  // client would multiply its attempts and hold a failure back for seconds before the screen could say so.
  const rest = new PostgrestClient<Database>(endpoint('rest/v1'), { fetch: sessionFetch, retry: false });
  let storage: Promise<StorageClient> | undefined;
  return {
    supabaseUrl,
    auth,
    // A failed fetch of the code is forgotten, so the next use tries again.
    storage: () =>
      (storage ??= import('@supabase/storage-js').then(
        (module) => new module.StorageClient(endpoint('storage/v1'), {}, sessionFetch),
        (error: unknown) => {
          storage = undefined;
          throw error;
        },
      )),
    functions: new FunctionsClient(endpoint('functions/v1'), { customFetch: sessionFetch }),
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
  };
}
