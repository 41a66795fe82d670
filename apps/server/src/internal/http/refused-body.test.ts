import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';

/**
 * A body refused for its size is refused before it is read, while the client is still sending it. The answer
 * must reach the client all the same: a connection closed under a client that is still writing is reset, the
 * client's next write fails, and a client that reads its answer only once its body is sent (as most do) reports
 * a network error instead of the 413.
 */
const KB = 1024;
const CHUNK = 16 * KB;

interface Outcome {
  statusLine: string;
  /** How the exchange ended when it did not end cleanly: a write or read error, or a timeout. */
  failure: string;
  /** Whether the answer arrived before the client had finished sending its body. */
  answeredEarly: boolean;
}

type Framing = 'length' | 'chunked';

/**
 * Sends a POST whose body comes in 16 KB writes, `pauseMs` apart, framed by its Content-Length or in chunks,
 * and reads whatever the server answers.
 */
function send(
  url: string,
  path: string,
  headers: Record<string, string>,
  body: { bytes: number; pauseMs: number; framing: Framing },
) {
  const { bytes, pauseMs, framing } = body;
  const { hostname, port } = new URL(url);
  return new Promise<Outcome>((resolve) => {
    // As a browser does, the client keeps sending its body after the server has finished its answer.
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    const received: Buffer[] = [];
    let failure = '';
    let sending = true;
    let answeredEarly = false;
    socket.setTimeout(10_000, () => socket.destroy(new Error('no end within 10 s')));
    socket.on('data', (data: Buffer) => {
      answeredEarly ||= sending;
      received.push(data);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (failure = error.code ?? error.message));
    socket.on('close', () =>
      resolve({
        statusLine: Buffer.concat(received).toString('latin1').split('\r\n')[0]!,
        failure,
        answeredEarly,
      }),
    );
    socket.on('connect', async () => {
      const framingHeader =
        framing === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': bytes };
      const head = Object.entries({ ...headers, host: `${hostname}:${port}`, ...framingHeader })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      for (let sent = 0; sent < bytes && !socket.destroyed; sent += CHUNK) {
        if (pauseMs > 0) await sleep(pauseMs);
        const piece = Buffer.alloc(Math.min(CHUNK, bytes - sent), 0x20);
        socket.write(
          framing === 'chunked' ? `${piece.length.toString(16)}\r\n${piece.toString()}\r\n` : piece,
        );
      }
      if (framing === 'chunked') socket.write('0\r\n\r\n');
      sending = false;
      socket.end();
    });
  });
}

describe('a body refused for its size', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server?.close());

  // Auth takes bodies up to 64 KB, the REST and function routes up to 1 MB, a question picture up to 5 MB.
  it.each<[string, number, number, Framing, number]>([
    ['/auth/v1/signup', 200 * KB, 0, 'length', 50],
    ['/auth/v1/signup', 200 * KB, 5, 'length', 10],
    ['/auth/v1/signup', 200 * KB, 2, 'chunked', 10],
    ['/rest/v1/problem_reports', 2048 * KB, 0, 'length', 20],
    ['/rest/v1/rpc/import_questions', 1200 * KB, 2, 'length', 5],
    ['/rest/v1/problem_reports', 1200 * KB, 1, 'chunked', 5],
    ['/functions/v1/check-subscription', 1200 * KB, 2, 'length', 5],
    ['/functions/v1/check-subscription', 1200 * KB, 1, 'chunked', 5],
    ['/storage/v1/object/question-media/big.png', 6144 * KB, 1, 'length', 3],
    ['/storage/v1/object/question-media/big.png', 6144 * KB, 1, 'chunked', 3],
  ])(
    'answers %s (%i bytes, %i ms between writes, %s) with 413 and no reset, %i times over',
    async (path, bytes, pauseMs, framing, iterations) => {
      const key = path.startsWith('/storage') ? server.serviceRoleKey : server.anonKey;
      const headers = {
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': path.startsWith('/storage') ? 'image/png' : 'application/json',
      };
      const outcomes: Outcome[] = [];
      for (let index = 0; index < iterations; index += 1) {
        outcomes.push(await send(server.url, path, headers, { bytes, pauseMs, framing }));
      }
      const answered = { statusLine: 'HTTP/1.1 413 Payload Too Large', failure: '' };
      expect(
        outcomes.filter((outcome) => outcome.statusLine !== answered.statusLine || outcome.failure),
      ).toEqual([]);
      // The answer is not held back until the whole body has arrived.
      if (pauseMs > 0) expect(outcomes).toContainEqual({ ...answered, answeredEarly: true });
    },
  );
});
