import type { Caller } from '../http/caller';
import type { RouteContext } from '../http/env';
import type { CachedRead, ReadCache } from './read-cache';
import { etagOf, matchesEtag, readKey } from './read-cache';
import { send } from './responses';

/**
 * A table read answered from the cache when the same caller asked the same thing within its TTL, else run and
 * kept. Either way it carries an ETag, and a client that already holds that answer gets 304 without a body.
 */
export async function cachedRead(
  c: RouteContext,
  cache: ReadCache,
  caller: Caller,
  read: () => Promise<Response>,
): Promise<Response> {
  const key = readKey(caller.claims, c.req.method, c.req.url, c.req.raw.headers);
  const answer = await cache.answer(key, async (): Promise<CachedRead> => {
    const response = await read();
    const headers = Object.fromEntries(response.headers);
    const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers, body, etag: etagOf(response.status, headers, body) };
  });
  if (matchesEtag(c.req.header('if-none-match'), answer.etag)) {
    return send(null, 304, { etag: answer.etag });
  }
  return new Response(answer.body, {
    status: answer.status,
    headers: { ...answer.headers, etag: answer.etag },
  });
}
