#!/usr/bin/env node
import cluster from 'node:cluster';
import { describeProxyTrust } from './internal/client-address';
import type { ServingInfo } from './internal/cluster';
import { runPrimary, runWorker } from './internal/cluster';
import type { ServerConfig } from './internal/config';
import { ConfigError, IN_MEMORY, loadConfig } from './internal/config';
import type { MigrationReport } from './internal/db/migrate';
import { NewerDataError } from './internal/backup/upgrade';
import { DataFolderLockedError } from './internal/lock';
import { startServer } from './internal/server';
import { STOP_DRAIN_MS, stopOn } from './internal/stop-on-signals';

function mailboxLine(config: ServerConfig, mailboxUrl: string): string {
  switch (config.mailbox) {
    case 'local':
      return `Mailbox: local, every email the server sends, readable on this machine only: ${mailboxUrl}`;
    case 'network':
      return `Mailbox: network, every email the server sends, readable by anyone who reaches the server: ${mailboxUrl}`;
    case 'off':
      return config.smtpUrl
        ? 'Mailbox: off, emails go out through SMTP_URL (QUIZCOOP_MAILBOX=local shows them on this machine too)'
        : 'Mailbox: off (QUIZCOOP_MAILBOX=off)';
  }
}

function printMigration({ applied, seeded, backupBeforeUpgrade }: MigrationReport): void {
  if (backupBeforeUpgrade) console.log(`Backup of the data before the update: ${backupBeforeUpgrade}`);
  if (applied.length > 0)
    console.log(`Database updated: ${applied.length} migration(s) applied${seeded ? ', seeded' : ''}.`);
}

function describeInterval(ms: number): string {
  if (ms % 86_400_000 === 0) return `${ms / 86_400_000} d`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  return `${ms / 60_000} min`;
}

function printServing(config: ServerConfig, server: ServingInfo): void {
  console.log(`Quiz Coop is running at ${server.url}`);
  if (config.workers > 1) console.log(`Server processes: ${config.workers} (QUIZCOOP_WORKERS)`);
  if (server.siteUrl !== server.url) console.log(`Email links point to the site at ${server.siteUrl}`);
  console.log(mailboxLine(config, server.mailboxUrl));
  if (config.trustProxy.kind !== 'none') {
    console.log(`Client addresses: from X-Forwarded-For, behind ${describeProxyTrust(config.trustProxy)}`);
  }
  if (config.durability === 'relaxed' && !config.databaseUrl && config.dataDir !== IN_MEMORY) {
    console.log(
      'Durability: relaxed, a crash of this machine may lose the latest changes (QUIZCOOP_DURABILITY)',
    );
  }
  const { dir, everyMs, keep } = config.backups;
  if (everyMs !== undefined) {
    console.log(`Backups: every ${describeInterval(everyMs)} into ${dir}, keeping the newest ${keep}`);
  }
  console.log(`Anon key: ${server.anonKey}`);
}

function describeFailure(error: unknown): string {
  if (
    error instanceof ConfigError ||
    error instanceof DataFolderLockedError ||
    error instanceof NewerDataError
  ) {
    return error.message;
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return 'the port is already in use. Set PORT to a free port.';
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function printFailure(reason: string): void {
  console.error(`Quiz Coop cannot start: ${reason}`);
}

async function runAlone(config: ServerConfig): Promise<void> {
  const server = await startServer(config, { drainMs: STOP_DRAIN_MS });
  printMigration(server.migration);
  printServing(config, server);
  stopOn(['SIGINT', 'SIGTERM'], server);
}

async function main(): Promise<void> {
  // Everything the server writes (database, keys, uploads) is for its own user alone.
  process.umask(0o077);
  const config = loadConfig();
  if (cluster.isWorker) return runWorker(config, describeFailure);
  if (config.workers === 1) return runAlone(config);
  return runPrimary(config, {
    prepared: printMigration,
    serving: (info) => printServing(config, info),
    failed: printFailure,
    log: (message) => console.error(message),
  });
}

main().catch((error: unknown) => {
  printFailure(describeFailure(error));
  process.exit(1);
});
