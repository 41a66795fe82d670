import { createHash, randomBytes } from 'node:crypto';
import type { TestServer } from '../../testing';

/** What a raw request to a test server answered: its status and its JSON body (`{}` when empty). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A request as supabase-js makes it: the anon key, JSON, and a bearer token when given. */
export async function callServer(
  server: Pick<TestServer, 'url' | 'anonKey'>,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; apikey?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      apikey: options.apikey ?? server.anonKey,
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A call to the auth API, `/auth/v1` + path. */
export function callAuth(
  server: Pick<TestServer, 'url' | 'anonKey'>,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  return callServer(server, method, `/auth/v1${path}`, options);
}

export function signInWithPassword(
  server: Pick<TestServer, 'url' | 'anonKey'>,
  email: string,
  password: string,
): Promise<Answer> {
  return callAuth(server, 'POST', '/token?grant_type=password', { body: { email, password } });
}

/** Follows an emailed link to its first redirect, as a browser would, and returns where it lands. */
export async function followEmailLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303) throw new Error(`The link answered ${response.status}, not a redirect.`);
  return new URL(response.headers.get('location')!);
}

/** A PKCE verifier and its s256 challenge, as a browser makes them before an emailed flow. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
