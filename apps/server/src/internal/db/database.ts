import type { TransactionSettings } from './settings';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows a write statement changed; 0 for reads. */
  rowCount: number;
}

export interface Queryable {
  /** One parameterised statement ($1, $2, …). Values are never spliced into SQL text. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** A script of several statements without parameters, such as a migration. */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
  /** Settings local to the transaction, made as it opens: on PostgreSQL in the same round trip as its BEGIN. */
  settings?: TransactionSettings;
}

/** The queries of one transaction, which may also reuse a statement's plan. */
export interface Transaction extends Queryable {
  /**
   * A statement whose shape the server sends again and again, such as a generated API read: PostgreSQL parses
   * and rewrites it once per connection, and keeps its plan too where a plan for any values is as good. Row-level
   * security still follows each execution's role: PostgreSQL plans the statement afresh for another role.
   */
  prepared<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>;
}

/**
 * How busy the database is right now: PostgreSQL's pool of connections (and the queries waiting for one), or the
 * requests the PGlite worker has been sent and not yet answered (it runs one statement at a time).
 */
export type DatabaseLoad =
  | { kind: 'postgres'; connections: number; idle: number; waiting: number }
  | { kind: 'pglite'; pending: number };

/** The one database the server talks to: PGlite in a data folder or in memory, or PostgreSQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs work in one transaction, committed when it resolves and rolled back when it throws.
   * PGlite serialises every query, so work must never wait on the network or a timer inside it.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One statement whose shape the server sends again and again (see Transaction.prepared), alone in a read-only
   * transaction opened with these settings. On PostgreSQL, once the connection has prepared it, the transaction
   * travels as one script (BEGIN, the settings, EXECUTE with the values quoted by the driver, COMMIT): one round
   * trip instead of three.
   */
  readOnce<Row = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[],
    settings?: TransactionSettings,
  ): Promise<QueryResult<Row>>;
  /**
   * Hears what other connections NOTIFY on a channel (PostgreSQL only: a PGlite database has one process).
   * `onGap` is called when notices may have been missed, as while reconnecting.
   */
  listen?(channel: string, onNotice: (payload: string) => void, onGap: () => void): Promise<NoticeListener>;
  /** Read when metrics are scraped, never per request. */
  load(): DatabaseLoad;
  close(): Promise<void>;
}

export interface NoticeListener {
  close(): Promise<void>;
}

/** A PostgreSQL error as both drivers report it: the SQLSTATE code and PostgreSQL's own fields. */
export interface PostgresError extends Error {
  code: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}
