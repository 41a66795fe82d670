import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import type { Database } from '../../db/database';
import type { MigrationSources } from '../../db/migrate';
import { paths } from '../../db/paths';
import type { TestDatabaseVariant } from '../../db/test-databases';
import { apiCors } from '../../http/cors';
import { LiveSessions } from '../../auth/live-sessions';
import { systemClock } from '../../clock';
import type { ProjectKeys } from '../../keys';
import { createProjectKeys } from '../../keys';
import { createRestRoutes } from '../routes';
import { SchemaCache } from '../schema';
import type { ServerEnv } from '../../http/env';

/** The library schema of the REST tests: authors, books, reviews, covers and private notes, with RLS. */
export const fixtureSources: MigrationSources = {
  platform: paths.platform,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: undefined,
};

export const ALICE = '00000000-0000-4000-8000-0000000000a1';
export const BOB = '00000000-0000-4000-8000-0000000000b2';
export const CAROL = '00000000-0000-4000-8000-0000000000c3';

export interface RestFixture {
  url: string;
  keys: ProjectKeys;
  database: Database;
  /** The routes' schema cache, to reload after changing the schema. */
  schemaCache: SchemaCache;
  /** An access token for a user, as the auth service would issue it. */
  tokenFor(userId: string, options?: { expiresIn?: number }): Promise<string>;
  /** supabase-js as the browser uses it: the anon key, and a user's token when one is given. */
  client(accessToken?: string): SupabaseClient;
  /** A raw request to /rest/v1 with the anon key unless `headers` says otherwise. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A real HTTP server with the REST routes over a fresh database of the library schema. */
export async function startRestFixture(variant: TestDatabaseVariant): Promise<RestFixture> {
  const { database, drop } = await variant.create();
  const keys = await createProjectKeys('a-test-secret-for-the-rest-fixture-0123456789');
  const schemaCache = new SchemaCache(database);
  const app = new Hono<ServerEnv>();
  app.use('/rest/v1/*', apiCors());
  app.route(
    '/rest/v1',
    createRestRoutes({
      database,
      keys,
      liveSessions: new LiveSessions(database, systemClock),
      schemaCache,
      exposedSchemas: ['public', 'shelf'],
      aggregates: true,
    }),
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    keys,
    database,
    schemaCache,
    tokenFor: (userId, options = {}) =>
      new SignJWT({ role: 'authenticated', sub: userId, aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 3600))
        .sign(new TextEncoder().encode(keys.jwtSecret)),
    client: (accessToken) =>
      createClient(url, keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
        global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
      }),
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', keys.anonKey);
      return fetch(`${url}/rest/v1${path}`, { ...init, headers });
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await drop();
    },
  };
}
