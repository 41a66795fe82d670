import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

/**
 * Malformed requests on every API path get the matching 4xx with the API's own error shape, and a refused
 * body never leaves the connection hanging.
 */
const DEPTH = 5_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** What happened after the answer: the server closed the connection, or answered a second request on it. */
  after: 'closed' | 'reused';
}

function parseHead(text: string): { status: number; headers: Record<string, string>; end: number } | null {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, end: end + 4 };
}

/**
 * Sends a keep-alive POST whose body is larger than any API accepts, as a client that writes its whole body
 * would, then checks that an answer arrives and that the connection is either closed or still usable.
 */
function oversizedPost(
  url: string,
  path: string,
  headers: Record<string, string>,
  chunked: boolean,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const size = 3 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const hang = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer, or a hung connection, after an oversized POST ${path}`));
    }, 10_000);
    let received = '';
    let first: { status: number; headers: Record<string, string> } | undefined;
    let settled = false;
    const finish = (after: RawAnswer['after']) => {
      if (settled || !first) return;
      settled = true;
      clearTimeout(hang);
      socket.destroy();
      resolve({ ...first, after });
    };
    socket.on('error', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (!first) {
        const head = parseHead(received);
        if (!head) return;
        const length = Number(head.headers['content-length'] ?? 0);
        if (received.length < head.end + length) return;
        first = { status: head.status, headers: head.headers };
        received = received.slice(head.end + length);
        if (head.headers.connection?.toLowerCase() !== 'close') {
          socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
        }
      }
      const second = parseHead(received);
      if (second) finish(second.status === 200 ? 'reused' : 'closed');
    });
    socket.on('connect', () => {
      const head = Object.entries({
        host: hostname,
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
        connection: 'keep-alive',
        ...headers,
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < size; sent += chunk.length) {
        socket.write(chunked ? `${chunk.length.toString(16)}\r\n${chunk.toString('latin1')}\r\n` : chunk);
      }
      if (chunked) socket.write('0\r\n\r\n');
    });
  });
}

describe.each(testDatabaseKinds())('malformed requests on %s', (kind) => {
  let server: TestServer;
  let api: Record<string, string>;

  function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...api, 'content-type': 'application/json', ...headers },
      body,
    });
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    api = { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` };
    await server.database.exec(`
      create function public.find_nothing() returns int language plpgsql as $$
      begin
        raise exception using errcode = 'P0002', message = 'nothing was found';
      end $$;
      grant execute on function public.find_nothing() to anon;
      create function public.refuse_value(value int) returns int language plpgsql as $$
      begin
        raise exception using errcode = '22023', message = 'that value is not allowed';
      end $$;
      grant execute on function public.refuse_value(int) to anon;
    `);
  });

  afterAll(() => server?.close());

  it.each([
    ['a table insert', '/rest/v1/problem_reports', deepArray],
    ['a table insert of an object', '/rest/v1/problem_reports', `{"description":${deepObject}}`],
    ['a function call', '/rest/v1/rpc/refuse_value', `{"value":${deepArray}}`],
  ])('answers a 5,000-deep JSON body to %s with 400 PGRST102', async (_name, path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('answers a 5,000-deep JSON update with 400 PGRST102', async () => {
    const response = await fetch(`${server.url}/rest/v1/problem_reports?id=eq.1`, {
      method: 'PATCH',
      headers: { ...api, 'content-type': 'application/json' },
      body: `{"description":${deepObject}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('answers a 5,000-deep JSON body to /auth/v1 with a GoTrue 400', async () => {
    const response = await post('/auth/v1/signup', `{"email":"deep@example.test","data":${deepObject}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'bad_json' });
  });

  it('answers a 5,000-deep JSON body to /storage/v1 with a storage 400', async () => {
    const response = await post('/storage/v1/object/sign/question-media/a.png', deepObject);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400' });
  });

  it('answers a 5,000-deep JSON body to /functions/v1 without a server error', async () => {
    const response = await post('/functions/v1/check-subscription', deepObject);
    expect(response.status).toBeLessThan(500);
  });

  it('answers a function raising no_data_found (P0002) with 404 and its error body', async () => {
    const response = await post('/rest/v1/rpc/find_nothing', '{}');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'P0002', message: 'nothing was found' });
  });

  it('answers a function refusing its argument (22023) with 400', async () => {
    const response = await post('/rest/v1/rpc/refuse_value', '{"value":1}');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22023' });
  });

  const oversized = [
    ['/rest/v1/problem_reports', {}],
    ['/auth/v1/signup', {}],
    ['/storage/v1/object/assets/big.png', { 'content-type': 'image/png', service: 'yes' }],
    ['/functions/v1/check-subscription', {}],
  ] as const;
  it.each(
    oversized.flatMap(
      ([path, headers]) =>
        [
          [path, 'a declared length', headers, false],
          [path, 'chunks', headers, true],
        ] as const,
    ),
  )(
    'answers an oversized body to %s sent with %s with 413, then closes or reuses the connection',
    async (path, _how, headers, chunked) => {
      const { service, ...rest } = headers as Record<string, string>;
      const key = service ? server.serviceRoleKey : server.anonKey;
      const answer = await oversizedPost(
        server.url,
        path,
        { apikey: key, authorization: `Bearer ${key}`, ...rest },
        chunked,
      );
      expect(answer.status).toBe(413);
      expect(['closed', 'reused']).toContain(answer.after);
      expect(answer.headers['content-type']).toContain('json');
    },
  );
});
