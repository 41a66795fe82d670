import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './env';

const MISDIRECTED =
  'This server does not answer to the host name in this request. Reach it by its own address or by ' +
  'QUIZCOOP_SITE_URL, or add the name to QUIZCOOP_ALLOWED_HOSTS.\n';

/**
 * Refuses, on every route, a request whose Host header is not one of the server's own names. A page on another
 * site can point its own name at this server's address (DNS rebinding) and then read the answers as its own
 * origin; the browser still sends that site's name, which is refused here. The refusal does not repeat the name.
 */
export function hostAllowList(
  isAllowed: (hostHeader: string | undefined) => boolean,
): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    if (!isAllowed(c.req.header('host'))) return c.text(MISDIRECTED, 421);
    await next();
  };
}
