import type { RouteContext } from '../http/env';
import type { Database, Transaction } from '../db/database';
import { pageOf } from './headers';
import { cappedLimit, checkInsertRows, maxEmbeddedRows } from './limits';
import type { ReadNode } from './read';
import { tableSource } from './read';
import { respondWithRows, requireSingle, writeResponse } from './responses';
import type { RestRequest } from './rest-request';
import { plan, readJson, rejectPlainParameters } from './rest-request';
import type { Relation } from './schema';
import { relationOf } from './schema';
import { Params, qualified } from './sql';
import { readStatement, writeStatement } from './statement';
import { one, runRead, runStatement } from './transaction';
import { deleteSql, insertRows, insertSql, updateSql, writeColumns } from './write';

/** GET or HEAD on a table or view: its rows, filtered, embedded, ordered and paged as the query string asks. */
export async function readTable(
  c: RouteContext,
  database: Database,
  table: string,
  request: RestRequest,
): Promise<Response> {
  const { query, schema } = request;
  rejectPlainParameters(query);
  const root = plan(request, tableSource(schema, table));
  return readRows(c, database, root, qualified(schema.name, table), new Params(database.kind), request, {
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

/** Runs a read and answers its rows, with the Content-Range and the count the request prefers. */
export async function readRows(
  c: RouteContext,
  database: Database,
  root: ReadNode,
  from: string,
  params: Params,
  request: RestRequest,
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
  const countsByPlan = prefer.countMethod === 'planned' || prefer.countMethod === 'estimated';
  const result =
    options.readOnly && !countsByPlan
      ? await runRead(database, request, sql, params, { limitsAffected: options.limitsAffected ?? false })
      : await runStatement(
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
  return respondWithRows(result, {
    offset: page.offset,
    count: prefer.count,
    single,
    csv: representation.csv,
    head,
    applied: prefer.applied.filter((item) => item.startsWith('count=')),
  });
}

async function writeRows(
  c: RouteContext,
  database: Database,
  root: ReadNode,
  dml: string,
  params: Params,
  request: RestRequest,
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
    return writeResponse(result, request, { created, ...(location ? { location } : {}) });
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
  return writeResponse(result, request, { created });
}

function relationName(c: RouteContext): string {
  return c.req.param('table') ?? '';
}

/** POST on a table: an insert, or an upsert when Prefer names a resolution. */
export async function insert(
  c: RouteContext,
  database: Database,
  table: string,
  request: RestRequest,
): Promise<Response> {
  const { query, prefer, schema } = request;
  rejectPlainParameters(query);
  const relation = relationOf(schema, table);
  const rows = insertRows(await readJson(c), query.columns);
  checkInsertRows(rows.length, request.limits);
  const columns = writeColumns(relation, rows, query.columns);
  const root = plan(request, tableSource(schema, table));
  root.filters = [];
  const params = new Params(database.kind);
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

/** The rows the filters match, changed or removed by the statement `write` builds (undefined: nothing to do). */
async function writeMatchedRows(
  c: RouteContext,
  database: Database,
  table: string,
  request: RestRequest,
  write: (relation: Relation, root: ReadNode, params: Params) => string | undefined,
): Promise<Response> {
  const { query, schema } = request;
  rejectPlainParameters(query);
  const relation = relationOf(schema, table);
  const root = plan(request, tableSource(schema, table));
  const params = new Params(database.kind);
  const dml = write(relation, root, params);
  if (dml === undefined) {
    // Nothing to change: answer as an update that matched no row.
    return writeResponse({ total: null, page: 0, body: '[]' }, request, { created: false });
  }
  return writeRows(c, database, root, dml, params, request, relation.primaryKey, false);
}

/** PATCH on a table: the rows the filters match, changed to the body's values. */
export async function update(
  c: RouteContext,
  database: Database,
  table: string,
  request: RestRequest,
): Promise<Response> {
  const body = await readJson(c);
  return writeMatchedRows(c, database, table, request, (relation, root, params) =>
    updateSql(relation, root, body, params),
  );
}

/** DELETE on a table: the rows the filters match. */
export function remove(
  c: RouteContext,
  database: Database,
  table: string,
  request: RestRequest,
): Promise<Response> {
  return writeMatchedRows(c, database, table, request, (relation, root, params) =>
    deleteSql(relation, root, params),
  );
}
