import type { RouteContext } from '../http/env';
import type { Database } from '../db/database';
import { ApiError, bodyError } from './errors';
import { contentRange, pageOf } from './headers';
import { answerSql, cappedLimit } from './limits';
import { JSON_TYPE, send } from './responses';
import type { RestRequest } from './rest-request';
import { plan, readJson, rejectPlainParameters } from './rest-request';
import { callSql, resolveCall, routineSource } from './rpc';
import { Params } from './sql';
import { readRows } from './table-requests';
import { one, runStatement } from './transaction';

/**
 * A call of a database function (GET, HEAD or POST /rpc/:name): a function returning rows is read like a table,
 * with filters, embedding and paging; any other answers its value. Only a POST may run a volatile function.
 */
export async function callFunction(
  c: RouteContext,
  database: Database,
  name: string,
  request: RestRequest,
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
  const params = new Params(database.kind);
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
