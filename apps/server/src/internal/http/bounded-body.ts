import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './env';

/**
 * A request's body, read whole but never past `limit` bytes: null when it is larger (declared or sent), in
 * which case the rest is left unread. The body's stream is released rather than cancelled: cancelling it would
 * tear down the connection before the refusal could be sent, and the lingering close reads the rest from it.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.byteLength;
    if (total > limit) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * Refuses a request body larger than `maxSize` bytes with `refuse`'s answer, whether its Content-Length says
 * so or its chunks add up to it. A body of a declared length within the limit is left for the route to read;
 * a chunked one is read here, and handed on whole.
 */
export function limitBody(maxSize: number, refuse: () => Response): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const { headers } = c.req.raw;
    if (headers.has('content-length') && !headers.has('transfer-encoding')) {
      return Number(headers.get('content-length')) > maxSize ? refuse() : next();
    }
    const body = await readBoundedBody(c.req.raw, maxSize);
    if (!body) return refuse();
    c.req.raw = new Request(c.req.raw, { body });
    return next();
  };
}
