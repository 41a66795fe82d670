import { isPostgresError } from '../db/database';
import type { CallerRole } from '../http/caller';

/** PostgREST's error body: the same four keys for its own errors and for PostgreSQL's. */
export interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: string | null;
}

/** An error answered as PostgREST would: an HTTP status and `{code, message, details, hint}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: the query string cannot be parsed; `what` names the parameter, `problem` says why. */
export function queryError(what: string, input: string, problem: string): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse ${what} (${input})"`, problem);
}

/** PGRST102: the request body is not what the endpoint takes. */
export function bodyError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, 'PGRST102', message, details);
}

export function tableNotFound(table: string): ApiError {
  return new ApiError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
}

/** A column a read refers to does not exist: PostgreSQL's own 42703, raised before the query runs. */
export function columnNotFound(table: string, column: string): ApiError {
  return new ApiError(400, '42703', `column ${table}.${column} does not exist`);
}

/** PGRST204: a column named in a write's payload or `columns` does not exist. */
export function payloadColumnNotFound(table: string, column: string): ApiError {
  return new ApiError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function singularityError(rows: number): ApiError {
  return new ApiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/**
 * The HTTP status PostgREST gives a PostgreSQL error code, except where the caller caused the error and
 * PostgREST would still answer 5xx: a cancelled statement (57014, the statement timeout), a program limit
 * (54xxx) and errors raised by a function (P0xxx, with no_data_found as 404) are the request's fault.
 */
function statusOfPostgresCode(code: string, message: string, role: CallerRole): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '42501':
      return role === 'anon' ? 401 : 403;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case 'P0002':
      return 404;
    case '57014':
      return 400;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '57P01':
      return 503;
  }
  const customStatus = /^PT(\d{3})$/.exec(code);
  if (customStatus) return Number(customStatus[1]);
  const serverClasses: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': code === '53400' ? 500 : 503,
    '54': 400,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 400,
    XX: 500,
  };
  return serverClasses[code.slice(0, 2)] ?? 400;
}

/** Any failure of a request as the response PostgREST would give; unknown failures are a bare 500. */
export function toApiError(error: unknown, role: CallerRole): ApiError {
  if (error instanceof ApiError) return error;
  if (isPostgresError(error) && /^[0-9A-Z]{5}$/.test(error.code)) {
    const hint =
      error.code === '57014'
        ? 'The statement ran out of time: ask for fewer rows or embedded resources, or narrow the filters.'
        : (error.hint ?? null);
    return new ApiError(
      statusOfPostgresCode(error.code, error.message, role),
      error.code,
      error.message,
      error.detail ?? null,
      hint,
    );
  }
  return new ApiError(500, 'PGRSTX00', 'The server could not answer this request.');
}
