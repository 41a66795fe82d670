import { ApiError } from './errors';

/** The parameters of one statement; values go to the driver, never into the SQL text. */
export class Params {
  readonly values: unknown[] = [];

  /** The database the statement runs on decides how a value sent as text becomes its column's type. */
  constructor(private readonly database: 'pglite' | 'postgres') {}

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /**
   * A value (or list of values) sent as text and read as `type`, a value that does not fit being PostgreSQL's
   * own 22xxx error. On PostgreSQL the parameter takes the type itself: PostgreSQL parses the text exactly as
   * the cast would, and a prepared statement's kept plan can then compare a column with the parameter in an
   * index condition, where a cast in SQL is evaluated again for every row. PGlite's driver converts a typed
   * parameter's value in JavaScript (a string for a json column would become a JSON string), so there the text
   * is cast in SQL.
   */
  typed(value: string | string[], type: string): string {
    const list = Array.isArray(value);
    const placeholder = this.add(value);
    if (this.database === 'postgres') return `${placeholder}::${type}${list ? '[]' : ''}`;
    return `cast(${placeholder}::text${list ? '[]' : ''} as ${type}${list ? '[]' : ''})`;
  }
}

const MAX_IDENTIFIER_BYTES = 63;

/**
 * A quoted identifier. Names reach here only after they were checked against the schema, except output keys
 * (aliases) chosen by the client, which quoting makes inert; PostgreSQL would silently truncate long ones.
 */
export function ident(name: string): string {
  if (name.includes('\u0000')) throw new ApiError(400, 'PGRST100', 'Names cannot contain the NUL character.');
  if (Buffer.byteLength(name) > MAX_IDENTIFIER_BYTES) {
    throw new ApiError(400, 'PGRST100', `The name "${name}" is longer than ${MAX_IDENTIFIER_BYTES} bytes.`);
  }
  return `"${name.replace(/"/g, '""')}"`;
}

/** A table, view or function of an exposed schema; both names were checked against the schema cache. */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/**
 * Types a select item may be cast to (`col::text`). Type names become SQL text, so only these well-known
 * names are accepted; anything else is answered like PostgreSQL's unknown type.
 */
const CASTS: Record<string, string> = {
  text: 'text',
  varchar: 'varchar',
  char: 'char',
  citext: 'extensions.citext',
  int: 'integer',
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  integer: 'integer',
  smallint: 'smallint',
  bigint: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'real',
  float4: 'real',
  float8: 'double precision',
  'double precision': 'double precision',
  bool: 'boolean',
  boolean: 'boolean',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
  date: 'date',
  time: 'time',
  timetz: 'timetz',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  interval: 'interval',
};

export function castType(name: string): string {
  const type = CASTS[name.trim().toLowerCase()];
  if (!type) throw new ApiError(400, '42704', `type "${name}" does not exist`);
  return type;
}
