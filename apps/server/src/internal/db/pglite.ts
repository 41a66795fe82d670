import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult } from './database';
import type { PgliteSource } from './pglite-instance';
import type {
  WorkerReply,
  WorkerRequest,
  WorkerResult,
  WorkerSource,
  WorkerStarted,
} from './pglite-protocol';
import { restoreError } from './pglite-protocol';

export type { PgliteSource } from './pglite-instance';

const WORKER_FILE = 'pglite-worker.js';

/**
 * The database worker's script. Built, it sits in dist/ beside the chunk that holds this code (or above the
 * entry that does). Run from the TypeScript sources, as the tests do, Node cannot start a .ts worker, so the
 * tests' global setup (test-fixture/pglite-worker-bundle.ts) bundles it into node_modules/.cache first.
 */
export function pgliteWorkerScript(): URL {
  if (import.meta.url.endsWith('.ts')) {
    return new URL(`../../../node_modules/.cache/quizcoop-pglite-worker/${WORKER_FILE}`, import.meta.url);
  }
  let folder = new URL('.', import.meta.url);
  while (!existsSync(new URL(WORKER_FILE, folder))) {
    const parent = new URL('..', folder);
    if (parent.href === folder.href) throw new Error(`Cannot find ${WORKER_FILE} above ${import.meta.url}.`);
    folder = parent;
  }
  return new URL(WORKER_FILE, folder);
}

export interface PgliteDatabase extends Database {
  /** A snapshot of the whole database, which openPglite can start from as a template in well under a second. */
  dump(): Promise<Blob>;
}

interface Pending {
  resolve(result: WorkerResult): void;
  reject(error: Error): void;
}

/** Starts the worker and resolves once its database is ready. */
async function startWorker({ template, ...source }: PgliteSource): Promise<Worker> {
  const workerSource: WorkerSource = {
    ...source,
    ...(template ? { template: await template.arrayBuffer() } : {}),
  };
  const worker = new Worker(pgliteWorkerScript(), {
    workerData: workerSource,
    transferList: workerSource.template ? [workerSource.template] : [],
  });
  const started = new Promise<void>((resolve, reject) => {
    worker.once('message', (message: WorkerStarted) =>
      message.ready ? resolve() : reject(restoreError(message.error)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The database worker stopped as it started (${code}).`)));
  });
  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    for (const event of ['error', 'exit'] as const) worker.removeAllListeners(event);
  }
  return worker;
}

/**
 * PGlite, run in a worker thread: its statements take CPU time the HTTP server's thread keeps for requests, so
 * a long write holds back other statements (PGlite runs one at a time) but never /healthz or the event loop.
 */
export async function openPglite(source: PgliteSource = {}): Promise<PgliteDatabase> {
  const worker = await startWorker(source);
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let nextTransaction = 0;
  let stopped: Error | undefined;

  // Holds the process open only while a reply is awaited, as PGlite on this thread would.
  worker.unref();
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The database worker stopped (${code}).`)));
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ('error' in reply) waiting.reject(restoreError(reply.error));
    else waiting.resolve(reply.result);
  });

  const call = <Result extends WorkerResult>(request: WorkerRequest): Promise<Result> =>
    new Promise((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      // Posted first: a value the structured clone cannot copy throws here, before anything waits for it.
      worker.postMessage({ id, ...request });
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as Pending['resolve'], reject });
    });

  const queryable = (transaction?: number): Queryable => ({
    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      call<QueryResult<Row>>({
        op: 'query',
        sql,
        params,
        ...(transaction === undefined ? {} : { transaction }),
      }),
    exec: async (sql) => {
      await call({ op: 'exec', sql, ...(transaction === undefined ? {} : { transaction }) });
    },
  });

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(work, options = {}) {
      const transaction = nextTransaction++;
      const settings = { ...(options.readOnly ? { transaction_read_only: 'on' } : {}), ...options.settings };
      await call({ op: 'begin', transaction, settings });
      const inside = queryable(transaction);
      // PGlite's API parses every statement afresh, and PREPARE's EXECUTE cannot take parameters through it.
      const result = await work({ ...inside, prepared: inside.query }).catch(async (error: unknown) => {
        await call({ op: 'end', transaction, commit: false });
        throw error;
      });
      await call({ op: 'end', transaction, commit: true });
      return result;
    },
    readOnce: <Row>(sql: string, params: readonly unknown[], settings = {}) =>
      call<QueryResult<Row>>({ op: 'read', sql, params, settings }),
    dump: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
    load: () => ({ kind: 'pglite', pending: pending.size }),
    async close() {
      if (!stopped) await call({ op: 'close' });
      stop(new Error('The database is closed.'));
      await worker.terminate();
    },
  };
}
