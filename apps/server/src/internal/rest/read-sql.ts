import { ApiError } from './errors';
import type { Params } from './sql';
import { castType, ident } from './sql';
import type { Embed, ReadNode } from './read';
import { isCountItem, isCountOnly } from './read';
import { fieldSql, outputKey } from './field-sql';
import { embedFromSql, embedRowsSql, joinSql, whereClause, whereSql } from './filter-sql';

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
function selectListSql(node: ReadNode, params: Params): string {
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
