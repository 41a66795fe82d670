import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REST_LIMITS } from '../config-limits';
import { testDatabaseVariants } from '../db/test-databases';
import { pick, random } from '../test-fixture/hostile-requests';
import type { RestFixture } from './test-fixture/fixture';
import { ALICE, CAROL, fixtureSources, startRestFixture } from './test-fixture/fixture';

/**
 * Random and mutated requests against the library fixture, bulk inserts at and over the row limit among them:
 * none may crash the server (a 5xx), none may hand a caller a row row-level security hides from them, and no
 * insert of more rows than the limit may succeed. The generator is seeded, so a failure names the
 * seed and the request that reproduces it.
 */
const SEED = Number(process.env.QUIZCOOP_FUZZ_SEED ?? 20260101);
// With the whole-server fuzz (server-fuzz.test.ts, 4,000 by default) the suite sends 10,000 fuzzed requests;
// `pnpm fuzz:server` sends more.
const TOTAL_REQUESTS = Number(process.env.QUIZCOOP_FUZZ_REQUESTS ?? 6_000);
const CONCURRENCY = 4;
const TIME_LIMIT_MS = 240_000;

type Caller = 'anon' | 'alice' | 'carol';

/** Text each caller must never receive: rows only their owners (Alice, Bob) may read. */
const HIDDEN: Record<Caller, string[]> = {
  anon: ["Alice's secret", "Bob's secret", 'Secret Draft', 'My own draft'],
  alice: ["Bob's secret", 'Secret Draft', 'My own draft'],
  carol: ["Alice's secret", "Bob's secret", 'Secret Draft', 'My own draft'],
};

/** The fixture's tables as the generator knows them, so most requests are well formed and reach the database. */
const TABLES: Record<string, { columns: string[]; embeds: string[] }> = {
  books: {
    columns: [
      'id',
      'title',
      'author_id',
      'editor_id',
      'tags',
      'pages',
      'published',
      'price',
      'metadata',
      'owner',
      'added_at',
    ],
    embeds: [
      'author:authors!author_id',
      'editor:authors!editor_id',
      'reviews',
      'covers',
      'reviews!inner',
      'authors!author_id!inner',
    ],
  },
  authors: {
    columns: ['id', 'name', 'born', 'bio', 'created_by'],
    embeds: ['books!author_id', 'edited:books!editor_id', 'books!author_id!inner'],
  },
  reviews: { columns: ['id', 'book_id', 'reviewer', 'rating', 'body'], embeds: ['books', 'books!inner'] },
  covers: { columns: ['book_id', 'url'], embeds: ['books', 'books!inner'] },
  notes: { columns: ['id', 'owner', 'body'], embeds: [] },
};
const FUNCTIONS = [
  'add_them',
  'books_by',
  'first_book',
  'tag_list',
  'author_stats',
  'whoami',
  'refuse',
  'echo',
  'sum_all',
  'publish',
  'nothing',
];
const STRANGE_COLUMNS = [
  'count',
  'nope',
  '"odd name"',
  'metadata->>series',
  'bio->awards->0',
  'a',
  'b',
  'author',
  'numbers',
  'book',
  'value',
  'reason',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts(english)',
  'isdistinct',
  'like(any)',
  'eq(all)',
  'not.eq',
  'not.in',
  'not.is',
  'zz',
];
const COMMON_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'not.eq',
  'not.in',
  'cs',
];
const VALUES = [
  '1',
  '0',
  '-1',
  '3',
  '6',
  '3.5',
  '1e309',
  '99999999999999999999',
  'abc',
  '',
  'null',
  'not_null',
  'true',
  'false',
  'unknown',
  '*',
  '%',
  '*a*',
  '*Secret*',
  '{a,b}',
  '{classic}',
  '{}',
  '{"series":"Earthsea"}',
  '[1,2]',
  '(1,2)',
  '(1,"a,b",)',
  '(1,2,3,4,5,6)',
  '()',
  '2026-01-01',
  'NaN',
  'Infinity',
  "'; drop table books; --",
  '"quoted"',
  '\\',
  'ß',
  '🙂',
  '%00',
  '(((',
  '[a-',
  '(a|b)*c',
  '00000000-0000-4000-8000-0000000000b2',
];
const SPECIAL = [
  '.',
  ',',
  '(',
  ')',
  '!',
  ':',
  '::',
  '*',
  '"',
  '\\',
  '{',
  '}',
  '[',
  ']',
  '->',
  '->>',
  ' ',
  '%',
  '&',
  '=',
  '+',
  ';',
  "'",
  '%00',
  '%ff',
  '%e2%82',
];

function columnOf(next: () => number, table: string): string {
  const columns = TABLES[table]?.columns ?? [];
  return columns.length > 0 && next() < 0.85 ? pick(next, columns) : pick(next, STRANGE_COLUMNS);
}

function embeddedTable(embed: string): string {
  const name = (embed.split(':').at(-1) ?? embed).split('!')[0]!;
  return name === 'edited' ? 'books' : name;
}

function selectTree(next: () => number, table: string, depth: number): string {
  const count = 1 + Math.floor(next() * 4);
  const items: string[] = [];
  const embeds = TABLES[table]?.embeds ?? [];
  for (let index = 0; index < count; index += 1) {
    const roll = next();
    if (roll < 0.15) items.push('*');
    else if (roll < 0.45 && depth < 3 && embeds.length > 0) {
      const embed = pick(next, embeds);
      items.push(`${embed}(${next() < 0.15 ? 'count' : selectTree(next, embeddedTable(embed), depth + 1)})`);
    } else if (roll < 0.55) items.push(`${pick(next, ['x', 'label', 'n'])}:${columnOf(next, table)}`);
    else if (roll < 0.62)
      items.push(
        `${columnOf(next, table)}::${pick(next, ['text', 'int', 'jsonb', 'nope', 'double precision'])}`,
      );
    else items.push(columnOf(next, table));
  }
  return items.join(',');
}

const LIST_VALUES = ['1', '2', '6', 'abc', 'Kindred', '"a,b"', 'true', '2026-01-01', '', 'null', '*a*'];

function valueFor(next: () => number, operator: string): string {
  const list = () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(next, LIST_VALUES)).join(',');
  if (operator.endsWith('in')) return `(${list()})`;
  if (operator.includes('(any)') || operator.includes('(all)')) return `{${list()}}`;
  return pick(next, VALUES);
}

function condition(next: () => number, table: string): string {
  const operator = next() < 0.7 ? pick(next, COMMON_OPERATORS) : pick(next, OPERATORS);
  return `${columnOf(next, table)}.${operator}.${valueFor(next, operator)}`;
}

function logic(next: () => number, table: string, depth: number): string {
  const parts = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
    next() < 0.3 && depth < 4
      ? `${pick(next, ['and', 'or', 'not.and', 'not.or'])}(${logic(next, table, depth + 1)})`
      : condition(next, table),
  );
  return parts.join(',');
}

function queryString(next: () => number, table: string): string {
  const parameters: string[] = [];
  const embeds = TABLES[table]?.embeds ?? [];
  let select = '';
  if (next() < 0.75) {
    select = selectTree(next, table, 0);
    parameters.push(`select=${select}`);
  }
  const filters = Math.floor(next() * 3);
  for (let index = 0; index < filters; index += 1) {
    const roll = next();
    const embed = embeds.length > 0 && next() < 0.2 ? pick(next, embeds) : undefined;
    const key = embed ? embed.split(':')[0]!.split('!')[0]! : undefined;
    const target = embed ? embeddedTable(embed) : table;
    const prefix = key ? `${key}.` : '';
    if (roll < 0.65) {
      const operator = next() < 0.7 ? pick(next, COMMON_OPERATORS) : pick(next, OPERATORS);
      parameters.push(`${prefix}${columnOf(next, target)}=${operator}.${valueFor(next, operator)}`);
    } else if (roll < 0.9) {
      parameters.push(`${prefix}${pick(next, ['or', 'and', 'not.or'])}=(${logic(next, target, 0)})`);
    } else {
      parameters.push(`${columnOf(next, target)}=${pick(next, VALUES)}`);
    }
  }
  if (next() < 0.3) {
    parameters.push(
      `order=${columnOf(next, table)}${pick(next, ['', '.asc', '.desc', '.desc.nullsfirst', '.nullslast', '.sideways'])}`,
    );
  }
  if (next() < 0.2) parameters.push(`limit=${pick(next, ['0', '1', '2', '3', '5', '100000', '-1', 'ten'])}`);
  if (next() < 0.1) parameters.push(`offset=${pick(next, ['0', '1', '3', '1', '99999999', '-5'])}`);
  if (next() < 0.08) parameters.push(`on_conflict=${columnOf(next, table)}`);
  if (next() < 0.08) parameters.push(`columns=${columnOf(next, table)},${columnOf(next, table)}`);
  return parameters.join('&');
}

/** Inserts, deletes, duplicates or swaps pieces of a string. */
function mutate(next: () => number, text: string): string {
  let result = text;
  const edits = 1 + Math.floor(next() * 4);
  for (let edit = 0; edit < edits; edit += 1) {
    const at = Math.floor(next() * (result.length + 1));
    const roll = next();
    if (roll < 0.4) result = `${result.slice(0, at)}${pick(next, SPECIAL)}${result.slice(at)}`;
    else if (roll < 0.7) result = `${result.slice(0, at)}${result.slice(at + 1 + Math.floor(next() * 3))}`;
    else if (roll < 0.85) result = `${result.slice(0, at)}${result.slice(at, at + 8)}${result.slice(at)}`;
    else result = result.slice(0, at);
  }
  return result;
}

function jsonValue(next: () => number, table: string, depth: number): unknown {
  const roll = next();
  if (roll < 0.2) return Math.floor(next() * 2000) - 1000;
  if (roll < 0.4) return pick(next, VALUES);
  if (roll < 0.5) return next() < 0.5;
  if (roll < 0.6) return null;
  if (roll < 0.8 && depth < 3)
    return Array.from({ length: Math.floor(next() * 3) }, () => jsonValue(next, table, depth + 1));
  if (depth < 3) return jsonObject(next, table, depth + 1);
  return 'leaf';
}

function jsonObject(next: () => number, table: string, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const keys = Math.floor(next() * 4);
  for (let index = 0; index < keys; index += 1) {
    object[next() < 0.8 ? columnOf(next, table) : pick(next, ['colour', '__proto__', ''])] = jsonValue(
      next,
      table,
      depth,
    );
  }
  return object;
}

const MAX_INSERT_ROWS = DEFAULT_REST_LIMITS.maxInsertRows;

/** An insert of many copies of one row: as many as one insert may write, or more, which must be refused. */
function bulkBody(next: () => number, table: string): { text: string; rows: number } {
  const rows = pick(next, [MAX_INSERT_ROWS - 1, MAX_INSERT_ROWS, MAX_INSERT_ROWS + 1, 3 * MAX_INSERT_ROWS]);
  const row = jsonObject(next, table, 0);
  return { text: JSON.stringify(Array.from({ length: rows }, () => row)), rows };
}

function body(next: () => number, table: string): string {
  const roll = next();
  const valid =
    roll < 0.5
      ? jsonObject(next, table, 0)
      : Array.from({ length: Math.floor(next() * 3) }, () => jsonObject(next, table, 0));
  const text = JSON.stringify(valid);
  if (roll < 0.75) return text;
  if (roll < 0.95) return mutate(next, text);
  return pick(next, ['', 'null', '1', '"text"', '[[[[[[[[[[[[[[[[', '{"a":', 'not json']);
}

const PREFERS = [
  undefined,
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates,return=representation',
  'missing=default,return=representation',
  'count=exact,return=representation',
  'return=nonsense, count=',
];
const ACCEPTS = [
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.array+json;nulls=stripped',
  'text/csv',
  '*/*',
  'application/vnd.pgrst.object+json;nulls=stripped',
];
const RANGES = ['0-1', '2-', '5-2', 'items=0-0', 'bytes=1-2', '99999999-99999999999'];

interface FuzzRequest {
  caller: Caller;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** A write beyond the limits, which must not succeed. */
  overLimit?: boolean;
}

function request(next: () => number): FuzzRequest {
  const caller = pick(next, ['anon', 'alice', 'carol'] as const);
  const roll = next();
  const resource =
    roll < 0.75
      ? pick(next, Object.keys(TABLES))
      : roll < 0.93
        ? `rpc/${pick(next, FUNCTIONS)}`
        : pick(next, ['nowhere', 'books/extra', '']);
  const table = resource.startsWith('rpc/') ? 'books' : resource;
  const method = resource.startsWith('rpc/')
    ? pick(next, ['GET', 'GET', 'POST', 'POST', 'POST', 'HEAD'])
    : next() < 0.03
      ? 'PUT'
      : pick(next, ['GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'DELETE']);
  let query = queryString(next, table);
  if (next() < 0.2) query = mutate(next, query);
  const headers: Record<string, string> = {};
  const prefer = pick(next, PREFERS);
  if (prefer) headers.prefer = prefer;
  if (next() < 0.15) headers.accept = pick(next, ACCEPTS);
  if (next() < 0.2) headers.range = pick(next, RANGES);
  if (next() < 0.03) headers['accept-profile'] = pick(next, ['public', 'auth', 'private']);
  const sendsBody = method === 'POST' || method === 'PATCH' || (method === 'PUT' && next() < 0.5);
  if (sendsBody) headers['content-type'] = 'application/json';
  if (method === 'POST' && resource in TABLES && next() < 0.04) {
    const bulk = bulkBody(next, table);
    // No filters: a POST with them is refused before its body is read.
    return {
      caller,
      method,
      path: `/${resource}`,
      headers,
      body: bulk.text,
      overLimit: bulk.rows > MAX_INSERT_ROWS,
    };
  }
  return {
    caller,
    method,
    path: `/${resource}?${query}`,
    headers,
    body: sendsBody ? body(next, table) : undefined,
  };
}

const variants = testDatabaseVariants(fixtureSources);
// The total is shared among the databases, each with a seed of its own, so every run sends at least the total.
const REQUESTS = Math.ceil(TOTAL_REQUESTS / variants.length);

describe.each(variants.map((variant, index) => ({ ...variant, seed: SEED + index })))(
  'fuzzing /rest/v1 on $name',
  (variant) => {
    let fixture: RestFixture;
    const tokens: Partial<Record<Caller, string>> = {};

    beforeAll(async () => {
      fixture = await startRestFixture(variant);
      tokens.alice = await fixture.tokenFor(ALICE);
      tokens.carol = await fixture.tokenFor(CAROL);
    });

    afterAll(() => fixture.close());

    it(
      `answers ${REQUESTS} random and mutated requests without a server error or a hidden row`,
      async () => {
        const next = random(variant.seed);
        const requests = Array.from({ length: REQUESTS }, () => request(next));
        const statuses = new Map<number, number>();
        const codes = new Map<string, number>();
        const failures: string[] = [];
        const started = Date.now();
        let cursor = 0;

        async function send(index: number, fuzz: FuzzRequest): Promise<void> {
          const headers: Record<string, string> = { ...fuzz.headers };
          const token = tokens[fuzz.caller as 'alice' | 'carol'];
          if (token) headers.authorization = `Bearer ${token}`;
          const response = await fixture.request(fuzz.path, {
            method: fuzz.method,
            headers,
            ...(fuzz.body === undefined ? {} : { body: fuzz.body }),
          });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const describe = `#${index} (seed ${variant.seed}) ${fuzz.caller} ${fuzz.method} ${fuzz.path} ${JSON.stringify(fuzz.headers)} ${(fuzz.body ?? '').slice(0, 500)} → ${response.status} ${text.slice(0, 300)}`;
          if (response.status >= 500) failures.push(`server error: ${describe}`);
          if (fuzz.overLimit && response.status < 400) failures.push(`over the insert limit: ${describe}`);
          const leaked = HIDDEN[fuzz.caller].find((secret) => text.includes(secret));
          if (leaked) failures.push(`leaked "${leaked}": ${describe}`);
          if (text !== '' && (response.headers.get('content-type') ?? '').includes('json')) {
            try {
              const parsed = JSON.parse(text) as Record<string, unknown>;
              if (response.status >= 400)
                codes.set(String(parsed.code), (codes.get(String(parsed.code)) ?? 0) + 1);
              if (
                response.status >= 400 &&
                (typeof parsed.code !== 'string' || typeof parsed.message !== 'string')
              ) {
                failures.push(`error without code and message: ${describe}`);
              }
            } catch {
              failures.push(`invalid JSON: ${describe}`);
            }
          }
        }

        async function worker(): Promise<void> {
          while (cursor < requests.length && failures.length < 5) {
            if (Date.now() - started > TIME_LIMIT_MS)
              throw new Error(`The fuzz run exceeded ${TIME_LIMIT_MS} ms at request ${cursor}`);
            const index = cursor++;
            await send(index, requests[index]!);
          }
        }

        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        const summary = [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`);
        const errors = [...codes.entries()]
          .sort(([, a], [, b]) => b - a)
          .map(([code, count]) => `${code}×${count}`);
        console.log(
          `fuzz on ${variant.name}: ${cursor} requests in ${Date.now() - started} ms; statuses ${summary.join(' ')}; errors ${errors.join(' ')}`,
        );
        expect(failures).toEqual([]);
        expect(cursor).toBe(REQUESTS);
        // The generator must reach the database, not only the parser: plenty of requests succeed.
        expect(
          [...statuses.entries()]
            .filter(([status]) => status < 300)
            .reduce((sum, [, count]) => sum + count, 0),
        ).toBeGreaterThan(REQUESTS / 20);
      },
      TIME_LIMIT_MS + 30_000,
    );
  },
);
