import type { Handler, MiddlewareHandler } from 'hono';
import type { ProxyTrust } from '../client-address';
import { clientAddress, inRanges } from '../client-address';
import type { MetricsSettings } from '../config-metrics';
import type { DatabaseLoad } from '../db/database';
import type { RouteContext, ServerEnv } from '../http/env';
import { EXPOSITION_CONTENT_TYPE, Exposition } from './exposition';
import { RequestMetrics } from './request-metrics';
import { ProcessMetrics, writeDatabaseLoad } from './runtime-metrics';

export interface ServerMetrics {
  /** Counts and times every request; goes first, so requests refused early count too. */
  measure: MiddlewareHandler<ServerEnv>;
  /** `/metrics`, for the allowed addresses. */
  route: Handler<ServerEnv>;
  stop(): void;
}

// Forwarding headers that the server was not told to believe: a proxy on this machine passing on a request
// from anywhere. The peer alone would make that request look local.
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** `/metrics` answers the same to a refused client as when it is off, so a refusal tells nothing. */
export const metricsNotFound = (c: RouteContext) => c.text('Not Found', 404);

export function createServerMetrics(
  settings: MetricsSettings,
  trustProxy: ProxyTrust,
  databaseLoad: () => DatabaseLoad,
): ServerMetrics {
  const requests = new RequestMetrics();
  const runtime = new ProcessMetrics();

  const mayRead = (c: RouteContext): boolean => {
    if (
      trustProxy.kind === 'none' &&
      FORWARDING_HEADERS.some((header) => c.req.header(header) !== undefined)
    ) {
      return false;
    }
    return inRanges(clientAddress(c, trustProxy), settings.allow);
  };

  return {
    measure: async (c, next) => {
      const started = performance.now();
      await next();
      requests.record(c.req.method, c.req.path, c.res.status, (performance.now() - started) / 1000);
    },
    route: (c) => {
      if (!mayRead(c)) return metricsNotFound(c);
      const out = new Exposition();
      requests.write(out);
      writeDatabaseLoad(out, databaseLoad());
      runtime.write(out);
      return c.body(out.toString(), 200, {
        'content-type': EXPOSITION_CONTENT_TYPE,
        'cache-control': 'no-store',
      });
    },
    stop: () => runtime.stop(),
  };
}
