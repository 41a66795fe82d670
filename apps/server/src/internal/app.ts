import { Hono } from 'hono';
import type { ServerContext } from './context';
import { mailboxRoutes } from './mail/mailbox';
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

  app.route('/_mailbox', mailboxRoutes({ mailer, access: config.mailbox, trustProxy: config.trustProxy }));

  app.on(['GET', 'HEAD'], '*', (c) => serveWebApp(config.webRoot, c.req.path));

  return app;
}
