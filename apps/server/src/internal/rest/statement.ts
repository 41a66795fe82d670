import type { ReadNode } from './read';
import { answerSql, embeddedRowsSql } from './limits';
import { countSql, rowsSql } from './read-sql';
import type { Params } from './sql';

export interface ShapeOptions {
  /** Also count every matching row (`Prefer: count=exact`). */
  count: boolean;
  /** One object instead of an array. */
  single: boolean;
  stripNulls: boolean;
  /** CSV instead of JSON. */
  csv?: boolean;
  /** HEAD: the counts only. */
  withoutBody: boolean;
  /** A larger body is left out and only its size returned. */
  maxResponseBytes: number;
  /** Reads only: when the embedded resources would hold more rows, none is built and only the count returned. */
  maxEmbeddedRows?: number;
}

/** The one result row every statement returns: JSON built by PostgreSQL and selected as text. */
export interface StatementResult {
  total: number | null;
  page: number;
  body: string | null;
  /** Of an upsert: the rows it inserted rather than updated. */
  inserted?: number | null;
}

/** A statement's row before the size check: the body's size in bytes, and the body only when within the cap. */
export interface SizedResult extends StatementResult {
  bytes: number | null;
  /** Rows the embedded resources would hold, when the statement counted them. */
  embedded: number | null;
}

/**
 * CSV as PostgREST writes it: the first row's keys, then each row's record text without its parentheses, which
 * quotes what holds a comma, quote, parenthesis or space and leaves NULL empty.
 */
const CSV_BODY =
  `coalesce((select string_agg(pgrst_key, ',') from json_object_keys(json_agg(pgrst_row) -> 0) pgrst_key), '') || ` +
  `coalesce(E'\\n' || string_agg(substring(pgrst_row::text, 2, length(pgrst_row::text) - 2), E'\\n'), '')`;

function bodySql(options: ShapeOptions): string {
  if (options.withoutBody) return 'null::text';
  if (options.csv) return CSV_BODY;
  const json = options.single ? `(json_agg(pgrst_row) -> 0)` : `coalesce(json_agg(pgrst_row), '[]')`;
  return `${options.stripNulls ? `json_strip_nulls(${json})` : json}::text`;
}

/** A read of a table, view or function result: filtered, ordered and paged rows with their embeddings. */
export function readStatement(root: ReadNode, from: string, params: Params, options: ShapeOptions): string {
  const budget = options.maxEmbeddedRows;
  const embedded = budget === undefined ? undefined : embeddedRowsSql(root, from, params, budget);
  const rows = rowsSql(root, from, params, { page: true });
  const total = options.count ? `(${countSql(root, from, params)})` : 'null';
  if (embedded === undefined) {
    return (
      `with pgrst_source as (${rows}), pgrst_answer as (` +
      `select ${total}::int8 as total, count(*)::int as page, ${bodySql(options)} as body from pgrst_source pgrst_row) ` +
      answerSql(options.maxResponseBytes)
    );
  }
  // The rows are counted first; over budget, the condition on that count keeps the read from running at all.
  return (
    `with pgrst_budget as (select ${embedded} as embedded_rows), pgrst_source as (${rows}), pgrst_answer as (` +
    `select ${total}::int8 as total, count(*)::int as page, ${bodySql(options)} as body, ` +
    `(select embedded_rows from pgrst_budget) as embedded from pgrst_source pgrst_row ` +
    `where (select embedded_rows from pgrst_budget) <= ${budget}) ` +
    answerSql(options.maxResponseBytes, true)
  );
}

/**
 * A write whose rows come back: `dml` runs in a CTE and the select shapes what it returned. An upsert also
 * counts the rows it inserted: those a conflict did not turn into an update have no xmax.
 */
export function writeStatement(
  root: ReadNode,
  dml: string,
  params: Params,
  options: ShapeOptions & { countsInserted?: boolean },
): string {
  const rows = rowsSql(root, 'pgrst_mutation', params, { page: false, where: false });
  const counted = options.countsInserted === true;
  const mutation = counted
    ? `pgrst_written as (${dml} returning ${root.alias} as pgrst_record, ${root.alias}.xmax = 0 as pgrst_inserted), ` +
      `pgrst_mutation as (select (pgrst_record).* from pgrst_written)`
    : `pgrst_mutation as (${dml} returning ${root.alias}.*)`;
  const inserted = counted
    ? `, (select count(*) from pgrst_written where pgrst_inserted)::int as inserted`
    : '';
  return (
    `with ${mutation}, pgrst_source as (${rows}), pgrst_answer as (` +
    `select null::int8 as total, count(*)::int as page, ${bodySql(options)} as body${inserted} from pgrst_source pgrst_row) ` +
    answerSql(options.maxResponseBytes, false, counted)
  );
}
