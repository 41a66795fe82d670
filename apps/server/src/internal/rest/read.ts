import { ApiError } from './errors';
import type { LogicTree, OrderTerm, QueryParams, SelectNode } from './query';
import type { Column, Relationship, SchemaSnapshot } from './schema';
import { computedFieldsOf, computedRelationship, findRelationship } from './relationships';
import { relationOf } from './schema';

/** Rows a read selects from: a table or view, or the composite result of a function. */
export interface Source {
  /** The exposed schema its relation or function belongs to. */
  schema: string;
  name: string;
  columns: ReadonlyMap<string, Column>;
  /** The relation whose foreign keys allow embedding; undefined when there is none. */
  relation: string | undefined;
  /** Computed fields (functions of the relation's row), by name, with their result types. */
  computed?: ReadonlyMap<string, string>;
}

export interface Embed {
  /** The output key: the alias, else the name as written. */
  key: string;
  relationship: Relationship;
  inner: boolean;
  /** Its columns join the parent's instead of nesting under `key`. */
  spread: boolean;
  node: ReadNode;
}

/** One level of a read: what to select from a source, how to filter, order and page it. */
export interface ReadNode {
  source: Source;
  alias: string;
  select: SelectNode[];
  embeds: Embed[];
  filters: LogicTree[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
}

export function isCountOnly(node: ReadNode): boolean {
  return node.select.some((item) => isCountItem(node.source, item));
}

export function isCountItem(source: Source, item: SelectNode): boolean {
  return (
    item.type === 'field' &&
    item.field.name === 'count' &&
    item.field.json.length === 0 &&
    item.cast === undefined &&
    !source.columns.has('count')
  );
}

export function tableSource(schema: SchemaSnapshot, name: string): Source {
  const relation = relationOf(schema, name);
  return { schema: relation.schema, name, columns: relation.columns, relation: name };
}

class AliasCounter {
  private next = 0;
  take(): string {
    return `t${this.next++}`;
  }
}

function planNode(
  schema: SchemaSnapshot,
  source: Source,
  select: SelectNode[],
  aliases: AliasCounter,
): ReadNode {
  if (source.relation !== undefined && source.computed === undefined) {
    source = { ...source, computed: computedFieldsOf(schema, source.relation) };
  }
  const node: ReadNode = {
    source,
    alias: aliases.take(),
    select,
    embeds: [],
    filters: [],
    order: [],
    limit: undefined,
    offset: undefined,
  };
  const counts = select.filter((item) => isCountItem(source, item)).length;
  if (counts > 0 && counts !== select.length) {
    throw new ApiError(
      400,
      'PGRST100',
      `"count" cannot be selected together with other fields of '${source.name}'`,
    );
  }
  for (const item of select) {
    if (item.type !== 'embed') continue;
    if (!source.relation) {
      throw new ApiError(
        400,
        'PGRST200',
        `Could not find a relationship between '${source.name}' and '${item.relation}' in the schema cache`,
      );
    }
    // A name that is no table or view may be a function of this row returning rows: a computed relationship.
    const relationship =
      (schema.relations.has(item.relation)
        ? undefined
        : computedRelationship(schema, source.relation, item.relation)) ??
      findRelationship(schema, source.relation, item.relation, item.hint);
    node.embeds.push({
      key: item.alias ?? item.relation,
      relationship,
      inner: item.inner,
      spread: item.spread ?? false,
      node: planNode(schema, tableSource(schema, relationship.target), item.children, aliases),
    });
  }
  return node;
}

function nodeAt(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const name of path) {
    const embed = node.embeds.find((candidate) => candidate.key === name);
    if (!embed) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
    node = embed.node;
  }
  return node;
}

/** Resolves the select tree against the schema and attaches filters, order and ranges to their levels. */
export function planRead(schema: SchemaSnapshot, source: Source, query: QueryParams): ReadNode {
  const root = planNode(schema, source, query.select, new AliasCounter());
  for (const { path, tree } of query.filters) nodeAt(root, path).filters.push(tree);
  for (const { path, terms } of query.order) nodeAt(root, path).order.push(...terms);
  for (const { path, limit, offset } of query.ranges) {
    const node = nodeAt(root, path);
    node.limit = limit ?? node.limit;
    node.offset = offset ?? node.offset;
  }
  return root;
}
