import type { RuntimeConfig } from '@quizcoop/contract';
import { RUNTIME_CONFIG_PATH } from '@quizcoop/contract';
import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import type { ServerContext } from './context';
import { API_PATHS, apiCors } from './http/cors';
import { createHealthCheck, healthRoute } from './http/health';
import { hostAllowList } from './http/host-allow-list';
import { lingeringClose } from './http/lingering-close';
import { createFunctionRoutes } from './functions/routes';
import { mailboxRoutes } from './mail/mailbox';
import type { ServerMetrics } from './metrics/routes';
import { metricsNotFound } from './metrics/routes';
import { createCheckoutPages } from './payments/checkout-pages';
import { createRestRoutes } from './rest/routes';
import { createStorageRoutes } from './storage/routes';
import { pageContentSecurityPolicy, securityHeaders } from './http/security-headers';
import { createHostAllowList } from './web/host-names';
import { createPublicUrlResolver } from './web/public-url';
import { createWebApp } from './web/serve';
import type { WebFile } from './web/web-files';
import type { ServerEnv } from './http/env';

/**
 * One app on one port: the API paths first, then the built web app (its files read at start-up) for everything
 * else. With metrics on, every request is counted, refused ones included.
 */
export function createApp(
  context: ServerContext,
  webFiles: ReadonlyMap<string, WebFile>,
  metrics?: ServerMetrics,
): Hono<ServerEnv> {
  const { config, keys, mailer } = context;
  const app = new Hono<ServerEnv>();
  if (metrics) app.use('*', metrics.measure);
  app.use('*', securityHeaders({ https: context.siteUrl.startsWith('https:') }));
  app.use('*', lingeringClose);
  const hostNames = { siteUrl: config.siteUrl, listenHost: config.host, allowedHosts: config.allowedHosts };
  app.use('*', hostAllowList(createHostAllowList(hostNames)));

  const databaseHealth = createHealthCheck(() => context.database.readOnce('select 1', []));
  // Asked once now, so the first /healthz has an answer even if a long write is queued ahead of it.
  void databaseHealth();
  healthRoute(app, databaseHealth);
  // Answered here even when off, or the web app would answer it with its page.
  app.get('/metrics', metrics?.route ?? metricsNotFound);

  const publicUrl = createPublicUrlResolver({ ...hostNames, serverUrl: context.serverUrl });
  // The browser learns where its backend is at run time, so one build serves any host name. The page carries
  // the same configuration; this stays for tools and the Vite dev server.
  app.get(RUNTIME_CONFIG_PATH, (c) => {
    const runtimeConfig: RuntimeConfig = {
      supabaseUrl: publicUrl(c.req.header('host')),
      supabaseAnonKey: keys.anonKey,
    };
    return c.json(runtimeConfig, 200, { 'cache-control': 'no-cache' });
  });

  // Browsers on other origins (the Vite dev server) call the API through supabase-js.
  const cors = apiCors();
  for (const path of API_PATHS) app.use(`${path}/*`, cors);
  app.route(
    '/rest/v1',
    createRestRoutes({
      database: context.database,
      keys,
      liveSessions: context.liveSessions,
      readCache: context.readCache,
      limits: config.restLimits,
      exposedSchemas: config.restSchemas,
      aggregates: config.restAggregates,
    }),
  );

  app.route('/auth/v1', authRoutes(context));
  app.route('/_mailbox', mailboxRoutes({ mailer, access: config.mailbox }));

  app.route(
    '/storage/v1',
    createStorageRoutes({
      database: context.database,
      jwtSecret: keys.jwtSecret,
      liveSessions: context.liveSessions,
      files: context.files,
    }),
  );
  app.route(
    '/functions/v1',
    createFunctionRoutes({ ...context, jwtSecret: keys.jwtSecret, payments: context.payments.provider }),
  );
  if (context.payments.local)
    app.route('/_checkout', createCheckoutPages({ ...context, payments: context.payments.local }));

  const webApp = createWebApp(webFiles, {
    webRoot: config.webRoot,
    serverUrl: context.serverUrl,
    log: (message, error) => context.log(message, error),
    anonKey: keys.anonKey,
    publicUrl,
    pagePolicy: pageContentSecurityPolicy,
  });
  app.on(['GET', 'HEAD'], '*', webApp);

  return app;
}
