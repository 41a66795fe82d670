import { Hono } from 'hono';
import type { ProjectKeys } from './keys';
import { serveWebApp } from './static';

export interface AppOptions {
  keys: ProjectKeys;
  webRoot: string;
}

export function createApp({ keys, webRoot }: AppOptions): Hono {
  const app = new Hono();

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  // The browser learns where its backend is at run time, so one build serves any host name.
  app.get('/config.json', (c) =>
    c.json({ supabaseUrl: new URL(c.req.url).origin, supabaseAnonKey: keys.anonKey }, 200, {
      'cache-control': 'no-cache',
    }),
  );

  app.on(['GET', 'HEAD'], '*', (c) => serveWebApp(webRoot, c.req.path));

  return app;
}
