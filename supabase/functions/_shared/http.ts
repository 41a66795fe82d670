import type { FunctionContext, FunctionHandler } from './context.ts';

/** The CORS answer Supabase recommends for functions called from a browser with supabase-js. */
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
} as const;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** A refusal the caller can act on; its message is shown as `error` in the JSON body. */
export class FunctionError extends Error {
  override name = 'FunctionError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function errorResponse(status: number, message: string, code?: string): Response {
  return json(code ? { error: message, code } : { error: message }, status);
}

/** Function bodies are small JSON documents; anything bigger is refused before it is read. */
const MAX_JSON_BODY = 16 * 1024;

export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BODY) throw new FunctionError(413, 'The request body is too large.');
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FunctionError(400, 'The request body must be JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new FunctionError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/**
 * Wraps a handler with what every function shares: the CORS preflight, the allowed methods and turning a
 * FunctionError into its JSON answer. Anything else is logged and answered 500 without internals.
 */
export function defineFunction(
  methods: readonly string[],
  handle: (request: Request, context: FunctionContext) => Promise<Response>,
): FunctionHandler {
  return async (request, context) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (!methods.includes(request.method)) {
      return errorResponse(405, `Use ${methods.join(' or ')} for this function.`);
    }
    try {
      return await handle(request, context);
    } catch (error) {
      if (error instanceof FunctionError) return errorResponse(error.status, error.message, error.code);
      console.error('Function failed:', error);
      return errorResponse(500, 'The function failed. Please try again later.');
    }
  };
}

export function requireUser(context: FunctionContext) {
  if (!context.user) throw new FunctionError(401, 'Sign in to use this function.');
  return context.user;
}
