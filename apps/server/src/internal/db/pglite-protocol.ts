import type { Durability } from '../config';
import type { QueryResult } from './database';
import type { TransactionSettings } from './settings';

/** What the database worker starts from: PgliteSource, with the template's bytes moved to the worker. */
export interface WorkerSource {
  dataDir?: string;
  template?: ArrayBuffer;
  durability?: Durability;
}

/** A statement or a step of a transaction, sent to the database worker. `transaction` runs it inside one. */
export type WorkerRequest =
  | { op: 'query'; sql: string; params: readonly unknown[]; transaction?: number }
  | { op: 'exec'; sql: string; transaction?: number }
  | { op: 'begin'; transaction: number; settings: TransactionSettings }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'read'; sql: string; params: readonly unknown[]; settings: TransactionSettings }
  | { op: 'dump' }
  | { op: 'close' };

export type WorkerResult = QueryResult<unknown> | ArrayBuffer | void;

/** An error as it crosses between threads: its message and every plain field PostgreSQL gave it. */
export interface ErrorCopy {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type WorkerReply = { id: number; result: WorkerResult } | { id: number; error: ErrorCopy };

/** Posted once by the worker: its database is ready, or could not start. */
export type WorkerStarted = { ready: true } | { ready: false; error: ErrorCopy };

export function copyError(error: unknown): ErrorCopy {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: ErrorCopy['fields'] = {};
  for (const [name, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[name] = value;
    }
  }
  return { message: error.message, fields };
}

/** The error again on this side: an Error with PostgreSQL's fields (code, detail, constraint…) as properties. */
export function restoreError({ message, fields }: ErrorCopy): Error {
  return Object.assign(new Error(message), fields);
}
