import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { RestLimits } from '../config';
import { DEFAULT_REST_LIMITS } from '../config';
import type { Database, Transaction } from '../db/database';
import { callerSettings } from '../db/request-role';
import type { Caller, SessionCheck } from '../http/caller';
import { CallerError, resolveCaller } from '../http/caller';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body';
import type { ProjectKeys } from '../keys';
import { ApiError, bodyError, queryError, singularityError, toApiError } from './errors';
import type { Preferences, Representation } from './headers';
import { contentRange, negotiate, pageOf, parsePrefer, profileSchema } from './headers';
import type { QueryParams } from './query';
import { answerSql, boundEmbeds, cappedLimit, checkedResult, maxEmbeddedRows } from './limits';
import { parseFilterValue, parseQuery, usesAggregates } from './query';
import type { ReadNode, Source } from './read';
import { planRead, tableSource } from './read';
import type { CachedRead, ReadCache } from './read-cache';
import { etagOf, matchesEtag, readKey } from './read-cache';
import { callSql, resolveCall, routineSource } from './rpc';
import type { SchemaSnapshot } from './schema';
import { DEFAULT_EXPOSED_SCHEMAS, SchemaCache, relationOf } from './schema';
import { Params, qualified } from './sql';
import type { SizedResult, StatementResult } from './statement';
import { readStatement, writeStatement } from './statement';
import { deleteSql, insertRows, insertSql, updateSql, writeColumns } from './write';
import type { RouteContext, ServerEnv } from '../http/env';

export interface RestOptions {
  database: Database;
  keys: ProjectKeys;
  /** Whether a user token's session still exists. */
  liveSessions: SessionCheck;
  /** Share one to reload it after migrations; a new one is made otherwise. */
  schemaCache?: SchemaCache;
  /** Largest request body accepted; larger ones get 413. */
  maxBodyBytes?: number;
  /** Replays a caller's table reads; without one (or with its TTL at 0) every read runs its statement. */
  readCache?: ReadCache;
  /** What bounds one request's work; the server's defaults when left out. */
  limits?: RestLimits;
  /** The schemas requests may name with Accept-Profile / Content-Profile; the first is the default. */
  exposedSchemas?: readonly string[];
  /** Allow aggregate functions in `select`, as PostgREST's db-aggregates-enabled; off when left out. */
  aggregates?: boolean;
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

function contentTypeOf(representation: Representation): string {
  if (representation.csv) return CSV_TYPE;
  return representation.single ? OBJECT_TYPE : JSON_TYPE;
}

interface RequestContext {
  caller: Caller;
  query: QueryParams;
  prefer: Preferences;
  representation: Representation;
  schema: SchemaSnapshot;
  limits: RestLimits;
}

function send(body: string | null, status: number, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : body, { status, headers });
}

function errorResponse(error: ApiError): Response {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE };
  // A body refused unread is still on its way: the connection cannot carry another request after it.
  if (error.status === 413) headers.connection = 'close';
  if (error.status === 401) headers['www-authenticate'] = 'Bearer error="invalid_token"';
  return send(JSON.stringify(error.body()), error.status, headers);
}

async function readJson(c: RouteContext, emptyValue?: unknown): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (emptyValue !== undefined) return emptyValue;
    throw bodyError('Empty or invalid json');
  }
  if (nestsDeeperThan(text)) {
    throw bodyError(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw bodyError('Empty or invalid json', (error as Error).message);
  }
}

/** Tables take filters only: a parameter without an operator is a mistake worth naming, not ignoring. */
function rejectPlainParameters(query: QueryParams): void {
  const [first] = query.plain;
  if (first) {
    parseFilterValue(first[1]);
    throw queryError(
      'filter',
      `${first[0]}=${first[1]}`,
      'A filter is written column=operator.value, for example id=eq.1; this parameter has no operator.',
    );
  }
}

function respondWithRows(
  c: RouteContext,
  result: StatementResult,
  options: {
    status: number;
    offset: number;
    count: boolean;
    single: boolean;
    csv: boolean;
    head: boolean;
    applied: string[];
  },
): Response {
  const total = options.count ? (result.total ?? result.page) : undefined;
  const headers: Record<string, string> = {
    'content-type': options.csv ? CSV_TYPE : options.single ? OBJECT_TYPE : JSON_TYPE,
    'content-range': contentRange(options.offset, result.page, total),
  };
  if (options.applied.length) headers['preference-applied'] = options.applied.join(', ');
  let status = options.status;
  if (status === 200 && total !== undefined && !options.single) {
    if (options.offset > total && !(options.offset === 0 && total === 0)) {
      throw new ApiError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${options.offset} was requested, but there are only ${total} rows.`,
      );
    }
    if (result.page < total) status = 206;
  }
  return send(options.head ? null : (result.body ?? 'null'), status, headers);
}

function runStatement(
  database: Database,
  request: RequestContext,
  readOnly: boolean,
  work: (tx: Transaction) => Promise<StatementResult>,
  options: { limitsAffected?: boolean } = {},
): Promise<StatementResult> {
  const { caller, limits, prefer } = request;
  const settings = callerSettings(caller.role, caller.claims, {
    statement_timeout: String(limits.statementTimeoutMs),
    // A request can make a statement look costly enough for PostgreSQL to compile it first, which takes far
    // longer than running any statement the limits allow.
    jit: 'off',
  });
  return database
    .transaction(
      async (tx) => {
        const result = await work(tx);
        if (options.limitsAffected) checkAffected(prefer, result.page);
        // Throwing is how a transaction ends in a rollback; the answer travels out with it.
        if (prefer.rollback) throw new RolledBack(result);
        return result;
      },
      { readOnly, settings },
    )
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.result;
      throw error;
    });
}

function checkAffected(prefer: Preferences, rows: number): void {
  if (prefer.maxAffected !== undefined && rows > prefer.maxAffected) {
    throw new ApiError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    );
  }
}

/** Carries a `tx=rollback` request's answer out of the transaction it rolls back. */
class RolledBack {
  constructor(readonly result: StatementResult) {}
}

/**
 * Runs a statement for its one result row. Reads and function calls come back in the same few shapes, so their
 * plans are kept; a write's shape follows its body's rows and columns, and is planned each time.
 */
async function one(
  tx: Transaction,
  sql: string,
  params: Params,
  limits: RestLimits,
  { reused }: { reused: boolean },
): Promise<StatementResult> {
  const { rows } = reused
    ? await tx.prepared<SizedResult>(sql, params.values)
    : await tx.query<SizedResult>(sql, params.values);
  return checkedResult(rows[0]!, limits);
}

/** The read tree of a request, refused when it embeds too deep or too wide, its embedded lists capped. */
function plan(request: RequestContext, source: Source): ReadNode {
  const root = planRead(request.schema, source, request.query);
  boundEmbeds(root, request.limits);
  return root;
}

function requireSingle(representation: Representation, rows: number): void {
  // PostgREST rolls back a write whose result cannot be the single object the client asked for.
  if (representation.single && rows !== 1) throw singularityError(rows);
}

async function readTable(
  c: RouteContext,
  database: Database,
  table: string,
  request: RequestContext,
): Promise<Response> {
  const { query, schema } = request;
  rejectPlainParameters(query);
  const root = plan(request, tableSource(schema, table));
  return readRows(c, database, root, qualified(schema.name, table), new Params(), request, {
    readOnly: true,
  });
}

interface PlanNode {
  Alias?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

function findPlanNode(node: PlanNode, alias: string): PlanNode | undefined {
  if (node.Alias === alias) return node;
  for (const child of node.Plans ?? []) {
    const found = findPlanNode(child, alias);
    if (found) return found;
  }
  return undefined;
}

/**
 * The planner's estimate of the rows a read's top level matches, as PostgREST's `count=planned` gives it: the
 * row count PostgreSQL expects from the scan of the root alias, filters applied, before any limit.
 */
async function plannedCount(
  tx: Transaction,
  statement: string,
  params: Params,
  alias: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${statement}`,
    params.values,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const [entry] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const node = entry ? findPlanNode(entry.Plan, alias) : undefined;
  return node ? Math.round(node['Plan Rows']) : null;
}

async function readRows(
  c: RouteContext,
  database: Database,
  root: ReadNode,
  from: string,
  params: Params,
  request: RequestContext,
  options: { readOnly: boolean; single?: boolean; limitsAffected?: boolean },
): Promise<Response> {
  const { prefer, representation, limits } = request;
  const page = pageOf(c.req.header('range'), root.offset, root.limit);
  root.offset = page.offset === 0 ? undefined : page.offset;
  root.limit = cappedLimit(page.limit, limits);
  const head = c.req.method === 'HEAD';
  const single = options.single ?? representation.single;
  const sql = readStatement(root, from, params, {
    // A planned count skips the exact one: sparing that scan is its point.
    count: prefer.count && prefer.countMethod !== 'planned',
    single,
    stripNulls: representation.stripNulls,
    csv: representation.csv,
    withoutBody: head,
    maxResponseBytes: limits.maxResponseBytes,
    maxEmbeddedRows: maxEmbeddedRows(limits),
  });
  const result = await runStatement(
    database,
    request,
    options.readOnly,
    async (tx) => {
      const answer = await one(tx, sql, params, limits, { reused: true });
      const estimated =
        prefer.countMethod === 'planned' ||
        (prefer.countMethod === 'estimated' && (answer.total ?? 0) > limits.maxRows);
      if (!estimated) return answer;
      const planned = await plannedCount(tx, sql, params, root.alias);
      return planned === null ? answer : { ...answer, total: planned };
    },
    { limitsAffected: options.limitsAffected ?? false },
  );
  if (representation.single) requireSingle(representation, result.page);
  return respondWithRows(c, result, {
    status: 200,
    offset: page.offset,
    count: prefer.count,
    single,
    csv: representation.csv,
    head,
    applied: prefer.applied.filter((item) => item.startsWith('count=')),
  });
}

function writeResponse(
  c: RouteContext,
  result: StatementResult,
  request: RequestContext,
  options: { created: boolean; location?: string },
): Response {
  const { prefer, representation } = request;
  // An upsert that only updated rows created nothing: PostgREST answers it 200.
  const created = options.created && result.inserted !== 0;
  const headers: Record<string, string> = {
    'content-range': `${result.page === 0 || prefer.return !== 'representation' ? '*' : `0-${result.page - 1}`}/${
      prefer.count ? result.page : '*'
    }`,
  };
  if (prefer.applied.length) headers['preference-applied'] = prefer.applied.join(', ');
  if (options.location) headers.location = options.location;
  if (prefer.return === 'representation') {
    headers['content-type'] = contentTypeOf(representation);
    return send(result.body ?? 'null', created ? 201 : 200, headers);
  }
  return send(null, created ? 201 : 204, headers);
}

async function writeRows(
  c: RouteContext,
  database: Database,
  root: ReadNode,
  dml: string,
  params: Params,
  request: RequestContext,
  primaryKey: readonly string[],
  created: boolean,
): Promise<Response> {
  const { prefer, representation, limits } = request;
  // As PostgREST: max-affected bounds updates and deletes, never inserts.
  const limitsAffected = !created;
  const upsert = created && request.prefer.resolution === 'merge';
  const shape = {
    count: false,
    single: representation.single,
    stripNulls: representation.stripNulls,
    csv: representation.csv,
    withoutBody: false,
    maxResponseBytes: limits.maxResponseBytes,
  };
  if (prefer.return === 'representation' || (prefer.return === 'headers-only' && primaryKey.length > 0)) {
    if (prefer.return === 'headers-only') {
      root.select = primaryKey.map((name) => ({
        type: 'field',
        field: { name, json: [] },
        alias: undefined,
        cast: undefined,
      }));
      root.embeds = [];
      shape.single = false;
    }
    const sql = writeStatement(root, dml, params, { ...shape, countsInserted: upsert });
    const result = await runStatement(
      database,
      request,
      false,
      async (tx) => {
        const row = await one(tx, sql, params, limits, { reused: false });
        requireSingle(representation, row.page);
        return row;
      },
      { limitsAffected },
    );
    let location: string | undefined;
    if (prefer.return === 'headers-only' && result.page === 1 && result.body) {
      const [keys] = JSON.parse(result.body) as Record<string, unknown>[];
      const filters = primaryKey.map(
        (name) => `${encodeURIComponent(name)}=eq.${encodeURIComponent(String(keys?.[name]))}`,
      );
      location = `/${encodeURIComponent(relationName(c))}?${filters.join('&')}`;
    }
    return writeResponse(c, result, request, { created, ...(location ? { location } : {}) });
  }
  const result = await runStatement(
    database,
    request,
    false,
    async (tx) => {
      const { rowCount } = await tx.query(dml, params.values);
      requireSingle(representation, rowCount);
      return { total: null, page: rowCount, body: null };
    },
    { limitsAffected },
  );
  return writeResponse(c, result, request, { created });
}

function relationName(c: RouteContext): string {
  return c.req.param('table') ?? '';
}

async function insert(
  c: RouteContext,
  database: Database,
  table: string,
  request: RequestContext,
): Promise<Response> {
  const { query, prefer, schema } = request;
  rejectPlainParameters(query);
  const relation = relationOf(schema, table);
  const rows = insertRows(await readJson(c), query.columns);
  const columns = writeColumns(relation, rows, query.columns);
  const root = plan(request, tableSource(schema, table));
  root.filters = [];
  const params = new Params();
  const dml = insertSql(
    relation,
    root,
    rows,
    {
      columns,
      missingDefault: prefer.missingDefault,
      conflict: prefer.resolution
        ? { resolution: prefer.resolution, target: query.onConflict ?? [...relation.primaryKey] }
        : undefined,
    },
    params,
  );
  return writeRows(c, database, root, dml, params, request, relation.primaryKey, true);
}

async function update(
  c: RouteContext,
  database: Database,
  table: string,
  request: RequestContext,
): Promise<Response> {
  const { query, schema } = request;
  rejectPlainParameters(query);
  const relation = relationOf(schema, table);
  const body = await readJson(c);
  const root = plan(request, tableSource(schema, table));
  const params = new Params();
  const dml = updateSql(relation, root, body, params);
  if (dml === undefined) {
    // Nothing to change: answer as an update that matched no row.
    return writeResponse(c, { total: null, page: 0, body: '[]' }, request, { created: false });
  }
  return writeRows(c, database, root, dml, params, request, relation.primaryKey, false);
}

async function remove(
  c: RouteContext,
  database: Database,
  table: string,
  request: RequestContext,
): Promise<Response> {
  const { query, schema } = request;
  rejectPlainParameters(query);
  const relation = relationOf(schema, table);
  const root = plan(request, tableSource(schema, table));
  const params = new Params();
  return writeRows(
    c,
    database,
    root,
    deleteSql(relation, root, params),
    params,
    request,
    relation.primaryKey,
    false,
  );
}

async function callFunction(
  c: RouteContext,
  database: Database,
  name: string,
  request: RequestContext,
): Promise<Response> {
  const { query, schema, representation, limits } = request;
  const method = c.req.method;
  let args: Record<string, unknown>;
  if (method === 'POST') {
    const body = await readJson(c, {});
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw bodyError('The arguments of a function call must be a JSON object of named arguments.');
    }
    args = body as Record<string, unknown>;
    rejectPlainParameters(query);
  } else {
    args = {};
    for (const [key, value] of query.plain) if (!(key in args)) args[key] = value;
  }
  const call = resolveCall(schema, name, args);
  const { routine } = call;
  const readOnly = method !== 'POST' || routine.volatility !== 'volatile';
  const params = new Params();
  const { from, invocation } = callSql(call, params);
  const source = routineSource(routine);
  if (source) {
    const root = plan(request, source);
    const rows = from === '' ? invocation : `${from} cross join lateral ${invocation}`;
    return readRows(c, database, root, rows, params, request, {
      readOnly,
      single: representation.single || !routine.returnsSet,
      limitsAffected: true,
    });
  }
  if (query.filters.length || query.order.length) {
    throw new ApiError(400, 'PGRST100', `The function ${name} returns no columns to filter or order by.`);
  }
  const tail = from === '' ? '' : ` from ${from}`;
  const counted = request.prefer.count;
  let offset = 0;
  let sql: string;
  if (routine.returnsSet) {
    const range = query.ranges.find((candidate) => candidate.path.length === 0);
    const page = pageOf(c.req.header('range'), range?.offset, range?.limit);
    offset = page.offset;
    const limit = ` limit ${params.add(cappedLimit(page.limit, limits))}::bigint`;
    const skip = page.offset === 0 ? '' : ` offset ${params.add(page.offset)}::bigint`;
    const values =
      from === '' ? `${invocation} pgrst_value` : `${from} cross join lateral ${invocation} pgrst_value`;
    // Counting reads the function's rows once, kept for the page too: a volatile function must not run twice.
    const rows = counted ? 'pgrst_all' : values;
    sql =
      `${counted ? `with pgrst_all as materialized (select pgrst_value from ${values}) ` : ''}` +
      `select ${counted ? '(select count(*) from pgrst_all)' : 'null'}::int8 as total, count(*)::int as page, ` +
      `coalesce(json_agg(pgrst_value), '[]')::text as body from (select pgrst_value from ${rows}${limit}${skip}) pgrst_values`;
  } else {
    sql = `select ${counted ? '1' : 'null'}::int8 as total, 1 as page, to_json(${invocation})::text as body${tail}`;
  }
  const answer = `with pgrst_answer as (${sql}) ${answerSql(limits.maxResponseBytes)}`;
  const result = await runStatement(
    database,
    request,
    readOnly,
    (tx) => one(tx, answer, params, limits, { reused: true }),
    {
      limitsAffected: true,
    },
  );
  if (routine.returnsVoid) return send(null, 204);
  const headers: Record<string, string> = {
    'content-type': JSON_TYPE,
    'content-range': contentRange(offset, result.page, result.total ?? undefined),
  };
  return send(method === 'HEAD' ? null : (result.body ?? 'null'), 200, headers);
}

/**
 * A table read answered from the cache when the same caller asked the same thing within its TTL, else run and
 * kept. Either way it carries an ETag, and a client that already holds that answer gets 304 without a body.
 */
async function cachedRead(
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

/**
 * The PostgREST-compatible `/rest/v1` API over the exposed schema: reads with embedding and filters, writes,
 * upserts and function calls, each in one transaction as the caller's role so row-level security decides.
 */
export function createRestRoutes({
  database,
  keys,
  liveSessions,
  schemaCache,
  maxBodyBytes,
  readCache,
  limits = DEFAULT_REST_LIMITS,
  exposedSchemas = DEFAULT_EXPOSED_SCHEMAS,
  aggregates = false,
}: RestOptions): Hono<ServerEnv> {
  const cache = schemaCache ?? new SchemaCache(database);
  const app = new Hono<ServerEnv>();
  const limit = maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  app.onError((error, c) => {
    const role = c.get('caller')?.role ?? 'anon';
    const apiError =
      error instanceof CallerError ? new ApiError(401, error.code, error.message) : toApiError(error, role);
    if (apiError.status >= 500) console.error('REST request failed:', error);
    return errorResponse(apiError);
  });

  const limitBody = bodyLimit({
    maxSize: limit,
    onError: () =>
      errorResponse(
        new ApiError(413, 'PGRST102', `The request body is larger than ${Math.floor(limit / 1024)} KB.`),
      ),
  });
  // Reads never take their body, and looking for one makes Node build a full web Request for every read.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  async function prepare(c: RouteContext): Promise<RequestContext> {
    const caller = await resolveCaller(c.req.raw.headers, keys.jwtSecret, liveSessions);
    c.set('caller', caller);
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
    const schemaName = profileSchema(
      c.req.header(reads ? 'accept-profile' : 'content-profile'),
      exposedSchemas,
    );
    const representation = negotiate(c.req.header('accept'));
    const prefer = parsePrefer(c.req.header('prefer'));
    const query = parseQuery(new URL(c.req.url).searchParams.entries());
    if (!aggregates && usesAggregates(query.select)) {
      throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    return { caller, query, prefer, representation, schema: await cache.get(schemaName), limits };
  }

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:name', async (c) => {
    const request = await prepare(c);
    return callFunction(c, database, c.req.param('name'), request);
  });

  app.all('/:table', async (c) => {
    const table = c.req.param('table');
    switch (c.req.method) {
      case 'GET':
      case 'HEAD': {
        const request = await prepare(c);
        const read = () => readTable(c, database, table, request);
        return readCache?.enabled ? cachedRead(c, readCache, request.caller, read) : read();
      }
      case 'POST':
        return insert(c, database, table, await prepare(c));
      case 'PATCH':
        return update(c, database, table, await prepare(c));
      case 'DELETE':
        return remove(c, database, table, await prepare(c));
      default:
        throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`);
    }
  });

  app.all('/rpc/:name', (c) => {
    throw new ApiError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`);
  });

  app.all('*', () => {
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  });

  return app;
}
