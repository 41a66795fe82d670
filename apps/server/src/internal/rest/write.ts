import { ApiError, bodyError, payloadColumnNotFound } from './errors';
import type { ReadNode } from './read';
import { whereSql } from './filter-sql';
import type { Relation } from './schema';
import type { Params } from './sql';
import { ident, qualified } from './sql';

export type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A POST body: one object or an array of objects, each row's keys the same unless `columns` says which. */
export function insertRows(body: unknown, columns: string[] | undefined): JsonObject[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) {
    throw bodyError('The request body must be a JSON object or an array of JSON objects.');
  }
  if (columns === undefined && rows.length > 1) {
    const keys = Object.keys(rows[0]!).sort().join('\u0000');
    if (rows.some((row) => Object.keys(row).sort().join('\u0000') !== keys)) {
      throw bodyError('All object keys must match');
    }
  }
  return rows;
}

/** The columns a write sets: those `columns` names, else the body's keys; each must exist. */
export function writeColumns(
  relation: Relation,
  rows: JsonObject[],
  columns: string[] | undefined,
): string[] {
  const names = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of names) {
    if (!relation.columns.has(name)) throw payloadColumnNotFound(relation.name, name);
  }
  return [...new Set(names)];
}

export interface InsertOptions {
  columns: string[];
  /** `Prefer: missing=default`: a key a row lacks takes the column default instead of null. */
  missingDefault: boolean;
  conflict: { resolution: 'merge' | 'ignore'; target: string[] } | undefined;
}

/**
 * INSERT … SELECT from the JSON body, so PostgreSQL converts every value to its column type (arrays, json,
 * enums, dates) exactly as PostgREST's json_populate_recordset does.
 */
export function insertSql(
  relation: Relation,
  root: ReadNode,
  rows: JsonObject[],
  options: InsertOptions,
  params: Params,
): string {
  const table = qualified(relation.schema, relation.name);
  const target = `${table} as ${root.alias}`;
  const rowType = `null::${table}`;
  let columns = options.columns;
  let source: string;
  if (options.missingDefault) {
    // Columns no row mentions keep their defaults by staying out of the column list. Within it, a key a row
    // lacks becomes DEFAULT in that row's VALUES entry: the one spelling that also covers identity columns,
    // whose next value no catalog default expression gives.
    columns = columns.filter((name) => rows.some((row) => name in row));
    // Each row is a parameter of its own: one parameter for the whole body would be parsed again for every
    // cell, which grows with the square of the body's size.
    const entries = rows.map((row) => {
      const record = `jsonb_populate_record(${rowType}, ${params.add(JSON.stringify(row))}::jsonb)`;
      const cells = columns.map((name) => (name in row ? `(${record}).${ident(name)}` : 'default'));
      return `(${cells.join(', ')})`;
    });
    source =
      columns.length === 0
        ? `select from jsonb_array_elements(${params.add(JSON.stringify(rows))}::jsonb)`
        : `values ${entries.join(', ')}`;
  } else {
    source = `select ${columns.map(ident).join(', ')} from json_populate_recordset(${rowType}, ${params.add(
      JSON.stringify(rows),
    )}::json) pgrst_body`;
  }
  let conflict = '';
  if (options.conflict) {
    const { resolution, target: conflictColumns } = options.conflict;
    if (conflictColumns.length === 0 && resolution === 'merge') {
      throw new ApiError(
        400,
        'PGRST100',
        `An upsert into '${relation.name}' needs on_conflict: the table has no primary key.`,
      );
    }
    for (const name of conflictColumns) {
      if (!relation.columns.has(name)) throw payloadColumnNotFound(relation.name, name);
    }
    const on = conflictColumns.length === 0 ? '' : ` (${conflictColumns.map(ident).join(', ')})`;
    const updates = columns.map((name) => `${ident(name)} = excluded.${ident(name)}`);
    conflict =
      resolution === 'ignore' || updates.length === 0
        ? ` on conflict${on} do nothing`
        : ` on conflict${on} do update set ${updates.join(', ')}`;
  }
  const columnList = columns.length === 0 ? '' : ` (${columns.map(ident).join(', ')})`;
  return `insert into ${target}${columnList} ${source}${conflict}`;
}

function rootWhere(root: ReadNode, params: Params, verb: 'UPDATE' | 'DELETE'): string {
  const conditions = whereSql(root, params);
  // As pg-safeupdate does on hosted Supabase: a write that would touch every row needs an explicit filter.
  if (conditions.length === 0) throw new ApiError(400, '21000', `${verb} requires a WHERE clause`);
  return ` where ${conditions.join(' and ')}`;
}

export function updateSql(
  relation: Relation,
  root: ReadNode,
  body: unknown,
  params: Params,
): string | undefined {
  if (!isObject(body)) throw bodyError('The request body of a PATCH must be a JSON object.');
  const columns = writeColumns(relation, [body], undefined);
  const where = rootWhere(root, params, 'UPDATE');
  if (columns.length === 0) return undefined;
  const assignments = columns.map((name) => `${ident(name)} = pgrst_body.${ident(name)}`);
  return (
    `update ${qualified(relation.schema, relation.name)} as ${root.alias} set ${assignments.join(', ')} ` +
    `from (select * from json_populate_record(null::${qualified(relation.schema, relation.name)}, ${params.add(
      JSON.stringify(body),
    )}::json)) pgrst_body${where}`
  );
}

export function deleteSql(relation: Relation, root: ReadNode, params: Params): string {
  return `delete from ${qualified(relation.schema, relation.name)} as ${root.alias}${rootWhere(root, params, 'DELETE')}`;
}
