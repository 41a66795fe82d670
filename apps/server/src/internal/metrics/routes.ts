import type { Handler, MiddlewareHandler } from 'hono';
import type { ProxyTrust } from '../client-address';
import { clientAddress, inRanges } from '../client-address';
import type { MetricsSettings } from '../config-metrics';
import type { DatabaseLoad } from '../db/database';
import type { RouteContext, ServerEnv } from '../http/env';
import type { MetricFamily, WorkerMetrics } from './exposition';
import { EXPOSITION_CONTENT_TYPE, Exposition, labelByWorker, renderExposition } from './exposition';
import { RequestMetrics } from './request-metrics';
import { ProcessMetrics, writeDatabaseLoad } from './runtime-metrics';

export interface ServerMetrics {
  /** Counts and times every request; goes first, so requests refused early count too. */
  measure: MiddlewareHandler<ServerEnv>;
  /** `/metrics`, for the allowed addresses. */
  route: Handler<ServerEnv>;
  /** This process's figures now. */
  snapshot(): MetricFamily[];
  stop(): void;
}

// Forwarding headers that the server was not told to believe: a proxy on this machine passing on a request
// from anywhere. The peer alone would make that request look local.
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** `/metrics` answers the same to a refused client as when it is off, so a refusal tells nothing. */
export const metricsNotFound = (c: RouteContext) => c.text('Not Found', 404);

/**
 * The server's metrics. One of several worker processes passes `gatherWorkers`, which asks every worker (this
 * one too) for its figures, so a scrape that reaches any of them sees them all, labelled by worker.
 */
export function createServerMetrics(
  settings: MetricsSettings,
  trustProxy: ProxyTrust,
  databaseLoad: () => DatabaseLoad,
  gatherWorkers?: () => Promise<WorkerMetrics[]>,
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

  const snapshot = () => {
    const out = new Exposition();
    requests.write(out);
    writeDatabaseLoad(out, databaseLoad());
    runtime.write(out);
    return out.families;
  };

  return {
    measure: async (c, next) => {
      const started = performance.now();
      await next();
      requests.record(c.req.method, c.req.path, c.res.status, (performance.now() - started) / 1000);
    },
    route: async (c) => {
      if (!mayRead(c)) return metricsNotFound(c);
      const families = gatherWorkers ? labelByWorker(await gatherWorkers()) : snapshot();
      return c.body(renderExposition(families), 200, {
        'content-type': EXPOSITION_CONTENT_TYPE,
        'cache-control': 'no-store',
      });
    },
    snapshot,
    stop: () => runtime.stop(),
  };
}
