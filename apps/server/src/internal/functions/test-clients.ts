import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

/** The password of every account these helpers make. */
const TEST_PASSWORD = 'Quiz-coop-1!';

interface Reachable {
  url: string;
  anonKey: string;
}

/** supabase-js against a test server; Node 20 has no WebSocket of its own, so realtime gets `ws`. */
export function supabaseClient(
  server: Reachable,
  key = server.anonKey,
  flowType: 'implicit' | 'pkce' = 'implicit',
): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, flowType },
    realtime: { transport: ws as never },
  });
}

export interface SignedIn {
  client: SupabaseClient;
  userId: string;
  accessToken: string;
}

/** A new account signed up through /auth/v1 (on a server without email confirmation), signed in. */
export async function signedUpClient(server: Reachable, email: string): Promise<SignedIn> {
  const client = supabaseClient(server);
  const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error || !data.session || !data.user) {
    throw new Error(
      `Signing up ${email} failed: ${error?.message ?? 'no session (is email confirmation off?)'}`,
    );
  }
  return { client, userId: data.user.id, accessToken: data.session.access_token };
}

interface WithAccounts extends Reachable {
  createUser(options: {
    email: string;
    password: string;
    data?: Record<string, unknown>;
  }): Promise<{ id: string }>;
}

/** A confirmed account made by the test server, its username the address's local part, signed in. */
export async function signedInAccount(
  server: WithAccounts,
  email: string,
): Promise<{ client: SupabaseClient; id: string }> {
  const user = await server.createUser({
    email,
    password: TEST_PASSWORD,
    data: { username: email.split('@')[0] },
  });
  const client = supabaseClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw error;
  return { client, id: user.id };
}

export interface Invocation<Body = Record<string, unknown>> {
  status: number;
  body: Body;
}

/** Calls a function through supabase-js `functions.invoke`, with the answer's status and JSON either way. */
export async function invoke<Body = Record<string, unknown>>(
  client: SupabaseClient,
  name: string,
  body?: Record<string, unknown>,
): Promise<Invocation<Body>> {
  const { data, error, response } = await client.functions.invoke(name, body === undefined ? {} : { body });
  if (!error) return { status: response!.status, body: data as Body };
  const failed = (error as { context?: Response }).context;
  if (!failed) throw error;
  return { status: failed.status, body: (await failed.json()) as Body };
}
