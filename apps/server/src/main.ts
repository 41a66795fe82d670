#!/usr/bin/env node
import { ConfigError, loadConfig } from './internal/config';
import { startServer } from './internal/server';

async function main(): Promise<void> {
  const server = await startServer(loadConfig());
  console.log(`Quiz Coop is running at ${server.url}`);
  console.log(`Anon key: ${server.anonKey}`);

  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Quiz Coop cannot start: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('Quiz Coop cannot start: the port is already in use. Set PORT to a free port.');
  } else {
    console.error('Quiz Coop cannot start:', error);
  }
  process.exit(1);
});
