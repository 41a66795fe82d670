import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { startPglite } from './pglite-instance';
import type {
  WorkerReply,
  WorkerRequest,
  WorkerResult,
  WorkerSource,
  WorkerStarted,
} from './pglite-protocol';
import { copyError } from './pglite-protocol';
import type { TransactionSettings } from './settings';
import { settingsStatement } from './settings';

// The database worker: it owns the PGlite instance, so PostgreSQL's work runs on this thread and never on the
// one that serves HTTP. PGlite queues statements itself, and holds other statements back while a transaction
// is open, as it does on a single thread.

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: committed when true, rolled back when false. */
  finish(commit: boolean): void;
  ended: Promise<void>;
}

const port = parentPort!;
const { template, ...source } = workerData as WorkerSource;
const transactions = new Map<number, OpenTransaction>();

async function applySettings(tx: Transaction, settings: TransactionSettings): Promise<void> {
  if (Object.keys(settings).length === 0) return;
  const { sql, params } = settingsStatement(settings);
  await tx.query(sql, params);
}

function begin(pg: PGlite, id: number, settings: TransactionSettings): Promise<void> {
  return new Promise((opened, failed) => {
    const ended = pg.transaction(async (tx) => {
      await applySettings(tx, settings);
      const decision = new Promise<boolean>((finish) => transactions.set(id, { tx, finish, ended }));
      opened();
      if (!(await decision)) await tx.rollback();
    });
    ended.catch(failed).finally(() => transactions.delete(id));
  });
}

function target(pg: PGlite, transaction: number | undefined): PGlite | Transaction {
  if (transaction === undefined) return pg;
  const open = transactions.get(transaction);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

async function handle(pg: PGlite, request: WorkerRequest): Promise<WorkerResult> {
  switch (request.op) {
    case 'query': {
      const result = await target(pg, request.transaction).query(request.sql, [...request.params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    }
    case 'exec':
      await target(pg, request.transaction).exec(request.sql);
      return;
    case 'begin':
      return begin(pg, request.transaction, request.settings);
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error('Transaction is closed');
      open.finish(request.commit);
      return open.ended;
    }
    case 'read':
      return pg.transaction(async (tx) => {
        await applySettings(tx, { transaction_read_only: 'on', ...request.settings });
        const result = await tx.query(request.sql, [...request.params]);
        return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
      });
    case 'dump':
      return (await pg.dumpDataDir('none')).arrayBuffer();
    case 'close':
      return pg.close();
  }
}

async function serve(): Promise<void> {
  let pg: PGlite;
  try {
    pg = await startPglite({ ...source, ...(template ? { template: new Blob([template]) } : {}) });
  } catch (error) {
    port.postMessage({ ready: false, error: copyError(error) } satisfies WorkerStarted);
    return;
  }
  port.on('message', ({ id, ...request }: WorkerRequest & { id: number }) => {
    handle(pg, request).then(
      (result) =>
        port.postMessage({ id, result } satisfies WorkerReply, result instanceof ArrayBuffer ? [result] : []),
      (error: unknown) => port.postMessage({ id, error: copyError(error) } satisfies WorkerReply),
    );
  });
  port.postMessage({ ready: true } satisfies WorkerStarted);
}

await serve();
