import { columnNotFound } from './errors';
import type { FieldRef } from './query';
import type { Column } from './schema';
import type { Params } from './sql';
import { ident, qualified } from './sql';
import type { ReadNode, Source } from './read';

function columnOf(source: Source, name: string): Column {
  const column = source.columns.get(name);
  if (!column) throw columnNotFound(source.name, name);
  return column;
}

export function fieldSql(node: ReadNode, field: FieldRef, params: Params): string {
  return typedFieldSql(node, field, params).sql;
}

/** The SQL of a column or a JSON path into it, with the type a value compared to it is cast to. */
export function typedFieldSql(
  node: ReadNode,
  field: FieldRef,
  params: Params,
): { sql: string; type: string } {
  const computedType = node.source.columns.has(field.name)
    ? undefined
    : node.source.computed?.get(field.name);
  const column = computedType === undefined ? columnOf(node.source, field.name) : { type: computedType };
  let sql =
    computedType === undefined
      ? `${node.alias}.${ident(field.name)}`
      : `${qualified(node.source.schema, field.name)}(${rowOf(node)})`;
  for (const step of field.json) {
    const key = step.index ? `${params.add(Number(step.key))}::int` : `${params.add(step.key)}::text`;
    sql = `${sql}${step.arrow}${key}`;
  }
  const last = field.json.at(-1);
  return { sql, type: last?.arrow === '->>' ? 'text' : column.type };
}

/**
 * The node's row as the argument of a function of its relation. Cast, since where the rows come through a
 * subquery PostgreSQL knows them only as records, and a record picks no overload.
 */
export function rowOf(node: ReadNode): string {
  return `${node.alias}::${qualified(node.source.schema, node.source.relation!)}`;
}

export function outputKey(field: FieldRef, alias: string | undefined): string {
  if (alias !== undefined) return alias;
  const last = field.json.at(-1);
  return last && !last.index ? last.key : field.name;
}
