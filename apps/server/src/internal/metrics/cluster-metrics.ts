import type { Worker } from 'node:cluster';
import type { MetricFamily, WorkerMetrics } from './exposition';

// A scrape reaches one worker process; the worker asks the primary, which asks every worker for its figures
// and hands them all back to the one that asked.

/** What a worker sends the primary about metrics. */
export type WorkerMetricsMessage =
  | { kind: 'metrics-request'; id: number }
  | { kind: 'metrics-snapshot'; id: number; families: MetricFamily[] };

/** What the primary sends a worker about metrics. */
export type PrimaryMetricsMessage =
  | { kind: 'metrics-collect'; id: number }
  | { kind: 'metrics-gathered'; id: number; workers: WorkerMetrics[] };

// A worker busy for longer than this is left out of the scrape rather than holding it.
const GATHER_TIMEOUT_MS = 2_000;

/**
 * The worker's side: asks the primary for every worker's figures, and answers the primary's requests for its
 * own with `snapshot` (set once the server runs; until then, a worker has nothing to report).
 */
export function workerMetricsChannel(): {
  gather(): Promise<WorkerMetrics[]>;
  answerWith(snapshot: () => MetricFamily[]): void;
} {
  const waiting = new Map<number, (workers: WorkerMetrics[]) => void>();
  let nextId = 0;
  let snapshot: () => MetricFamily[] = () => [];
  process.on('message', (message: PrimaryMetricsMessage) => {
    if (message.kind === 'metrics-collect') {
      process.send?.({
        kind: 'metrics-snapshot',
        id: message.id,
        families: snapshot(),
      } satisfies WorkerMetricsMessage);
    } else if (message.kind === 'metrics-gathered') {
      waiting.get(message.id)?.(message.workers);
      waiting.delete(message.id);
    }
  });
  return {
    gather: () =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        process.send?.({ kind: 'metrics-request', id } satisfies WorkerMetricsMessage);
      }),
    answerWith(source) {
      snapshot = source;
    },
  };
}

interface Gathering {
  requester: Worker;
  requestId: number;
  missing: Set<Worker>;
  workers: WorkerMetrics[];
  timer: NodeJS.Timeout;
}

/** The primary's side: handles one worker's metrics messages, asking all `workers` when one asks. */
export function primaryMetricsRelay(
  workers: () => Iterable<Worker>,
): (from: Worker, message: WorkerMetricsMessage) => void {
  const gatherings = new Map<number, Gathering>();
  let nextId = 0;

  const finish = (id: number) => {
    const gathering = gatherings.get(id);
    if (!gathering) return;
    gatherings.delete(id);
    clearTimeout(gathering.timer);
    const { requester, requestId } = gathering;
    gathering.workers.sort((a, b) => Number(a.worker) - Number(b.worker));
    if (requester.isConnected()) {
      requester.send({
        kind: 'metrics-gathered',
        id: requestId,
        workers: gathering.workers,
      } satisfies PrimaryMetricsMessage);
    }
  };

  return (from, message) => {
    if (message.kind === 'metrics-request') {
      const id = nextId++;
      const missing = new Set([...workers()].filter((worker) => worker.isConnected()));
      const timer = setTimeout(() => finish(id), GATHER_TIMEOUT_MS);
      gatherings.set(id, { requester: from, requestId: message.id, missing, workers: [], timer });
      for (const worker of missing)
        worker.send({ kind: 'metrics-collect', id } satisfies PrimaryMetricsMessage);
      return;
    }
    const gathering = gatherings.get(message.id);
    if (!gathering?.missing.delete(from)) return;
    gathering.workers.push({ worker: String(from.id), families: message.families });
    if (gathering.missing.size === 0) finish(message.id);
  };
}
