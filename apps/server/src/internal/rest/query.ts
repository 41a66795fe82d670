import { ApiError, queryError } from './errors';

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

const AGGREGATE_FUNCTIONS: ReadonlySet<string> = new Set<AggregateFunction>([
  'count',
  'sum',
  'avg',
  'min',
  'max',
]);

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

const SIMPLE_OPERATORS: ReadonlySet<string> = new Set<SimpleOperator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
]);
const QUANTIFIABLE: ReadonlySet<string> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const FTS_OPERATORS: ReadonlySet<string> = new Set<FtsOperator>(['fts', 'plfts', 'phfts', 'wfts']);

/** Limits that keep one request's SQL small; PostgreSQL would otherwise refuse it with a server error. */
export const QUERY_LIMITS = { selectDepth: 8, logicDepth: 16, listValues: 1000, items: 500 };

class ParseFailure extends Error {
  constructor(
    readonly position: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** A cursor over one parameter's text; failures carry the position for PostgREST-style messages. */
class Cursor {
  position = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.position >= this.text.length;
  }
  peek(length = 1): string {
    return this.text.slice(this.position, this.position + length);
  }
  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.position);
  }
  eat(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.position += token.length;
    return true;
  }
  expect(token: string, what = `"${token}"`): void {
    if (!this.eat(token)) this.fail(`expecting ${what}`);
  }
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position += 1;
  }
  fail(problem: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw new ParseFailure(this.position, `unexpected ${found} ${problem}`);
  }
  rest(): string {
    const rest = this.text.slice(this.position);
    this.position = this.text.length;
    return rest;
  }
}

function run<T>(what: string, text: string, parse: (cursor: Cursor) => T): T {
  const cursor = new Cursor(text);
  try {
    return parse(cursor);
  } catch (error) {
    if (error instanceof ParseFailure) {
      throw new ApiError(
        400,
        'PGRST100',
        `"failed to parse ${what} (${text})" (line 1, column ${error.position + 1})`,
        error.problem,
      );
    }
    throw error;
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_$ ]/u;

/** `"quoted \" value"`: backslash escapes any character. */
function quotedValue(cursor: Cursor): string {
  cursor.expect('"');
  let value = '';
  for (;;) {
    if (cursor.done) cursor.fail('expecting closing quote');
    const char = cursor.peek();
    cursor.position += 1;
    if (char === '"') return value;
    if (char === '\\') {
      if (cursor.done) cursor.fail('expecting an escaped character');
      value += cursor.peek();
      cursor.position += 1;
    } else {
      value += char;
    }
  }
}

function identifierRun(cursor: Cursor): string {
  const start = cursor.position;
  while (!cursor.done && IDENTIFIER_CHAR.test(cursor.peek())) cursor.position += 1;
  return cursor.text.slice(start, cursor.position);
}

/** A field name: quoted, or letters, digits, `_`, `$`, spaces and single dashes (not `->`), trimmed. */
function fieldName(cursor: Cursor): string {
  cursor.skipSpaces();
  if (cursor.peek() === '"') return quotedValue(cursor);
  let name = identifierRun(cursor);
  while (cursor.peek() === '-' && cursor.peek(2) !== '->') {
    const save = cursor.position;
    cursor.position += 1;
    const part = identifierRun(cursor);
    if (part === '') {
      cursor.position = save;
      break;
    }
    name += `-${part}`;
  }
  name = name.trim();
  if (name === '') cursor.fail('expecting field name (* or [a..z0..9_$])');
  return name;
}

function jsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = cursor.eat('->>') ? '->>' : cursor.eat('->') ? '->' : undefined;
    if (!arrow) return steps;
    const index = /^-?\d+/.exec(cursor.text.slice(cursor.position));
    const after = index ? cursor.text.slice(cursor.position + index[0].length) : '';
    if (index && (after === '' || /^(->|::|\.|,|\))/.test(after))) {
      cursor.position += index[0].length;
      steps.push({ arrow, key: index[0], index: true });
    } else {
      steps.push({ arrow, key: fieldName(cursor), index: false });
    }
  }
}

function field(cursor: Cursor): FieldRef {
  cursor.skipSpaces();
  const name = fieldName(cursor);
  const json = jsonPath(cursor);
  cursor.skipSpaces();
  return { name, json };
}

function atItemEnd(cursor: Cursor): boolean {
  return cursor.done || cursor.peek() === ',' || cursor.peek() === ')';
}

function embedParams(cursor: Cursor): { hint: string | undefined; inner: boolean } {
  let hint: string | undefined;
  let inner = false;
  for (let count = 0; count < 2 && cursor.peek() === '!'; count += 1) {
    cursor.position += 1;
    if (cursor.eat('inner')) inner = true;
    else if (!cursor.eat('left')) hint = fieldName(cursor);
  }
  return { hint, inner };
}

function selectForest(cursor: Cursor, depth: number): SelectNode[] {
  if (depth > QUERY_LIMITS.selectDepth)
    cursor.fail(`: embedding is limited to ${QUERY_LIMITS.selectDepth} levels`);
  const nodes: SelectNode[] = [];
  do {
    cursor.skipSpaces();
    nodes.push(selectNode(cursor, depth));
    cursor.skipSpaces();
  } while (cursor.eat(','));
  return nodes;
}

function selectNode(cursor: Cursor, depth: number): SelectNode {
  if (cursor.eat('*')) {
    cursor.skipSpaces();
    if (!atItemEnd(cursor)) cursor.fail('expecting ")", "," or end of input');
    return { type: 'star' };
  }
  if (cursor.eat('...')) {
    const relation = fieldName(cursor);
    const { hint, inner } = embedParams(cursor);
    cursor.expect('(', '"("');
    const children = selectForest(cursor, depth + 1);
    cursor.expect(')', '")"');
    cursor.skipSpaces();
    if (!atItemEnd(cursor)) cursor.fail('expecting ")", "," or end of input');
    return { type: 'embed', relation, alias: undefined, hint, inner, spread: true, children };
  }
  const start = cursor.position;
  let alias: string | undefined;
  const first = fieldName(cursor);
  if (cursor.peek() === ':' && cursor.peek(2) !== '::') {
    cursor.position += 1;
    alias = first;
  } else {
    cursor.position = start;
  }
  const nameStart = cursor.position;
  const name = fieldName(cursor);
  if (name === 'count' && cursor.eat('()')) {
    return aggregateItem(cursor, { name: '', json: [] }, alias, 'count');
  }
  if (cursor.peek() === '!' || cursor.peek() === '(') {
    const { hint, inner } = embedParams(cursor);
    cursor.expect('(', '"("');
    cursor.skipSpaces();
    // `rel()` embeds nothing: it only filters, with !inner or `rel=not.is.null`.
    const children = cursor.peek() === ')' ? [] : selectForest(cursor, depth + 1);
    cursor.expect(')', '")"');
    cursor.skipSpaces();
    if (!atItemEnd(cursor)) cursor.fail('expecting ")", "," or end of input');
    return { type: 'embed', relation: name, alias, hint, inner, children };
  }
  cursor.position = nameStart;
  const ref = field(cursor);
  if (cursor.eat('.')) {
    const aggregate = identifierRun(cursor).trim();
    if (!AGGREGATE_FUNCTIONS.has(aggregate) || !cursor.eat('()')) {
      cursor.fail('expecting an aggregate: count(), sum(), avg(), min() or max()');
    }
    return aggregateItem(cursor, ref, alias, aggregate as AggregateFunction);
  }
  let cast: string | undefined;
  if (cursor.eat('::')) {
    cast = identifierRun(cursor).trim();
    if (cast === '') cursor.fail('expecting letter or digit');
    cursor.skipSpaces();
  }
  if (!atItemEnd(cursor))
    cursor.fail('expecting letter, digit, "-", "->>", "->", "::", "(", ")", "," or end of input');
  return { type: 'field', field: ref, alias, cast };
}

function aggregateItem(
  cursor: Cursor,
  ref: FieldRef,
  alias: string | undefined,
  aggregate: AggregateFunction,
): SelectNode {
  cursor.skipSpaces();
  let cast: string | undefined;
  if (cursor.eat('::')) {
    cast = identifierRun(cursor).trim();
    if (cast === '') cursor.fail('expecting letter or digit');
    cursor.skipSpaces();
  }
  if (!atItemEnd(cursor)) cursor.fail('expecting "::", ")", "," or end of input');
  return { type: 'field', field: ref, alias, cast, aggregate };
}

/** Whether a select tree asks for any aggregate, which the server may not allow. */
export function usesAggregates(nodes: SelectNode[]): boolean {
  return nodes.some(
    (node) =>
      (node.type === 'field' && node.aggregate !== undefined) ||
      (node.type === 'embed' && usesAggregates(node.children)),
  );
}

function countItems(nodes: SelectNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + (node.type === 'embed' ? countItems(node.children) : 0), 0);
}

export function parseSelect(text: string): SelectNode[] {
  return run('select parameter', text, (cursor) => {
    const nodes = selectForest(cursor, 0);
    if (!cursor.done) cursor.fail('expecting "," or end of input');
    if (countItems(nodes) > QUERY_LIMITS.items)
      cursor.fail(`: at most ${QUERY_LIMITS.items} items can be selected`);
    return nodes;
  });
}

/** `(a,"b,c",d)` for `in`: quoted elements may hold commas and parentheses. */
function listValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(', '"("');
  const values: string[] = [];
  do {
    if (cursor.peek() === '"') {
      values.push(quotedValue(cursor));
    } else {
      const start = cursor.position;
      while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.position += 1;
      values.push(cursor.text.slice(start, cursor.position));
    }
    if (values.length > QUERY_LIMITS.listValues)
      cursor.fail(`: a list holds at most ${QUERY_LIMITS.listValues} values`);
  } while (cursor.eat(','));
  cursor.expect(')', '")" or ","');
  cursor.skipSpaces();
  return values;
}

/** `{a,"b,c"}`: the array literal of the `(any)`/`(all)` operator modifiers. */
function arrayValue(cursor: Cursor): string[] {
  cursor.expect('{', '"{"');
  const values: string[] = [];
  if (cursor.eat('}')) return values;
  do {
    if (cursor.peek() === '"') {
      values.push(quotedValue(cursor));
    } else {
      const start = cursor.position;
      while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== '}') cursor.position += 1;
      values.push(cursor.text.slice(start, cursor.position).trim());
    }
    if (values.length > QUERY_LIMITS.listValues)
      cursor.fail(`: a list holds at most ${QUERY_LIMITS.listValues} values`);
  } while (cursor.eat(','));
  cursor.expect('}', '"}" or ","');
  return values;
}

const TRI_VALUES: Record<string, TriValue> = {
  null: 'null',
  not_null: 'not_null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

/**
 * `[not.]operator.value` as in a filter parameter's value; `singleValue` reads the value, which runs to the end
 * of a parameter but only to the next `,` or `)` inside `or=(…)`.
 */
function operation(
  cursor: Cursor,
  singleValue: (cursor: Cursor) => string,
): { negated: boolean; operation: Operation } {
  const negated = cursor.eat('not.');
  const start = cursor.position;
  while (!cursor.done && /[a-z_]/.test(cursor.peek())) cursor.position += 1;
  const name = cursor.text.slice(start, cursor.position);
  if (name === '') cursor.fail('expecting operator (eq, gt, ...)');
  if (name === 'in') {
    cursor.expect('.', 'delimiter (.)');
    return { negated, operation: { kind: 'in', values: listValue(cursor) } };
  }
  if (name === 'is') {
    cursor.expect('.', 'delimiter (.)');
    const word = singleValue(cursor);
    const value = TRI_VALUES[word.toLowerCase()];
    if (!value) {
      throw new ParseFailure(
        cursor.position,
        `unknown value "${word}": expecting null, not_null, true, false or unknown`,
      );
    }
    return { negated, operation: { kind: 'is', value } };
  }
  if (FTS_OPERATORS.has(name)) {
    let config: string | undefined;
    if (cursor.eat('(')) {
      config = identifierRun(cursor).trim();
      cursor.expect(')', '")"');
    }
    cursor.expect('.', 'delimiter (.)');
    return {
      negated,
      operation: { kind: 'fts', operator: name as FtsOperator, config, value: singleValue(cursor) },
    };
  }
  if (!SIMPLE_OPERATORS.has(name)) {
    throw new ParseFailure(start, `unknown single value operator ${name}`);
  }
  const operator = name as SimpleOperator;
  if (cursor.peek() === '(') {
    const quantifier = cursor.eat('(any)')
      ? 'any'
      : cursor.eat('(all)')
        ? 'all'
        : cursor.fail('expecting "(any)" or "(all)"');
    if (!QUANTIFIABLE.has(operator))
      throw new ParseFailure(start, `the operator ${operator} takes no (${quantifier}) modifier`);
    cursor.expect('.', 'delimiter (.)');
    return { negated, operation: { kind: 'quantified', operator, quantifier, values: arrayValue(cursor) } };
  }
  cursor.expect('.', 'delimiter (.)');
  return { negated, operation: { kind: 'simple', operator, value: singleValue(cursor) } };
}

function restOfParameter(cursor: Cursor): string {
  return cursor.rest();
}

/** The value of a filter parameter, `id=eq.1`: applied to the field the key names. */
export function parseFilterValue(value: string): { negated: boolean; operation: Operation } {
  return run('filter', value, (cursor) => {
    const result = operation(cursor, restOfParameter);
    if (!cursor.done) cursor.fail('expecting end of input');
    return result;
  });
}

/** A value inside `or=(…)`: quoted, a `{…}` array literal, or up to the next `,` or `)`. */
function logicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const save = cursor.position;
    const value = quotedValue(cursor);
    if (atItemEnd(cursor)) return value;
    cursor.position = save;
  }
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', cursor.position);
    if (close >= 0 && !cursor.text.slice(cursor.position + 1, close).includes('{')) {
      const value = cursor.text.slice(cursor.position, close + 1);
      cursor.position = close + 1;
      return value;
    }
  }
  const start = cursor.position;
  while (!atItemEnd(cursor)) cursor.position += 1;
  return cursor.text.slice(start, cursor.position);
}

function logicTree(cursor: Cursor, depth: number): LogicTree {
  if (depth > QUERY_LIMITS.logicDepth)
    cursor.fail(`: and/or nesting is limited to ${QUERY_LIMITS.logicDepth} levels`);
  cursor.skipSpaces();
  const start = cursor.position;
  const negated = cursor.eat('not.');
  const operator = cursor.eat('and(') ? 'and' : cursor.eat('or(') ? 'or' : undefined;
  if (operator) {
    const children: LogicTree[] = [];
    do {
      children.push(logicTree(cursor, depth + 1));
      cursor.skipSpaces();
    } while (cursor.eat(','));
    cursor.expect(')', '")" or ","');
    return { type: 'logic', operator, negated, children };
  }
  cursor.position = start;
  const ref = field(cursor);
  cursor.expect('.', 'delimiter (.)');
  const result = operation(cursor, logicValue);
  return { type: 'condition', condition: { field: ref, ...result } };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` with the operator from the key (`or`, `and`, `not.or`, …). */
export function parseLogic(operator: 'and' | 'or', negated: boolean, value: string): LogicTree {
  return run('logic tree', value, (cursor) => {
    cursor.skipSpaces();
    cursor.expect('(', '"("');
    const children: LogicTree[] = [];
    do {
      children.push(logicTree(cursor, 1));
      cursor.skipSpaces();
    } while (cursor.eat(','));
    cursor.expect(')', '")" or ","');
    cursor.skipSpaces();
    if (!cursor.done) cursor.fail('expecting end of input');
    return { type: 'logic', operator, negated, children };
  });
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
export function parseNameList(what: string, value: string): string[] {
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

function looksLikeFilter(value: string): boolean {
  const [first, second] = value.split('.');
  if (first === 'not' && second !== undefined) return true;
  if (first === 'is' || first === 'in') return value.includes('.');
  if (first === undefined) return false;
  const operator = first.replace(/\((any|all)\)$/, '').replace(/\([^)]*\)$/, '');
  return value.includes('.') && (SIMPLE_OPERATORS.has(operator) || FTS_OPERATORS.has(operator));
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
