import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import type { ServerContext } from './context';
import { API_PATHS, apiCors } from './http/cors';
import { createFunctionRoutes } from './functions/routes';
import { mailboxRoutes } from './mail/mailbox';
import { createCheckoutPages } from './payments/checkout-pages';
import { createRestRoutes } from './rest/routes';
import { serveWebApp } from './static';
import { createStorageRoutes } from './storage/routes';

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
  app.route(
    '/rest/v1',
    createRestRoutes({
      database: context.database,
      keys,
      readCache: context.readCache,
      limits: config.restLimits,
    }),
  );

  app.route('/auth/v1', authRoutes(context));
  app.route('/_mailbox', mailboxRoutes({ mailer, access: config.mailbox, trustProxy: config.trustProxy }));

  app.route(
    '/storage/v1',
    createStorageRoutes({ database: context.database, jwtSecret: keys.jwtSecret, files: context.files }),
  );
  app.route(
    '/functions/v1',
    createFunctionRoutes({ ...context, jwtSecret: keys.jwtSecret, payments: context.payments.provider }),
  );
  if (context.payments.local)
    app.route('/_checkout', createCheckoutPages({ ...context, payments: context.payments.local }));

  app.on(['GET', 'HEAD'], '*', (c) => serveWebApp(config.webRoot, c.req.path));

  return app;
}
