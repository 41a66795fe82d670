import type { AggregateFunction, FieldRef, SelectNode } from './query';
import type { Cursor } from './query-syntax';
import { QUERY_LIMITS, atItemEnd, field, fieldName, identifierRun, run } from './query-syntax';

const AGGREGATE_FUNCTIONS: ReadonlySet<string> = new Set<AggregateFunction>([
  'count',
  'sum',
  'avg',
  'min',
  'max',
]);

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
