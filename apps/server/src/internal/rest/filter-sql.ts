import { ApiError } from './errors';
import type { Condition, LogicTree, SimpleOperator } from './query';
import type { Params } from './sql';
import { ident, qualified } from './sql';
import type { Embed, ReadNode } from './read';
import { rowOf, typedFieldSql } from './field-sql';

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
  // Every value is sent as text and read as the column's type (catalog text), so both drivers send the same
  // bytes and a value that does not fit is PostgreSQL's 22xxx error, never a driver's exception.
  const value = (text: string) => params.typed(text, type);
  const values = (list: string[]) => params.typed(list, type);
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

/** How an embed's rows join its parent row, directly or through a junction table. */
export function joinSql(parent: ReadNode, embed: Embed): string[] {
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
export function embedFromSql(parent: ReadNode, embed: Embed): string {
  const { relationship, node } = embed;
  const from = relationship.function
    ? `${qualified(parent.source.schema, relationship.function)}(${rowOf(parent)})`
    : qualified(node.source.schema, relationship.target);
  return `${from} ${node.alias}`;
}

export function whereClause(conditions: string[]): string {
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

/** The rows of an embed for its parent row: joined to it, and filtered by its own filters. */
export function embedRowsSql(parent: ReadNode, embed: Embed, params: Params, selectList: string): string {
  const conditions = [...joinSql(parent, embed), ...whereSql(embed.node, params)];
  return `${selectList} from ${embedFromSql(parent, embed)}${whereClause(conditions)}`;
}
