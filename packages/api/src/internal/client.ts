import type { GoTrueClient, SupportedStorage } from '@supabase/auth-js';
import type { FunctionsClient } from '@supabase/functions-js';
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
  /**
   * The auth client, whose code is fetched the first time it is asked for: a visitor who keeps no session
   * here needs none of it until they sign in.
   */
  readonly auth: () => Promise<GoTrueClient>;
  /**
   * False when this browser keeps no session and its address brings none: the visitor is signed out, and
   * nothing needs the auth client to know it.
   */
  readonly mayHaveSession: () => boolean;
  /** Calls back with the auth client once something has asked for it; returns a function that calls it off. */
  readonly whenAuthLoaded: (callback: (auth: GoTrueClient) => void) => () => void;
  /**
   * The storage client, whose code is fetched the first time it is asked for: most pages never touch a file,
   * and it is a large part of the client's weight.
   */
  readonly storage: () => Promise<StorageClient>;
  /**
   * The edge functions' client, whose code is fetched the first time a function is called: only a few
   * actions (the newsletter, deleting an account) call one, and no first screen does.
   */
  readonly functions: () => Promise<FunctionsClient>;
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

/** Where the auth client keeps its session, and the key it keeps it under; auth-js keeps its PKCE verifier there too. */
export interface AuthStorage {
  readonly storage: SupportedStorage | undefined;
  readonly storageKey: string;
}

const authStorages = new WeakMap<BackendClient, AuthStorage>();

/**
 * Where the auth client keeps its session: the storage given, else the browser's localStorage as auth-js picks
 * it. A session kept in memory only keeps its verifier out of reach.
 */
function authStorageOf(options: BackendClientOptions, persistSession: boolean): SupportedStorage | undefined {
  if (options.storage) return options.storage;
  if (!persistSession || typeof window === 'undefined') return undefined;
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Where the client's auth keeps what it stores; nothing for a client made elsewhere. */
export function authStorageOfClient(client: BackendClient): AuthStorage {
  return authStorages.get(client) ?? { storage: undefined, storageKey: '' };
}

/** Whether the address is the end of a sign-in: a PKCE code, or a token or error handed over in the fragment. */
function addressBringsSession({ search, hash }: Location): boolean {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.slice(1));
  return (
    query.has('code') ||
    query.has('error_description') ||
    fragment.has('access_token') ||
    fragment.has('error_description')
  );
}

/** Fetches something once, such as a client's code; a failed fetch is forgotten, so the next use tries again. */
function once<Value>(fetch: () => Promise<Value>): () => Promise<Value> {
  let pending: Promise<Value> | undefined;
  return () =>
    (pending ??= fetch().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * A fetch that sends the signed-in person's access token, or the anon key for a visitor, with every table,
 * storage and function request, as supabase-js does. A visitor known to be signed out is answered without
 * fetching the auth client's code.
 */
function fetchWithSession(anonKey: string, authFor: () => Promise<GoTrueClient | null>): typeof fetch {
  return async (input, init) => {
    const auth = await authFor();
    const session = auth ? (await auth.getSession()).data.session : null;
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization'))
      headers.set('Authorization', `Bearer ${session?.access_token ?? anonKey}`);
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
  const storageKey = sessionStorageKey(supabaseUrl);
  const persistSession = options.persistSession ?? true;
  const detectSessionInUrl = options.detectSessionInUrl ?? typeof window !== 'undefined';

  let loadedAuth: GoTrueClient | undefined;
  const authWaiters = new Set<(auth: GoTrueClient) => void>();
  const loadAuth = once(() =>
    import('@supabase/auth-js').then(async (module) => {
      const created = new module.AuthClient({
        url: endpoint('auth/v1'),
        headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
        storageKey,
        flowType: 'pkce',
        persistSession,
        autoRefreshToken: options.autoRefreshToken ?? true,
        detectSessionInUrl,
        ...(options.storage ? { storage: options.storage } : {}),
      });
      // Listeners join once the stored session is recovered, as they did when the client came with the
      // page: recovering it announces a sign-in that is none. A sign-in from the address is announced
      // after this, so they still hear it.
      await created.initialize();
      loadedAuth = created;
      for (const waiter of [...authWaiters]) waiter(loadedAuth);
      authWaiters.clear();
      return loadedAuth;
    }),
  );

  // Only the browser's own storage can be read at once; a session kept elsewhere may always be there.
  const mayHaveSession = () => {
    if (loadedAuth || options.storage || !persistSession || typeof window === 'undefined') return true;
    if (detectSessionInUrl && addressBringsSession(window.location)) return true;
    try {
      return window.localStorage.getItem(storageKey) !== null;
    } catch {
      return true;
    }
  };

  const sessionFetch = fetchWithSession(supabaseAnonKey, async () => (mayHaveSession() ? loadAuth() : null));
  // The query client decides when a failed read is tried again; a second layer of retries inside the table
  // client would multiply its attempts and hold a failure back for seconds before the screen could say so.
  const rest = new PostgrestClient<Database>(endpoint('rest/v1'), { fetch: sessionFetch, retry: false });
  const client: BackendClient = {
    supabaseUrl,
    auth: loadAuth,
    mayHaveSession,
    whenAuthLoaded(callback) {
      if (loadedAuth) {
        callback(loadedAuth);
        return () => undefined;
      }
      authWaiters.add(callback);
      return () => authWaiters.delete(callback);
    },
    storage: once(() =>
      import('@supabase/storage-js').then(
        (module) => new module.StorageClient(endpoint('storage/v1'), {}, sessionFetch),
      ),
    ),
    functions: once(() =>
      import('@supabase/functions-js').then(
        (module) => new module.FunctionsClient(endpoint('functions/v1'), { customFetch: sessionFetch }),
      ),
    ),
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
  };
  authStorages.set(client, { storage: authStorageOf(options, persistSession), storageKey });
  return client;
}
