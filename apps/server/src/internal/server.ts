import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { recordAdminIdentity } from './admin-identity';
import { createApp } from './app';
import { openBucketStore } from './auth/bucket-store';
import { LiveSessions } from './auth/live-sessions';
import { BackgroundTasks } from './background';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { ServerConfig } from './config';
import { IN_MEMORY } from './config';
import type { ServerContext } from './context';
import { secureDataFolder } from './data-folder';
import type { Database } from './db/database';
import type { MigrationReport, MigrationSources } from './db/migrate';
import { defaultSources, migrate } from './db/migrate';
import { serveAdminSocket } from './backup/admin-socket';
import { scheduleBackups } from './backup/scheduled';
import { prepareUpgrade } from './backup/upgrade';
import { openDatabase } from './db/open';
import { paths } from './db/paths';
import { shareWrites } from './db/write-notices';
import { sweepExpiredGames } from './kept-games/expired-games-sweep';
import { watchWrites } from './db/write-watch';
import { serviceDatabase } from './functions/service-database';
import { trustPublicKeys } from './http/caller';
import { publishedKeys } from './http/signing-keys';
import { createProjectKeys, resolveJwtSecret } from './keys';
import { lockDataFolder } from './lock';
import { createMailer } from './mail/mailer';
import type { WorkerMetrics } from './metrics/exposition';
import type { ServerMetrics } from './metrics/routes';
import { createServerMetrics } from './metrics/routes';
import { createSmsSender } from './sms/sender';
import type { StripeEndpoint } from './payments/payments';
import { createPayments } from './payments/payments';
import { ReadCache } from './rest/read-cache';
import type { FileStore } from './storage/file-store';
import { openFileStore } from './storage/file-store';
import { sweepRemovedFiles } from './storage/removed-files';
import { seedStorage } from './storage/seed';
import { loadWebFiles } from './web/web-files';
import type { ServerEnv } from './http/env';

export interface StartOptions {
  /** A database to use instead of the configured one; the caller keeps it open and closes it. */
  database?: Database;
  clock?: Clock;
  /** Where the server reports failures that no request hears about (a background email, say). */
  log?: (message: string, error?: unknown) => void;
  /** Where the Stripe client sends its requests instead of api.stripe.com (a local fake in tests). */
  stripeEndpoint?: StripeEndpoint;
  /**
   * One of several processes serving the same database and data folder: the process that started them has
   * already brought the database and the file store up to date (prepareShared).
   */
  worker?: boolean;
  /**
   * How long closing waits for the requests under way to be answered before cutting their connections; 0 (the
   * default) cuts them at once. Idle connections are closed at once either way.
   */
  drainMs?: number;
  /** One of several worker processes: how a scrape of /metrics gathers every worker's figures. */
  gatherMetrics?: () => Promise<WorkerMetrics[]>;
  /** The SQL the database is brought up to date with, when not the repository's own (a test's newer migration). */
  migrationSources?: MigrationSources;
}

export interface RunningServer {
  url: string;
  siteUrl: string;
  mailboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  migration: MigrationReport;
  context: ServerContext;
  /** With QUIZCOOP_METRICS on. */
  metrics: ServerMetrics | undefined;
  close(): Promise<void>;
}

function defaultLog(message: string, error?: unknown): void {
  if (error === undefined) console.error(message);
  else console.error(message, error);
}

type NodeServer = ReturnType<typeof serve>;

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: ServerConfig): Promise<NodeServer> {
  return new Promise<NodeServer>((resolveStart, rejectStart) => {
    const started = serve({ fetch, port: config.port, hostname: config.host }, () => resolveStart(started));
    started.once('error', rejectStart);
  });
}

// While draining, how often connections whose answer has gone out are closed, rather than left open for their
// keep-alive timeout.
const DRAIN_SWEEP_MS = 100;

function closeServer(server: NodeServer, drainMs: number): Promise<void> {
  return new Promise<void>((resolveClose, rejectClose) => {
    if (!('closeAllConnections' in server)) {
      server.close((error) => (error ? rejectClose(error) : resolveClose()));
      return;
    }
    if (drainMs === 0) {
      server.close((error) => (error ? rejectClose(error) : resolveClose()));
      server.closeAllConnections();
      return;
    }
    const cut = setTimeout(() => server.closeAllConnections(), drainMs);
    const sweep = setInterval(() => server.closeIdleConnections(), DRAIN_SWEEP_MS);
    server.close((error) => {
      clearTimeout(cut);
      clearInterval(sweep);
      if (error) rejectClose(error);
      else resolveClose();
    });
  });
}

/** The address people type: localhost for the loopback and wildcard addresses. */
function publicHost(host: string): string {
  if (host === '0.0.0.0' || host === '127.0.0.1' || host === '::' || host === '::1') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Everything that must happen once, whatever number of processes serve: a backup before an upgrade (or a
 * refusal of data from a newer version), migrations, the seed, the admin.
 */
async function bringUpToDate(
  database: Database,
  files: FileStore,
  config: ServerConfig,
  { clock = systemClock, migrationSources: sources = defaultSources }: StartOptions = {},
): Promise<MigrationReport> {
  const backupBeforeUpgrade = await prepareUpgrade({
    database,
    files,
    sources,
    backupDir: config.backups.dir,
    clock,
  });
  const migration = await migrate(database, sources);
  await recordAdminIdentity(database, config.adminEmail);
  await seedStorage(database, files, paths.storageSeed);
  return backupBeforeUpgrade ? { ...migration, backupBeforeUpgrade } : migration;
}

async function holdDataFolder(config: ServerConfig, release: (() => Promise<void>)[]): Promise<void> {
  if (config.dataDir === IN_MEMORY) return;
  await secureDataFolder(config.dataDir);
  // Only PGlite needs the folder to itself. With PostgreSQL it holds uploaded files alone, each put in place by
  // an atomic rename, which any number of servers may share (on several machines, over a network file system).
  if (config.databaseUrl) return;
  const lock = await lockDataFolder(config.dataDir);
  release.push(() => lock.release());
}

/** Scheduled backups, and the admin socket through which a backup of a running PGlite server is taken. */
async function startBackups(
  config: ServerConfig,
  database: Database,
  files: FileStore,
  clock: Clock,
  log: (message: string, error?: unknown) => void,
  release: (() => Promise<void>)[],
): Promise<void> {
  if (!config.databaseUrl && config.dataDir !== IN_MEMORY) {
    const socket = await serveAdminSocket(config.dataDir, database, files, log);
    release.push(() => socket.close());
  }
  const { dir, everyMs, keep } = config.backups;
  if (everyMs === undefined || dir === undefined) return;
  const scheduled = scheduleBackups({ database, files, dir, everyMs, keep, clock, log });
  release.push(() => scheduled.stop());
}

/**
 * Scheduled backups for several processes serving one PostgreSQL database: taken by the process that started
 * them, over a connection of its own. Answers how to stop them.
 */
export async function scheduleSharedBackups(config: ServerConfig): Promise<() => Promise<void>> {
  const { dir, everyMs, keep } = config.backups;
  if (everyMs === undefined || dir === undefined) return async () => undefined;
  const database = await openDatabase({ ...config, databasePoolSize: 1 });
  const files = await openFileStore(config.dataDir);
  const scheduled = scheduleBackups({
    database,
    files,
    dir,
    everyMs,
    keep,
    clock: systemClock,
    log: defaultLog,
  });
  return async () => {
    await scheduled.stop();
    await files.close();
    await database.close();
  };
}

/**
 * Before several processes start serving one PostgreSQL database: brings the database and the file store up to
 * date and makes sure the JWT secret exists, so every process reads the same one. Several processes are only
 * ever on PostgreSQL, where the data folder takes no lock.
 */
export async function prepareShared(config: ServerConfig): Promise<MigrationReport> {
  if (config.dataDir !== IN_MEMORY) await secureDataFolder(config.dataDir);
  const database = await openDatabase(config);
  try {
    const files = await openFileStore(config.dataDir);
    try {
      const migration = await bringUpToDate(database, files, config);
      await resolveJwtSecret(config.jwtSecret, config.dataDir, database);
      return migration;
    } finally {
      await files.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * Starts Quiz Coop: takes the data folder's lock (PGlite), opens the database and brings it up to date
 * (platform SQL, migrations, the seed for a new database), records the admin identity, then serves the app and
 * the API. A worker leaves the updates to the process that started it. Whatever fails, everything taken so far
 * is given back.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? defaultLog;
  const release: (() => Promise<void>)[] = [];
  const releaseAll = async () => {
    for (const step of release.reverse()) await step();
    release.length = 0;
  };
  try {
    if (!options.worker) await holdDataFolder(config, release);
    let source = options.database;
    if (!source) {
      const opened = await openDatabase(config);
      release.push(() => opened.close());
      source = opened;
    }
    const clock = options.clock ?? systemClock;
    const readCache = new ReadCache(config.readCacheMs, clock);
    const liveSessions = new LiveSessions(source, clock);
    const forgetCached = () => {
      readCache.invalidate();
      liveSessions.forgetAll();
    };
    const notices = await shareWrites(source, forgetCached, log);
    if (notices) release.push(() => notices.close());
    const files = await openFileStore(config.dataDir);
    release.push(() => files.close());
    const removedFiles = sweepRemovedFiles(source, files, log, async () => {
      forgetCached();
      await notices?.announce();
    });
    release.push(() => removedFiles.stop());
    const database = watchWrites(
      source,
      () => {
        forgetCached();
        removedFiles.request();
      },
      notices?.announce,
    );
    const migration = options.worker
      ? { applied: [], seeded: false }
      : await bringUpToDate(database, files, config, options);
    // Rows deleted while no server was running (by an operator's SQL, say) left files too.
    removedFiles.start();
    if (!options.worker) await startBackups(config, source, files, clock, log, release);
    const expiredGames = sweepExpiredGames(database, log);
    release.push(() => expiredGames.stop());
    const keys = await createProjectKeys(await resolveJwtSecret(config.jwtSecret, config.dataDir, source));
    trustPublicKeys(keys.jwtSecret, publishedKeys(config));
    const mailer = createMailer({ database, from: config.mailFrom, smtpUrl: config.smtpUrl, clock });
    release.push(async () => mailer.close());
    const background = new BackgroundTasks(log);
    release.push(() => background.settle());
    const webFiles = await loadWebFiles(config.webRoot, { serveSourceMaps: config.serveSourceMaps });
    const metrics = config.metrics.enabled
      ? createServerMetrics(config.metrics, config.trustProxy, () => database.load(), options.gatherMetrics)
      : undefined;
    if (metrics) release.push(async () => metrics.stop());

    // The app needs the server's own URL, known only once listening (PORT=0 picks a free port); no request
    // can arrive before the code after `await listen` has run.
    const routing: { app?: Hono<ServerEnv> } = {};
    const server = await listen(
      (request, env) => routing.app?.fetch(request, env) ?? new Response('Starting', { status: 503 }),
      config,
    );
    release.push(() => closeServer(server, options.drainMs ?? 0));
    const { port } = server.address() as AddressInfo;
    const url = `http://${publicHost(config.host)}:${port}`;
    const context: ServerContext = {
      config,
      database,
      buckets: openBucketStore(source),
      readCache,
      liveSessions,
      keys,
      mailer,
      sms: createSmsSender(config.sms, mailer),
      siteUrl: config.siteUrl ?? url,
      serverUrl: url,
      files,
      payments: createPayments({
        db: serviceDatabase(database),
        siteUrl: config.siteUrl ?? url,
        stripe: config.stripe,
        stripeEndpoint: options.stripeEndpoint,
      }),
      clock,
      background,
      log,
    };
    routing.app = createApp(context, webFiles, metrics);

    return {
      url,
      siteUrl: context.siteUrl,
      mailboxUrl: `${url}/_mailbox`,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      migration,
      context,
      metrics,
      close: releaseAll,
    };
  } catch (error) {
    await releaseAll().catch((cleanupError: unknown) =>
      log('Cleaning up after a failed start failed', cleanupError),
    );
    throw error;
  }
}
