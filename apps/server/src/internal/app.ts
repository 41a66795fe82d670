import { Hono } from 'hono';
import type { ServerContext } from './context';
import { API_PATHS, apiCors } from './http/cors';
import { mailboxRoutes } from './mail/mailbox';
import { createRestRoutes } from './rest/routes';
import { serveWebApp } from './static';

/** One app on one port: the API paths first, then the built web app for everything else. */
export function createApp(context: ServerContext): Hono {
  const { config, keys, mailer } = context;
  const app = new Hono();

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  // The browser learns where its backend is at run time, so one build serves any host name.
  app.get('/config.json', (c) =>
    c.json({ supabaseUrl: new URL(c.req.url).origin, supabaseAnonKey: keys.anonKey }, 200, {
      'cache-control': 'no-cache',
    }),
  );

  // Browsers on other origins (the Vite dev server) call the API through supabase-js.
  const cors = apiCors();
  for (const path of API_PATHS) app.use(`${path}/*`, cors);
  app.route('/rest/v1', createRestRoutes({ database: context.database, keys }));

  app.route('/_mailbox', mailboxRoutes({ mailer, access: config.mailbox, trustProxy: config.trustProxy }));

  app.on(['GET', 'HEAD'], '*', (c) => serveWebApp(config.webRoot, c.req.path));

  return app;
}
