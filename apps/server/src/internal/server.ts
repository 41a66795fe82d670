import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { createProjectKeys, resolveJwtSecret } from './keys';

export interface RunningServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const keys = await createProjectKeys(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  const app = createApp({ keys, webRoot: config.webRoot });

  const server = await new Promise<ReturnType<typeof serve>>((resolveStart, rejectStart) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolveStart(started),
    );
    started.once('error', rejectStart);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;

  return {
    url: `http://${host}:${port}`,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
