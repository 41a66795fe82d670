import type { BackendClient } from './client';

/**
 * An edge function's refusal or an unreachable function. `status` is the HTTP status (0 when no answer
 * arrived), `message` the function's own `error` text and `code` the database code it passes on, if any.
 */
export class FunctionCallError extends Error {
  override name = 'FunctionCallError';
  constructor(
    readonly functionName: string,
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }

  /** Whether asking again may help: no answer at all, or the server failed. */
  get isTransient(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

// Duck-typed: the functions client may be handed a fetch whose Response is not this realm's global class.
async function refusalBody(response: Response): Promise<{ error?: unknown; code?: unknown }> {
  if (typeof response.clone !== 'function') return {};
  try {
    return ((await response.clone().json()) ?? {}) as { error?: unknown; code?: unknown };
  } catch {
    return {};
  }
}

/** Calls an edge function and returns its JSON answer, or throws a FunctionCallError naming what went wrong. */
export async function invokeFunction<T>(
  client: BackendClient,
  functionName: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const [functions, { FunctionsHttpError }] = await Promise.all([
    client.functions(),
    import('@supabase/functions-js'),
  ]);
  const { data, error } = await functions.invoke<T>(functionName, body ? { body } : {});
  if (!error) return data as T;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const refusal = await refusalBody(response);
    throw new FunctionCallError(
      functionName,
      response.status,
      typeof refusal.error === 'string' ? refusal.error : error.message,
      typeof refusal.code === 'string' ? refusal.code : null,
    );
  }
  throw new FunctionCallError(functionName, 0, error instanceof Error ? error.message : String(error));
}
