import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './env';

/**
 * How long a body the answer did not read may keep arriving: in all, and between two of its pieces (nginx's
 * lingering_time and lingering_timeout). A client still sending after that is not waited for.
 */
const LINGER_MS = 30_000;
const LINGER_IDLE_MS = 5_000;

/** The next piece of the body, or nothing when none came within `waitMs`. */
async function nextPiece(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  waitMs: number,
): Promise<Awaited<ReturnType<typeof reader.read>> | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    return await Promise.race([reader.read(), silence]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the rest of the request's body and throws it away, until it ends or the client stops sending it. */
async function discardBody(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  const deadline = Date.now() + LINGER_MS;
  for (;;) {
    const piece = await nextPiece(reader, Math.min(LINGER_IDLE_MS, deadline - Date.now()));
    if (!piece || piece.done) break;
  }
  reader.releaseLock();
}

/**
 * An answer that closes the connection while the request's body is still arriving (a 413 refusing it unread)
 * is sent at once, but the connection closes only once the body has arrived, as nginx's lingering close does.
 * Closed earlier, the connection is reset by the body's next piece: the client's write fails, and most clients
 * (browsers among them) then report a network error instead of the answer they were sent.
 */
export const lingeringClose: MiddlewareHandler<ServerEnv> = async (c, next) => {
  await next();
  const incoming = c.env?.incoming;
  if (!incoming || incoming.complete || c.res.headers.get('connection') !== 'close') return;
  // The body comes through the request's stream once anything has looked at it, as the body limits do.
  const body = c.req.raw.body;
  if (!body || body.locked) return;
  const { status, headers } = c.res;
  const answer = new Uint8Array(await c.res.arrayBuffer());
  headers.set('content-length', String(answer.byteLength));
  const discarded = discardBody(body);
  c.res = undefined;
  c.res = new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(answer);
        await discarded;
        controller.close();
      },
    }),
    { status, headers },
  );
};
