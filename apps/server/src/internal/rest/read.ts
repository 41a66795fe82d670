import { ApiError, columnNotFound } from './errors';
import type {
  Condition,
  FieldRef,
  LogicTree,
  OrderTerm,
  QueryParams,
  SelectNode,
  SimpleOperator,
} from './query';
import type { Column, Relationship, SchemaSnapshot } from './schema';
import { computedFieldsOf, computedRelationship, findRelationship, relationOf } from './schema';
import type { Params } from './sql';
import { castType, ident, qualified } from './sql';

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

function isCountItem(source: Source, item: SelectNode): boolean {
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

function columnOf(source: Source, name: string): Column {
  const column = source.columns.get(name);
  if (!column) throw columnNotFound(source.name, name);
  return column;
}

function fieldSql(node: ReadNode, field: FieldRef, params: Params): string {
  return typedFieldSql(node, field, params).sql;
}

/** The SQL of a column or a JSON path into it, with the type a value compared to it is cast to. */
function typedFieldSql(node: ReadNode, field: FieldRef, params: Params): { sql: string; type: string } {
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
function rowOf(node: ReadNode): string {
  return `${node.alias}::${qualified(node.source.schema, node.source.relation!)}`;
}

function outputKey(field: FieldRef, alias: string | undefined): string {
  if (alias !== undefined) return alias;
  const last = field.json.at(-1);
  return last && !last.index ? last.key : field.name;
}

const OPERATORS: Record<SimpleOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

/** Operators whose right side is a text pattern, whatever the column's type. */
const TEXT_OPERATORS: ReadonlySet<SimpleOperator> = new Set(['like', 'ilike', 'match', 'imatch']);

const FTS_FUNCTIONS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function patternOf(operator: SimpleOperator, value: string): string {
  // PostgREST lets `*` stand for `%`, which a URL would otherwise have to escape.
  return operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
}

function conditionSql(node: ReadNode, condition: Condition, params: Params): string {
  const { field, operation } = condition;
  const embed = node.embeds.find((candidate) => candidate.key === field.name);
  if (embed && !node.source.columns.has(field.name)) {
    // `rel=is.null` / `rel=not.is.null`: keep the rows that have (or lack) a related row.
    if (
      operation.kind !== 'is' ||
      (operation.value !== 'null' && operation.value !== 'not_null') ||
      field.json.length
    ) {
      throw new ApiError(
        400,
        'PGRST120',
        `Bad operator on the '${field.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    const exists = `exists (${embedRowsSql(node, embed, params, 'select 1')})`;
    const wantsRow = (operation.value === 'not_null') !== condition.negated;
    return wantsRow ? exists : `not ${exists}`;
  }
  const { sql: left, type } = typedFieldSql(node, field, params);
  // Every value is sent as text and cast in SQL to the column's type (catalog text), so both drivers send the
  // same bytes and a value that does not fit is PostgreSQL's 22xxx error, never a driver's exception.
  const value = (text: string) => `cast(${params.add(text)}::text as ${type})`;
  const values = (list: string[], elementType = type) =>
    `cast(${params.add(list)}::text[] as ${elementType}[])`;
  let sql: string;
  switch (operation.kind) {
    case 'simple': {
      const right = TEXT_OPERATORS.has(operation.operator)
        ? `${params.add(patternOf(operation.operator, operation.value))}::text`
        : value(operation.value);
      sql = `${left} ${OPERATORS[operation.operator]} ${right}`;
      break;
    }
    case 'quantified': {
      const patterns = operation.values.map((item) => patternOf(operation.operator, item));
      const right = TEXT_OPERATORS.has(operation.operator)
        ? `${params.add(patterns)}::text[]`
        : values(patterns);
      sql = `${left} ${OPERATORS[operation.operator]} ${operation.quantifier}(${right})`;
      break;
    }
    case 'in': {
      const list = operation.values.length === 1 && operation.values[0] === '' ? [] : operation.values;
      sql = `${left} = any(${values(list)})`;
      break;
    }
    case 'is':
      sql = operation.value === 'not_null' ? `${left} is not null` : `${left} is ${operation.value}`;
      break;
    case 'fts': {
      const config =
        operation.config === undefined ? '' : `${params.add(operation.config)}::text::regconfig, `;
      sql = `${left} @@ ${FTS_FUNCTIONS[operation.operator]}(${config}${params.add(operation.value)}::text)`;
      break;
    }
  }
  return condition.negated ? `not (${sql})` : sql;
}

function treeSql(node: ReadNode, tree: LogicTree, params: Params): string {
  if (tree.type === 'condition') return conditionSql(node, tree.condition, params);
  const joined = tree.children.map((child) => treeSql(node, child, params)).join(` ${tree.operator} `);
  return tree.negated ? `not (${joined})` : `(${joined})`;
}

const conditionCache = new WeakMap<ReadNode, string[]>();

/** The node's own filters and the existence tests of its `!inner` embeds, rendered once per statement. */
export function whereSql(node: ReadNode, params: Params): string[] {
  let conditions = conditionCache.get(node);
  if (!conditions) {
    conditions = node.filters.map((tree) => treeSql(node, tree, params));
    for (const embed of node.embeds) {
      if (embed.inner) conditions.push(`exists (${embedRowsSql(node, embed, params, 'select 1')})`);
    }
    conditionCache.set(node, conditions);
  }
  return conditions;
}

function joinSql(parent: ReadNode, embed: Embed): string[] {
  const { relationship, node } = embed;
  const { junction } = relationship;
  if (junction) {
    const alias = `${node.alias}_junction`;
    const links = [
      ...junction.targetColumns.map(
        (column, index) =>
          `${alias}.${ident(column)} = ${node.alias}.${ident(relationship.targetColumns[index]!)}`,
      ),
      ...junction.sourceColumns.map(
        (column, index) =>
          `${alias}.${ident(column)} = ${parent.alias}.${ident(relationship.sourceColumns[index]!)}`,
      ),
    ];
    return [
      `exists (select 1 from ${qualified(node.source.schema, junction.table)} ${alias} where ${links.join(' and ')})`,
    ];
  }
  return relationship.targetColumns.map(
    (target, index) =>
      `${node.alias}.${ident(target)} = ${parent.alias}.${ident(relationship.sourceColumns[index]!)}`,
  );
}

/** The rows an embed draws from: its table, or the computed relationship's function of the parent row. */
function embedFromSql(parent: ReadNode, embed: Embed): string {
  const { relationship, node } = embed;
  const from = relationship.function
    ? `${qualified(parent.source.schema, relationship.function)}(${rowOf(parent)})`
    : qualified(node.source.schema, relationship.target);
  return `${from} ${node.alias}`;
}

function whereClause(conditions: string[]): string {
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

function embedRowsSql(parent: ReadNode, embed: Embed, params: Params, selectList: string): string {
  const conditions = [...joinSql(parent, embed), ...whereSql(embed.node, params)];
  return `${selectList} from ${embedFromSql(parent, embed)}${whereClause(conditions)}`;
}

function orderSql(node: ReadNode, params: Params): string {
  if (node.order.length === 0 || isCountOnly(node)) return '';
  const terms = node.order.map((term) => {
    let expression: string;
    if (term.relation !== undefined) {
      const embed = node.embeds.find((candidate) => candidate.key === term.relation);
      if (!embed) {
        throw new ApiError(
          400,
          'PGRST108',
          `'${term.relation}' is not an embedded resource in this request`,
          null,
          `Verify that '${term.relation}' is included in the 'select' query parameter.`,
        );
      }
      if (embed.relationship.cardinality === 'one-to-many') {
        throw new ApiError(
          400,
          'PGRST118',
          `A related order on '${term.relation}' is not possible`,
          `'${node.source.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      const related = fieldSql(embed.node, term.field, params);
      expression = `(select ${related} from ${embedFromSql(node, embed)}${whereClause(joinSql(node, embed))})`;
    } else {
      expression = fieldSql(node, term.field, params);
    }
    const direction = term.direction === undefined ? '' : ` ${term.direction}`;
    const nulls = term.nulls === undefined ? '' : ` nulls ${term.nulls}`;
    return `${expression}${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function pageSql(node: ReadNode, params: Params, limitOverride?: number): string {
  if (isCountOnly(node)) return '';
  const limit = limitOverride ?? node.limit;
  return `${limit === undefined ? '' : ` limit ${params.add(limit)}::bigint`}${
    node.offset === undefined ? '' : ` offset ${params.add(node.offset)}::bigint`
  }`;
}

/** The selected, grouped, ordered and paged rows of one embed under a row of its parent. */
function embedSelectSql(parent: ReadNode, embed: Embed, params: Params): string {
  const { node } = embed;
  const toOne = embed.relationship.cardinality !== 'one-to-many';
  return `${embedRowsSql(parent, embed, params, `select ${selectListSql(node, params)}`)}${groupBySql(node, params)}${orderSql(node, params)}${pageSql(
    node,
    params,
    toOne && !isCountOnly(node) ? 1 : undefined,
  )}`;
}

/** The keys a level's rows carry, a spread embed's among them. */
function outputKeys(node: ReadNode): string[] {
  let embedIndex = 0;
  return node.select.flatMap((item) => {
    if (item.type === 'star') return [...node.source.columns.keys()];
    if (item.type === 'embed') {
      const embed = node.embeds[embedIndex++]!;
      if (embed.spread) return outputKeys(embed.node);
      return embed.node.select.length > 0 ? [embed.key] : [];
    }
    if (isCountItem(node.source, item)) return [item.alias ?? 'count'];
    if (item.aggregate !== undefined) return [item.alias ?? item.aggregate];
    return [outputKey(item.field, item.alias)];
  });
}

/** A spread embed's columns as the parent's: each the related row's value, or an array of them for to-many. */
function spreadSql(parent: ReadNode, embed: Embed, params: Params): string[] {
  const rows = embedSelectSql(parent, embed, params);
  const toOne = embed.relationship.cardinality !== 'one-to-many';
  return outputKeys(embed.node).map((key) => {
    const column = `pgrst_spread.${ident(key)}`;
    const value = toOne ? column : `coalesce(json_agg(${column}), '[]')`;
    return `(select ${value} from (${rows}) pgrst_spread) as ${ident(key)}`;
  });
}

function embedSql(parent: ReadNode, embed: Embed, params: Params): string {
  const { node } = embed;
  const row = `${node.alias}_row`;
  const toOne = embed.relationship.cardinality !== 'one-to-many';
  const rows = embedSelectSql(parent, embed, params);
  return toOne
    ? `(select row_to_json(${row}) from (${rows}) ${row})`
    : `(select coalesce(json_agg(${row}), '[]') from (${rows}) ${row})`;
}

/** The select list of one level: columns, casts, JSON paths, `count`, and embedded resources as JSON. */
export function selectListSql(node: ReadNode, params: Params): string {
  const items: string[] = [];
  let embedIndex = 0;
  for (const item of node.select) {
    if (item.type === 'star') {
      items.push(`${node.alias}.*`);
    } else if (item.type === 'embed') {
      const embed = node.embeds[embedIndex++]!;
      if (embed.spread) items.push(...spreadSql(node, embed, params));
      else if (embed.node.select.length > 0) {
        items.push(`${embedSql(node, embed, params)} as ${ident(embed.key)}`);
      }
    } else if (isCountItem(node.source, item)) {
      items.push(`count(*) as ${ident(item.alias ?? 'count')}`);
    } else if (item.aggregate !== undefined) {
      const argument = item.field.name === '' ? '*' : fieldSql(node, item.field, params);
      const expression = `${item.aggregate}(${argument})`;
      const cast = item.cast === undefined ? expression : `(${expression})::${castType(item.cast)}`;
      items.push(`${cast} as ${ident(item.alias ?? item.aggregate)}`);
    } else {
      const expression = fieldSql(node, item.field, params);
      const cast = item.cast === undefined ? expression : `(${expression})::${castType(item.cast)}`;
      items.push(`${cast} as ${ident(outputKey(item.field, item.alias))}`);
    }
  }
  return items.length === 0 ? '' : items.join(', ');
}

/** With an aggregate in its select list, a level's rows are grouped by the plain columns it selects. */
function groupBySql(node: ReadNode, params: Params): string {
  const plain = node.select.filter((item) => item.type === 'field' && !isCountItem(node.source, item));
  if (!plain.some((item) => item.type === 'field' && item.aggregate !== undefined)) return '';
  const keys = plain.flatMap((item) =>
    item.type === 'field' && item.aggregate === undefined ? [fieldSql(node, item.field, params)] : [],
  );
  return keys.length === 0 ? '' : ` group by ${keys.join(', ')}`;
}

/**
 * `select … from <from> where … order by … limit … offset …` for the root level; `from` is the table, or
 * the rows a write returned, or a function call, always under the root's alias.
 */
export function rowsSql(
  root: ReadNode,
  from: string,
  params: Params,
  options: { page: boolean; where?: boolean },
): string {
  const conditions = options.where === false ? [] : whereSql(root, params);
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  const page = options.page ? `${orderSql(root, params)}${pageSql(root, params)}` : '';
  return `select ${selectListSql(root, params)} from ${from} ${root.alias}${where}${groupBySql(root, params)}${page}`;
}

/** `from … where …` of the root level alone, for the exact count of every matching row. */
export function countSql(root: ReadNode, from: string, params: Params): string {
  const conditions = whereSql(root, params);
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  return `select count(*) from ${from} ${root.alias}${where}`;
}

/** The root level's own rows (its columns only), filtered, ordered and paged as the read takes them. */
export function rootRowsSql(root: ReadNode, from: string, params: Params): string {
  const conditions = whereSql(root, params);
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  return `select ${root.alias}.* from ${from} ${root.alias}${where}${orderSql(root, params)}${pageSql(root, params)}`;
}

/** One embedded level's own rows under a row of its parent, filtered, ordered and paged as the read takes them. */
export function embedRowsPageSql(parent: ReadNode, embed: Embed, params: Params): string {
  const toOne = embed.relationship.cardinality !== 'one-to-many';
  return `${embedRowsSql(parent, embed, params, `select ${embed.node.alias}.*`)}${orderSql(embed.node, params)}${pageSql(
    embed.node,
    params,
    toOne ? 1 : undefined,
  )}`;
}
