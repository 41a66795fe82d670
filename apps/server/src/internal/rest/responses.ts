import { ApiError, singularityError } from './errors';
import type { Representation } from './headers';
import { contentRange } from './headers';
import type { RestRequest } from './rest-request';
import type { StatementResult } from './statement';

export const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

function contentTypeOf(representation: Representation): string {
  if (representation.csv) return CSV_TYPE;
  return representation.single ? OBJECT_TYPE : JSON_TYPE;
}

export function send(body: string | null, status: number, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : body, { status, headers });
}

/** PostgREST's JSON error body, with the headers its status calls for. */
export function errorResponse(error: ApiError): Response {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE };
  // A body refused unread is still on its way: the connection cannot carry another request after it.
  if (error.status === 413) headers.connection = 'close';
  if (error.status === 401) headers['www-authenticate'] = 'Bearer error="invalid_token"';
  return send(JSON.stringify(error.body()), error.status, headers);
}

/** A read's rows as PostgREST answers them: 206 for a partial page, 416 for an offset past the end. */
export function respondWithRows(
  result: StatementResult,
  options: {
    offset: number;
    count: boolean;
    single: boolean;
    csv: boolean;
    head: boolean;
    applied: string[];
  },
): Response {
  const total = options.count ? (result.total ?? result.page) : undefined;
  const headers: Record<string, string> = {
    'content-type': options.csv ? CSV_TYPE : options.single ? OBJECT_TYPE : JSON_TYPE,
    'content-range': contentRange(options.offset, result.page, total),
  };
  if (options.applied.length) headers['preference-applied'] = options.applied.join(', ');
  let status = 200;
  if (total !== undefined && !options.single) {
    if (options.offset > total && !(options.offset === 0 && total === 0)) {
      throw new ApiError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${options.offset} was requested, but there are only ${total} rows.`,
      );
    }
    if (result.page < total) status = 206;
  }
  return send(options.head ? null : (result.body ?? 'null'), status, headers);
}

export function requireSingle(representation: Representation, rows: number): void {
  // PostgREST rolls back a write whose result cannot be the single object the client asked for.
  if (representation.single && rows !== 1) throw singularityError(rows);
}

/** A write's answer: the changed rows when the request asked for them, else only the headers. */
export function writeResponse(
  result: StatementResult,
  request: RestRequest,
  options: { created: boolean; location?: string },
): Response {
  const { prefer, representation } = request;
  // An upsert that only updated rows created nothing: PostgREST answers it 200.
  const created = options.created && result.inserted !== 0;
  const headers: Record<string, string> = {
    'content-range': `${result.page === 0 || prefer.return !== 'representation' ? '*' : `0-${result.page - 1}`}/${
      prefer.count ? result.page : '*'
    }`,
  };
  if (prefer.applied.length) headers['preference-applied'] = prefer.applied.join(', ');
  if (options.location) headers.location = options.location;
  if (prefer.return === 'representation') {
    headers['content-type'] = contentTypeOf(representation);
    return send(result.body ?? 'null', created ? 201 : 200, headers);
  }
  return send(null, created ? 201 : 204, headers);
}
