import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { embeddedRowsBound } from './limits';
import type { ReadNode } from './read';
import type { Relationship } from './schema';

/**
 * What bounds one request's work: embed depth, rows per level, the size of the answer and, on PostgreSQL, the
 * statement timeout. Each is refused or capped with a PostgREST-shaped answer, never a crash.
 */
const MAX_ROWS = 5;
const MAX_RESPONSE_BYTES = 8 * 1024;
const MAX_INSERT_ROWS = 20;

interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: unknown;
}

/** question_sets → questions → question_sets → … `levels` embeds deep. */
function nestedSelect(levels: number): string {
  let select = 'id';
  for (let level = levels; level > 0; level -= 1) {
    select = level % 2 === 1 ? `id,questions(${select})` : `id,question_sets(${select})`;
  }
  return select;
}

describe.each(testDatabaseKinds())('limits of one /rest/v1 request on %s', (kind) => {
  let server: TestServer;
  let questionCount: number;
  let largestSet: { id: string; questions: number };

  function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${server.url}/rest/v1/${path}`, { headers: { apikey: server.anonKey, ...headers } });
  }

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      readCacheMs: 0,
      restLimits: { maxRows: MAX_ROWS, maxResponseBytes: MAX_RESPONSE_BYTES, maxInsertRows: MAX_INSERT_ROWS },
    });
    const { rows } = await server.database.query<{ total: number }>(
      `select count(*)::int as total from public.questions q join public.question_sets s on s.id = q.question_set_id
       where s.is_public and not q.is_premium`,
    );
    questionCount = rows[0]!.total;
    const largest = await server.database.query<{ id: string; questions: number }>(
      `select s.id, count(*)::int as questions from public.question_sets s join public.questions q on q.question_set_id = s.id
       where s.is_public and not q.is_premium group by s.id order by 2 desc limit 1`,
    );
    largestSet = largest.rows[0]!;
  });

  afterAll(() => server?.close());

  it('refuses an embed deeper than the maximum with a 400 that says so', async () => {
    const response = await get(`question_sets?select=${nestedSelect(6)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('PGRST100');
    expect(body.message).toContain('at most 3');
  });

  it('answers an embed as deep as the maximum', async () => {
    const response = await get(`question_sets?select=${nestedSelect(3)}&limit=1`);
    expect(response.status).toBe(200);
  });

  it('returns at most the maximum number of rows, and a Content-Range that says so', async () => {
    expect(questionCount).toBeGreaterThan(MAX_ROWS);
    const response = await get('questions?select=id');
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(MAX_ROWS);
    expect(response.headers.get('content-range')).toBe(`0-${MAX_ROWS - 1}/*`);

    const counted = await get('questions?select=id&limit=1000', { prefer: 'count=exact' });
    expect(counted.status).toBe(206);
    expect(((await counted.json()) as unknown[]).length).toBe(MAX_ROWS);
    expect(counted.headers.get('content-range')).toBe(`0-${MAX_ROWS - 1}/${questionCount}`);
  });

  it('caps every embedded list at the maximum number of rows', async () => {
    expect(largestSet.questions).toBeGreaterThan(MAX_ROWS);
    const response = await get(`question_sets?select=id,questions(id)&id=eq.${largestSet.id}`);
    expect(response.status).toBe(200);
    const [set] = (await response.json()) as { questions: unknown[] }[];
    expect(set!.questions.length).toBe(MAX_ROWS);
  });

  it('refuses embedded resources that would hold more than ten times the maximum rows in all', async () => {
    const response = await get(`question_sets?select=${nestedSelect(3)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('54000');
    expect(body.message).toBe(`The embedded resources would hold more than ${MAX_ROWS * 10} rows.`);
  });

  it('refuses an answer larger than the response cap with a 4xx error body', async () => {
    const response = await get('question_sets?select=*,questions(*)');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('54000');
    expect(body.message).toContain(`${MAX_RESPONSE_BYTES} bytes`);
  });

  describe('rows of one insert', () => {
    const reports = (count: number, category: string) =>
      Array.from({ length: count }, (_, index) => ({ category, description: `Report ${index}` }));

    function insertReports(rows: object[], prefer = 'return=minimal'): Promise<Response> {
      return fetch(`${server.url}/rest/v1/problem_reports`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json', prefer },
        body: JSON.stringify(rows),
      });
    }

    async function filed(category: string): Promise<number> {
      const { rows } = await server.database.query<{ total: number }>(
        'select count(*)::int as total from public.problem_reports where category = $1',
        [category],
      );
      return rows[0]!.total;
    }

    it('writes as many rows as the maximum in one insert', async () => {
      const response = await insertReports(reports(MAX_INSERT_ROWS, 'at the limit'));
      expect(response.status).toBe(201);
      expect(await filed('at the limit')).toBe(MAX_INSERT_ROWS);
    });

    it.each(['return=minimal', 'return=minimal, missing=default', 'resolution=ignore-duplicates'])(
      'refuses one row more with a 400 that says so, and writes none of them (Prefer: %s)',
      async (prefer) => {
        const response = await insertReports(reports(MAX_INSERT_ROWS + 1, 'over the limit'), prefer);
        expect(response.status).toBe(400);
        const body = (await response.json()) as ErrorBody;
        expect(body).toMatchObject({
          code: '54000',
          message: `The request inserts ${MAX_INSERT_ROWS + 1} rows; at most ${MAX_INSERT_ROWS} are allowed in one request.`,
        });
        expect(await filed('over the limit')).toBe(0);
      },
    );
  });

  it('keeps answering other requests after refusing an oversized one', async () => {
    const refused = await get(`question_sets?select=${nestedSelect(8)}`);
    expect(refused.status).toBe(400);
    const normal = await get(`questions?select=id,question&question_set_id=eq.${largestSet.id}`);
    expect(normal.status).toBe(200);
  });
});

describe.each(testDatabaseKinds().filter((kind) => kind === 'PostgreSQL'))(
  'the statement timeout of /rest/v1 on %s',
  (kind) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ database: kind, restLimits: { statementTimeoutMs: 200 } });
      await server.database.exec(`
        create function public.take_a_while() returns int language sql as 'select 1 from pg_sleep(3)';
        grant execute on function public.take_a_while() to anon;
      `);
    });

    afterAll(() => server?.close());

    it('cancels a statement that runs longer than the timeout with a 4xx error body', async () => {
      const started = Date.now();
      const response = await fetch(`${server.url}/rest/v1/rpc/take_a_while`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.code).toBe('57014');
    });
  },
);

describe('the embedded rows a read can hold by its limits alone', () => {
  const source = { schema: 'public', name: 'rows', columns: new Map(), relation: 'rows' };
  function node(limit: number | undefined, embeds: ReadNode['embeds'] = []): ReadNode {
    return { source, alias: 't', select: [], embeds, filters: [], order: [], limit, offset: undefined };
  }
  function embed(cardinality: Relationship['cardinality'], child: ReadNode): ReadNode['embeds'][number] {
    const relationship = { cardinality } as Relationship;
    return { key: 'rows', relationship, inner: false, spread: false, node: child };
  }

  it('multiplies each list limit by the rows of the level above and adds the levels', () => {
    const options = node(4);
    const questions = node(1000, [embed('one-to-many', options)]);
    expect(embeddedRowsBound(node(4, [embed('one-to-many', questions)]))).toBe(4 * 1000 + 4 * 1000 * 4);
    expect(embeddedRowsBound(node(1000, [embed('one-to-many', node(4))]))).toBe(4000);
  });

  it('counts one row per parent for a to-one embed, whatever its limit', () => {
    expect(embeddedRowsBound(node(10, [embed('many-to-one', node(undefined))]))).toBe(10);
  });

  it('is unbounded when a list has no limit', () => {
    expect(embeddedRowsBound(node(10, [embed('one-to-many', node(undefined))]))).toBe(Infinity);
  });

  it('is zero without embeds', () => {
    expect(embeddedRowsBound(node(undefined))).toBe(0);
  });
});
