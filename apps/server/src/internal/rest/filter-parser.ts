import type { FtsOperator, LogicTree, Operation, SimpleOperator, TriValue } from './query';
import type { Cursor } from './query-syntax';
import {
  ParseFailure,
  QUERY_LIMITS,
  atItemEnd,
  field,
  identifierRun,
  quotedValue,
  run,
} from './query-syntax';

/** The comparisons that also take `(any)` or `(all)` over a list. */
const QUANTIFIABLE_OPERATORS: readonly SimpleOperator[] = [
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
];
const SIMPLE_OPERATORS: ReadonlySet<string> = new Set<SimpleOperator>([
  ...QUANTIFIABLE_OPERATORS,
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
const QUANTIFIABLE: ReadonlySet<string> = new Set(QUANTIFIABLE_OPERATORS);
const FTS_OPERATORS: ReadonlySet<string> = new Set<FtsOperator>(['fts', 'plfts', 'phfts', 'wfts']);

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

/** Whether a parameter's value reads as a filter (`op.value`), so it is not taken for a function argument. */
export function looksLikeFilter(value: string): boolean {
  const [first, second] = value.split('.');
  if (first === 'not' && second !== undefined) return true;
  if (first === 'is' || first === 'in') return value.includes('.');
  if (first === undefined) return false;
  const operator = first.replace(/\((any|all)\)$/, '').replace(/\([^)]*\)$/, '');
  return value.includes('.') && (SIMPLE_OPERATORS.has(operator) || FTS_OPERATORS.has(operator));
}
