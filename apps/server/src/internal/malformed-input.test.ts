import { Agent, request } from 'node:http';
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

/**
 * Sends a POST whose body is larger than any API accepts through a keep-alive agent with one socket, as a
 * client that writes its whole body would, then a GET /healthz through the same agent: the second request must
 * be answered, so the server either closed the connection and said so, or kept it usable.
 */
async function oversizedThenAnother(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; contentType: string | undefined; next: string }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  const send = (method: string, target: string, body?: Buffer) =>
    new Promise<{ status: number; contentType: string | undefined }>((resolve, reject) => {
      const outgoing = request(
        {
          host: hostname,
          port,
          path: target,
          method,
          agent,
          headers: body ? { ...headers, 'content-length': String(body.length) } : {},
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] }),
          );
        },
      );
      outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('no answer within 10 s')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  try {
    const first = await send('POST', path, Buffer.alloc(3 * 1024 * 1024, 0x20));
    const next = await send('GET', '/healthz').then(
      (answer) => String(answer.status),
      (error: Error) => error.message,
    );
    return { ...first, next };
  } finally {
    agent.destroy();
  }
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

  it.each([
    ['/rest/v1/problem_reports', {}],
    ['/auth/v1/signup', {}],
    ['/storage/v1/object/assets/big.png', { 'content-type': 'image/png', service: 'yes' }],
    ['/functions/v1/check-subscription', {}],
  ] as const)(
    'answers an oversized body to %s with 413, and the next request on that client is answered',
    async (path, extra) => {
      const { service, ...rest } = extra as Record<string, string>;
      const key = service ? server.serviceRoleKey : server.anonKey;
      const answer = await oversizedThenAnother(server.url, path, {
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        ...rest,
      });
      expect(answer.status).toBe(413);
      expect(answer.contentType).toContain('json');
      expect(answer.next).toBe('200');
    },
  );
});
