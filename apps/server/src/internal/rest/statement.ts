import type { ReadNode } from './read';
import { countSql, rowsSql } from './read';
import type { Params } from './sql';

export interface ShapeOptions {
  /** Also count every matching row (`Prefer: count=exact`). */
  count: boolean;
  /** One object instead of an array. */
  single: boolean;
  stripNulls: boolean;
  /** HEAD: the counts only. */
  withoutBody: boolean;
}

/** The one result row every statement returns: JSON built by PostgreSQL and selected as text. */
export interface StatementResult {
  total: number | null;
  page: number;
  body: string | null;
}

function bodySql(options: ShapeOptions): string {
  if (options.withoutBody) return 'null::text';
  const json = options.single ? `(json_agg(pgrst_row) -> 0)` : `coalesce(json_agg(pgrst_row), '[]')`;
  return `${options.stripNulls ? `json_strip_nulls(${json})` : json}::text`;
}

/** A read of a table, view or function result: filtered, ordered and paged rows with their embeddings. */
export function readStatement(root: ReadNode, from: string, params: Params, options: ShapeOptions): string {
  const rows = rowsSql(root, from, params, { page: true });
  const total = options.count ? `(${countSql(root, from, params)})` : 'null';
  return (
    `with pgrst_source as (${rows}) ` +
    `select ${total}::int8 as total, count(*)::int as page, ${bodySql(options)} as body from pgrst_source pgrst_row`
  );
}

/** A write whose rows come back: `dml` runs in a CTE and the select shapes what it returned. */
export function writeStatement(root: ReadNode, dml: string, params: Params, options: ShapeOptions): string {
  const rows = rowsSql(root, 'pgrst_mutation', params, { page: false, where: false });
  return (
    `with pgrst_mutation as (${dml} returning ${root.alias}.*), pgrst_source as (${rows}) ` +
    `select null::int8 as total, count(*)::int as page, ${bodySql(options)} as body from pgrst_source pgrst_row`
  );
}
