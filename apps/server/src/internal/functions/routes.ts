import { Hono } from 'hono';
import type {
  CallerRole,
  FunctionContext,
  FunctionMailer,
  FunctionUser,
  PaymentsProvider,
} from '../../../../../supabase/functions/_shared/context.ts';
import { corsHeaders } from '../../../../../supabase/functions/_shared/http.ts';
import { TokenBuckets } from '../auth/rate-limit';
import { clientAddress } from '../client-address';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { BucketStore } from '../auth/bucket-store';
import type { Caller, SessionCheck } from '../http/caller';
import { CallerError, resolveCaller } from '../http/caller';
import type { FunctionEntry } from './registry';
import { FUNCTIONS } from './registry';
import type { FileStore } from '../storage/file-store';
import { readBoundedBody } from '../http/bounded-body';
import { serviceDatabase } from './service-database';
import { serviceStorage } from './service-storage';
import type { RouteContext, ServerEnv } from '../http/env';

/** Function requests are small JSON documents or webhooks; a larger body is refused unread. */
const MAX_FUNCTION_BODY = 1024 * 1024;

export interface FunctionsOptions {
  jwtSecret: string;
  /** Whether a user token's session still exists. */
  liveSessions: SessionCheck;
  database: Database;
  /** Where rate limits are kept. */
  buckets: BucketStore;
  mailer: FunctionMailer;
  payments: PaymentsProvider;
  siteUrl: string;
  files: FileStore;
  config: Pick<ServerConfig, 'trustProxy' | 'rateLimits'>;
  clock: Clock;
  functions?: Readonly<Record<string, FunctionEntry>>;
}

function gatewayError(status: number, message: string): Response {
  // A body refused unread is still on its way: the connection cannot carry another request after it.
  const headers = status === 413 ? { ...corsHeaders, connection: 'close' } : corsHeaders;
  return Response.json({ code: status, message }, { status, headers });
}

function userOf(caller: Caller): FunctionUser | null {
  const { sub, email, is_anonymous: isAnonymous, aal, session_id: sessionId } = caller.claims;
  if (caller.role !== 'authenticated' || typeof sub !== 'string') return null;
  return {
    id: sub,
    email: typeof email === 'string' && email !== '' ? email : null,
    isAnonymous: isAnonymous === true,
    aal: aal === 'aal2' ? 'aal2' : 'aal1',
    sessionId: typeof sessionId === 'string' ? sessionId : null,
  };
}

/**
 * /functions/v1/<name>: the handlers of supabase/functions, each given the verified caller, the database as
 * the service role, the mailer and the payments provider, as the Deno entry gives them on hosted Supabase.
 * Like Supabase's gateway, a function that verifies JWTs refuses a request without a valid token.
 */
export function createFunctionRoutes(options: FunctionsOptions): Hono<ServerEnv> {
  const functions = options.functions ?? FUNCTIONS;
  const db = serviceDatabase(options.database);
  const storage = serviceStorage(options.database, options.files);
  // The newsletter emails any address it is given: the same hourly allowance per client as auth's emails.
  const emailBuckets = new TokenBuckets(
    options.buckets,
    'function-email-sent',
    options.config.rateLimits.emailSent,
    60 * 60 * 1000,
  );
  const contextFor = (role: CallerRole, user: FunctionUser | null): FunctionContext => ({
    role,
    user,
    db,
    mailer: options.mailer,
    payments: options.payments,
    storage,
    siteUrl: options.siteUrl,
  });

  const invoke = async (c: RouteContext) => {
    const name = c.req.param('name') ?? '';
    const entry = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!entry) return gatewayError(404, 'Requested function was not found');
    const request = c.req.raw;
    // A browser's preflight carries no credentials; the handler answers it with its CORS headers.
    if (request.method === 'OPTIONS') return entry.handler(request, contextFor('anon', null));

    let role: CallerRole = 'anon';
    let user: FunctionUser | null = null;
    const hasCredentials = request.headers.has('authorization') || request.headers.has('apikey');
    if (!hasCredentials && entry.verifyJwt) return gatewayError(401, 'Missing authorization header');
    if (hasCredentials) {
      try {
        const caller = await resolveCaller(request.headers, options.jwtSecret, options.liveSessions);
        role = caller.role;
        user = userOf(caller);
      } catch (error) {
        if (!(error instanceof CallerError)) throw error;
        if (entry.verifyJwt) return gatewayError(401, 'Invalid JWT');
      }
    }
    if (
      entry.sendsEmail &&
      !(await emailBuckets.take(clientAddress(c, options.config.trustProxy), options.clock().getTime()))
    ) {
      return gatewayError(429, 'Too many emails were requested from this address. Please try again later.');
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? await readBoundedBody(request, MAX_FUNCTION_BODY) : undefined;
    if (body === null)
      return gatewayError(413, `The request body is larger than ${MAX_FUNCTION_BODY} bytes.`);
    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      ...(body ? { body } : {}),
    });
    return entry.handler(forwarded, contextFor(role, user));
  };

  const functionsApp = new Hono<ServerEnv>();
  functionsApp.all('/:name', invoke);
  functionsApp.all('/:name/*', invoke);
  return functionsApp;
}
