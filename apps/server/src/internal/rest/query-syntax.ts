import { ApiError } from './errors';
import type { FieldRef, JsonStep } from './query';

/** Limits that keep one request's SQL small; PostgreSQL would otherwise refuse it with a server error. */
export const QUERY_LIMITS = { selectDepth: 8, logicDepth: 16, listValues: 1000, items: 500 };

/** A parse stopped at a position, for the message that names where. */
export class ParseFailure extends Error {
  constructor(
    readonly position: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** A cursor over one parameter's text; failures carry the position for PostgREST-style messages. */
export class Cursor {
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

/** Parses one parameter's text, turning a failure into PostgREST's 400 with the line and column. */
export function run<T>(what: string, text: string, parse: (cursor: Cursor) => T): T {
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
export function quotedValue(cursor: Cursor): string {
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

export function identifierRun(cursor: Cursor): string {
  const start = cursor.position;
  while (!cursor.done && IDENTIFIER_CHAR.test(cursor.peek())) cursor.position += 1;
  return cursor.text.slice(start, cursor.position);
}

/** A field name: quoted, or letters, digits, `_`, `$`, spaces and single dashes (not `->`), trimmed. */
export function fieldName(cursor: Cursor): string {
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

export function jsonPath(cursor: Cursor): JsonStep[] {
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

export function field(cursor: Cursor): FieldRef {
  cursor.skipSpaces();
  const name = fieldName(cursor);
  const json = jsonPath(cursor);
  cursor.skipSpaces();
  return { name, json };
}

export function atItemEnd(cursor: Cursor): boolean {
  return cursor.done || cursor.peek() === ',' || cursor.peek() === ')';
}
