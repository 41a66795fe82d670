import { queryError } from './errors';
import { looksLikeFilter, parseFilterValue, parseLogic } from './filter-parser';
import { QUERY_LIMITS, field, fieldName, jsonPath, run } from './query-syntax';
import { parseSelect } from './select-parser';

/** One step of a JSON path: `->key`, `->>key`, `->0`. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** A column, possibly followed by a JSON path into it. */
export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

export type SelectNode =
  | { type: 'star' }
  | {
      type: 'field';
      /** The column; for `count()` over the rows themselves, the name ''. */
      field: FieldRef;
      alias: string | undefined;
      cast: string | undefined;
      /** `col.sum()`, `count()`: the level's rows are grouped by its other columns. */
      aggregate?: AggregateFunction;
    }
  | {
      type: 'embed';
      relation: string;
      alias: string | undefined;
      hint: string | undefined;
      inner: boolean;
      /** `...rel(cols)`: the related columns join the parent's own (arrays of them for a to-many relationship). */
      spread?: boolean;
      children: SelectNode[];
    };

export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'isdistinct';

export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type TriValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quantified'; operator: SimpleOperator; quantifier: 'any' | 'all'; values: string[] }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: TriValue }
  | { kind: 'fts'; operator: FtsOperator; config: string | undefined; value: string };

export interface Condition {
  field: FieldRef;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { type: 'condition'; condition: Condition }
  | { type: 'logic'; operator: 'and' | 'or'; negated: boolean; children: LogicTree[] };

export interface OrderTerm {
  /** Set for a related order, `order=author(name).asc`. */
  relation: string | undefined;
  field: FieldRef;
  direction: 'asc' | 'desc' | undefined;
  nulls: 'first' | 'last' | undefined;
}

/** Everything a request's query string says, before it is checked against the schema. */
export interface QueryParams {
  select: SelectNode[];
  /** Filters and `and`/`or` trees, each at an embedding path ([] is the requested table). */
  filters: { path: string[]; tree: LogicTree }[];
  order: { path: string[]; terms: OrderTerm[] }[];
  ranges: { path: string[]; limit: number | undefined; offset: number | undefined }[];
  columns: string[] | undefined;
  onConflict: string[] | undefined;
  /** Parameters that are not filters: the arguments of a GET /rpc call. */
  plain: [string, string][];
}

export function parseOrder(value: string): OrderTerm[] {
  return run('order', value, (cursor) => {
    const terms: OrderTerm[] = [];
    do {
      cursor.skipSpaces();
      const start = cursor.position;
      let relation: string | undefined;
      let ref: FieldRef;
      const name = fieldName(cursor);
      if (cursor.eat('(')) {
        relation = name;
        ref = field(cursor);
        cursor.expect(')', '")"');
      } else {
        cursor.position = start;
        ref = field(cursor);
      }
      let direction: OrderTerm['direction'];
      let nulls: OrderTerm['nulls'];
      if (cursor.eat('.asc')) direction = 'asc';
      else if (cursor.eat('.desc')) direction = 'desc';
      if (cursor.eat('.nullsfirst')) nulls = 'first';
      else if (cursor.eat('.nullslast')) nulls = 'last';
      cursor.skipSpaces();
      if (!cursor.done && cursor.peek() !== ',') {
        cursor.fail('expecting "asc", "desc", "nullsfirst", "nullslast", "," or end of input');
      }
      terms.push({ relation, field: ref, direction, nulls });
    } while (cursor.eat(','));
    return terms;
  });
}

/** `columns` and `on_conflict`: comma-separated names, quoted or not. */
function parseNameList(what: string, value: string): string[] {
  return run(what, value, (cursor) => {
    const names: string[] = [];
    do {
      names.push(fieldName(cursor));
      cursor.skipSpaces();
    } while (cursor.eat(','));
    if (!cursor.done) cursor.fail('expecting "," or end of input');
    return names;
  });
}

/** The key of a filter: an embedding path then the field, `reviews.author.name` or `data->a`. */
function parseTreePath(key: string): { path: string[]; field: FieldRef } {
  return run('tree path', key, (cursor) => {
    const names = [fieldName(cursor)];
    while (cursor.eat('.')) names.push(fieldName(cursor));
    const json = jsonPath(cursor);
    if (!cursor.done) cursor.fail('expecting ".", "->", "->>" or end of input');
    return { path: names.slice(0, -1), field: { name: names.at(-1)!, json } };
  });
}

function parseEmbedPath(key: string, what: string): string[] {
  if (key === '') return [];
  return run(what, key, (cursor) => {
    const names = [fieldName(cursor)];
    while (cursor.eat('.')) names.push(fieldName(cursor));
    if (!cursor.done) cursor.fail('expecting "." or end of input');
    return names;
  });
}

function parseCount(what: string, value: string): number {
  if (!/^\d{1,15}$/.test(value.trim())) {
    throw queryError(`${what} parameter`, value, `${what} must be a whole number, 0 or more`);
  }
  return Number(value.trim());
}

const EMBEDDABLE_RESERVED = new Set(['order', 'limit', 'offset', 'and', 'or']);
/** Query parameters the server itself reads and never treats as a filter. */
const TRANSPORT_PARAMETERS = new Set(['apikey']);

/**
 * Parses a request's query parameters PostgREST's way: `select`, `columns`, `on_conflict`; `order`, `limit`,
 * `offset`, `and`, `or` (each possibly prefixed by an embedding path); filters `field=op.value`; everything
 * else is a plain parameter (a GET /rpc argument).
 */
export function parseQuery(entries: Iterable<[string, string]>): QueryParams {
  const query: QueryParams = {
    select: [{ type: 'star' }],
    filters: [],
    order: [],
    ranges: [],
    columns: undefined,
    onConflict: undefined,
    plain: [],
  };
  const seen = new Set<string>();
  const ranges = new Map<string, { path: string[]; limit: number | undefined; offset: number | undefined }>();
  let filterCount = 0;
  for (const [key, value] of entries) {
    if (key === 'select' || key === 'columns' || key === 'on_conflict') {
      if (seen.has(key)) continue;
      seen.add(key);
      if (key === 'select') query.select = value.trim() === '' ? [{ type: 'star' }] : parseSelect(value);
      else if (key === 'columns') query.columns = parseNameList('columns parameter', value);
      else query.onConflict = parseNameList('on_conflict parameter', value);
      continue;
    }
    if (TRANSPORT_PARAMETERS.has(key)) continue;
    const segments = key.split('.');
    const last = segments.at(-1)!;
    if (EMBEDDABLE_RESERVED.has(last)) {
      const prefix = segments.slice(0, -1);
      if (last === 'and' || last === 'or') {
        const negated = prefix.at(-1) === 'not';
        const path = parseEmbedPath((negated ? prefix.slice(0, -1) : prefix).join('.'), 'logic path');
        query.filters.push({ path, tree: parseLogic(last, negated, value) });
        filterCount += 1;
      } else if (last === 'order') {
        query.order.push({ path: parseEmbedPath(prefix.join('.'), 'order path'), terms: parseOrder(value) });
      } else {
        const path = parseEmbedPath(prefix.join('.'), `${last} path`);
        const id = path.join('\u0000');
        const range = ranges.get(id) ?? { path, limit: undefined, offset: undefined };
        range[last as 'limit' | 'offset'] = parseCount(last, value);
        ranges.set(id, range);
      }
      continue;
    }
    if (key.includes('.') || looksLikeFilter(value)) {
      const { path, field } = parseTreePath(key);
      const { negated, operation } = parseFilterValue(value);
      query.filters.push({ path, tree: { type: 'condition', condition: { field, negated, operation } } });
      filterCount += 1;
    } else {
      query.plain.push([key, value]);
    }
    if (filterCount > QUERY_LIMITS.items) {
      throw queryError('query string', key, `at most ${QUERY_LIMITS.items} filters are allowed`);
    }
  }
  query.ranges = [...ranges.values()];
  return query;
}
