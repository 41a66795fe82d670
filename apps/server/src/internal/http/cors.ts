import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './env';

/** The API paths a browser on another origin (the Vite dev server, say) calls through supabase-js. */
export const API_PATHS = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1'] as const;

/** Every request header supabase-js 2.x and its sub-clients send. */
const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'x-retry-count',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'x-metadata',
  'x-region',
  'cache-control',
  'if-none-match',
];

/** Response headers the client reads. */
const EXPOSED_HEADERS = [
  'content-range',
  'range-unit',
  'preference-applied',
  'location',
  'content-profile',
  'x-supabase-api-version',
  'x-sb-error-code',
  'etag',
];

/**
 * CORS for the API, as hosted Supabase answers it: any origin (the keys, not cookies, authorize a request),
 * preflights answered with the headers supabase-js sends, and the headers it reads exposed.
 */
export function apiCors(): MiddlewareHandler<ServerEnv> {
  const preflight = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 86_400,
  });
  const exposed = EXPOSED_HEADERS.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    // The headers go on once the route has answered: a middleware that touches the response before makes
    // Hono copy the route's answer, body and all, into a new one.
    await next();
    if (!isMutable(c.res.headers)) c.res = new Response(c.res.body, c.res);
    c.res.headers.set('access-control-allow-origin', '*');
    c.res.headers.set('access-control-expose-headers', exposed);
  };
}

/** Responses made by Response.redirect() or fetch() have headers that cannot change. */
function isMutable(headers: Headers): boolean {
  try {
    headers.set('access-control-allow-origin', '*');
    return true;
  } catch {
    return false;
  }
}
