#!/usr/bin/env node
import { ConfigError, loadConfig } from './internal/config';
import { DataFolderLockedError } from './internal/lock';
import { startServer } from './internal/server';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const { applied, seeded } = server.migration;
  if (applied.length > 0)
    console.log(`Database updated: ${applied.length} migration(s) applied${seeded ? ', seeded' : ''}.`);
  console.log(`Quiz Coop is running at ${server.url}`);
  if (server.siteUrl !== server.url) console.log(`Email links point to the site at ${server.siteUrl}`);
  if (config.mailbox !== 'off') console.log(`Mailbox (every email the server sends): ${server.mailboxUrl}`);
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
