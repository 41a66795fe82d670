import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from './config';
import { IN_MEMORY } from './config';
import type { MigrationReport } from './db/migrate';
import type { WorkerMetricsMessage } from './metrics/cluster-metrics';
import { primaryMetricsRelay, workerMetricsChannel } from './metrics/cluster-metrics';
import type { RunningServer } from './server';
import { prepareShared, scheduleSharedBackups, startServer } from './server';
import { STOP_DRAIN_MS, stopOn } from './stop-on-signals';

/** What a worker tells the primary once it serves, so the primary can say where the server is, once. */
export interface ServingInfo {
  url: string;
  siteUrl: string;
  mailboxUrl: string;
  anonKey: string;
}

type WorkerMessage =
  | { kind: 'serving'; info: ServingInfo }
  | { kind: 'failed'; reason: string }
  | WorkerMetricsMessage;

export interface ClusterEvents {
  /** The database and data folder are ready, before any worker starts. */
  prepared(migration: MigrationReport): void;
  /** Every worker first started now serves. */
  serving(info: ServingInfo): void;
  /** Why the server cannot start (a worker's first failure), said once. */
  failed(reason: string): void;
  log(message: string): void;
}

// A replacement for a worker that died waits this long, so a worker that cannot start does not spin the CPU.
const REPLACEMENT_DELAY_MS = 1_000;

function servingInfo(server: RunningServer): ServingInfo {
  const { url, siteUrl, mailboxUrl, anonKey } = server;
  return { url, siteUrl, mailboxUrl, anonKey };
}

/**
 * Runs this process as one of the primary's workers: serves the shared port until the primary asks it to stop
 * (SIGTERM or SIGINT) or goes away. It never prints where the server is: the primary does that, once.
 */
export async function runWorker(config: ServerConfig, describeFailure: (error: unknown) => string) {
  let server: RunningServer;
  const metrics = config.metrics.enabled ? workerMetricsChannel() : undefined;
  try {
    server = await startServer(config, {
      worker: true,
      drainMs: STOP_DRAIN_MS,
      ...(metrics ? { gatherMetrics: metrics.gather } : {}),
    });
  } catch (error) {
    process.send?.({ kind: 'failed', reason: describeFailure(error) } satisfies WorkerMessage);
    process.exit(1);
  }
  if (metrics && server.metrics) metrics.answerWith(server.metrics.snapshot);
  stopOn(['SIGTERM', 'SIGINT', 'disconnect'], server);
  process.send?.({ kind: 'serving', info: servingInfo(server) } satisfies WorkerMessage);
}

/**
 * Runs this process as the primary of `config.workers` workers that share one port over one PostgreSQL
 * database. The primary does what must happen once (migrations, the seed, the JWT secret), then starts
 * the workers and replaces any that dies. SIGTERM or SIGINT stops them all, then the primary.
 */
export async function runPrimary(config: ServerConfig, events: ClusterEvents): Promise<void> {
  // Workers must share one folder for storage uploads, even when nothing outlives the server.
  const temporary = config.dataDir === IN_MEMORY ? await mkdtemp(join(tmpdir(), 'quizcoop-')) : undefined;
  const shared: ServerConfig = temporary ? { ...config, dataDir: temporary } : config;
  const removeTemporary = async () => {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  };
  let stopBackups: () => Promise<void>;
  try {
    events.prepared(await prepareShared(shared));
    stopBackups = await scheduleSharedBackups(shared);
  } catch (error) {
    await removeTemporary();
    throw error;
  }

  const env = { ...process.env, QUIZCOOP_DATA_DIR: shared.dataDir };
  const workers = new Set<Worker>();
  const relayMetrics = primaryMetricsRelay(() => workers);
  let servingCount = 0;
  let announced = false;
  let stopping = false;

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const exited = [...workers].map(
      (worker) => new Promise<void>((resolveExit) => worker.once('exit', () => resolveExit())),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    await Promise.all(exited);
    await stopBackups();
    await removeTemporary();
    process.exit(exitCode);
  };

  const start = () => {
    const worker = cluster.fork(env);
    workers.add(worker);
    let serving = false;
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'metrics-request' || message.kind === 'metrics-snapshot') {
        relayMetrics(worker, message);
        return;
      }
      if (message.kind === 'failed') {
        if (!announced) {
          events.failed(message.reason);
          void stop(1);
        } else {
          events.log(`A server process could not start: ${message.reason}`);
        }
        return;
      }
      serving = true;
      servingCount += 1;
      if (!announced && servingCount === config.workers) {
        announced = true;
        events.serving(message.info);
      }
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (!announced && !serving) {
        // A worker that failed to start said why in a message (and stopping began); one that died is told here.
        events.failed(`a server process stopped (${signal ?? `exit code ${code}`}) before it could serve.`);
        void stop(1);
        return;
      }
      events.log(
        `A server process stopped unexpectedly (${signal ?? `exit code ${code}`}); starting another.`,
      );
      setTimeout(() => {
        if (!stopping) start();
      }, REPLACEMENT_DELAY_MS);
    });
  };

  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));
  for (let index = 0; index < config.workers; index += 1) start();
}
