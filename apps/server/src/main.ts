#!/usr/bin/env node
import { describeProxyTrust } from './internal/client-address';
import type { ServerConfig } from './internal/config';
import { ConfigError, IN_MEMORY, loadConfig } from './internal/config';
import { DataFolderLockedError } from './internal/lock';
import { startServer } from './internal/server';

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

async function main(): Promise<void> {
  // Everything the server writes (database, keys, uploads) is for its own user alone.
  process.umask(0o077);
  const config = loadConfig();
  const server = await startServer(config);
  const { applied, seeded } = server.migration;
  if (applied.length > 0)
    console.log(`Database updated: ${applied.length} migration(s) applied${seeded ? ', seeded' : ''}.`);
  console.log(`Quiz Coop is running at ${server.url}`);
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
  console.log(`Anon key: ${server.anonKey}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderLockedError) {
    console.error(`Quiz Coop cannot start: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('Quiz Coop cannot start: the port is already in use. Set PORT to a free port.');
  } else {
    console.error('Quiz Coop cannot start:', error);
  }
  process.exit(1);
});
