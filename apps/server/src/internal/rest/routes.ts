import { Hono } from 'hono';
import type { RestLimits } from '../config-limits';
import { DEFAULT_REST_LIMITS } from '../config-limits';
import type { Database } from '../db/database';
import type { SessionCheck } from '../http/caller';
import { limitBody } from '../http/bounded-body';
import { CallerError, resolveCaller } from '../http/caller';
import type { RouteContext, ServerEnv } from '../http/env';
import type { ProjectKeys } from '../keys';
import { cachedRead } from './cached-read';
import { ApiError, toApiError } from './errors';
import { callFunction } from './function-requests';
import { negotiate, parsePrefer, profileSchema } from './headers';
import { parseQuery } from './query';
import { usesAggregates } from './select-parser';
import type { ReadCache } from './read-cache';
import { errorResponse } from './responses';
import type { RestRequest } from './rest-request';
import { DEFAULT_EXPOSED_SCHEMAS, SchemaCache } from './schema';
import { insert, readTable, remove, update } from './table-requests';

export interface RestOptions {
  database: Database;
  keys: ProjectKeys;
  /** Whether a user token's session still exists. */
  liveSessions: SessionCheck;
  /** Share one to reload it after migrations; a new one is made otherwise. */
  schemaCache?: SchemaCache;
  /** Largest request body accepted; larger ones get 413. */
  maxBodyBytes?: number;
  /** Replays a caller's table reads; without one (or with its TTL at 0) every read runs its statement. */
  readCache?: ReadCache;
  /** What bounds one request's work; the server's defaults when left out. */
  limits?: RestLimits;
  /** The schemas requests may name with Accept-Profile / Content-Profile; the first is the default. */
  exposedSchemas?: readonly string[];
  /** Allow aggregate functions in `select`, as PostgREST's db-aggregates-enabled; off when left out. */
  aggregates?: boolean;
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The PostgREST-compatible `/rest/v1` API over the exposed schema: reads with embedding and filters, writes,
 * upserts and function calls, each in one transaction as the caller's role so row-level security decides.
 */
export function createRestRoutes({
  database,
  keys,
  liveSessions,
  schemaCache,
  maxBodyBytes,
  readCache,
  limits = DEFAULT_REST_LIMITS,
  exposedSchemas = DEFAULT_EXPOSED_SCHEMAS,
  aggregates = false,
}: RestOptions): Hono<ServerEnv> {
  const cache = schemaCache ?? new SchemaCache(database);
  const app = new Hono<ServerEnv>();
  const limit = maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  app.onError((error, c) => {
    const role = c.get('caller')?.role ?? 'anon';
    const apiError =
      error instanceof CallerError ? new ApiError(401, error.code, error.message) : toApiError(error, role);
    if (apiError.status >= 500) console.error('REST request failed:', error);
    return errorResponse(apiError);
  });

  const limitedBody = limitBody(limit, () =>
    errorResponse(
      new ApiError(413, 'PGRST102', `The request body is larger than ${Math.floor(limit / 1024)} KB.`),
    ),
  );
  // Reads never take their body, and looking for one makes Node build a full web Request for every read.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitedBody(c, next),
  );

  async function prepare(c: RouteContext): Promise<RestRequest> {
    const caller = await resolveCaller(c.req.raw.headers, keys.jwtSecret, liveSessions);
    c.set('caller', caller);
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
    const schemaName = profileSchema(
      c.req.header(reads ? 'accept-profile' : 'content-profile'),
      exposedSchemas,
    );
    const representation = negotiate(c.req.header('accept'));
    const prefer = parsePrefer(c.req.header('prefer'));
    const query = parseQuery(new URL(c.req.url).searchParams.entries());
    if (!aggregates && usesAggregates(query.select)) {
      throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    return { caller, query, prefer, representation, schema: await cache.get(schemaName), limits };
  }

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:name', async (c) => {
    const request = await prepare(c);
    return callFunction(c, database, c.req.param('name'), request);
  });

  app.all('/:table', async (c) => {
    const table = c.req.param('table');
    switch (c.req.method) {
      case 'GET':
      case 'HEAD': {
        const request = await prepare(c);
        const read = () => readTable(c, database, table, request);
        return readCache?.enabled ? cachedRead(c, readCache, request.caller, read) : read();
      }
      case 'POST':
        return insert(c, database, table, await prepare(c));
      case 'PATCH':
        return update(c, database, table, await prepare(c));
      case 'DELETE':
        return remove(c, database, table, await prepare(c));
      default:
        throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`);
    }
  });

  app.all('/rpc/:name', (c) => {
    throw new ApiError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`);
  });

  app.all('*', () => {
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  });

  return app;
}
