import type { RestLimits } from '../config-limits';
import type { Caller } from '../http/caller';
import type { RouteContext } from '../http/env';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body';
import { bodyError, queryError } from './errors';
import type { Preferences, Representation } from './headers';
import { boundEmbeds } from './limits';
import type { QueryParams } from './query';
import { parseFilterValue } from './filter-parser';
import type { ReadNode, Source } from './read';
import { planRead } from './read';
import type { SchemaSnapshot } from './schema';

/** One REST request, its headers and query string read: who asks, what for, in which schema, within what limits. */
export interface RestRequest {
  caller: Caller;
  query: QueryParams;
  prefer: Preferences;
  representation: Representation;
  schema: SchemaSnapshot;
  limits: RestLimits;
}

export async function readJson(c: RouteContext, emptyValue?: unknown): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (emptyValue !== undefined) return emptyValue;
    throw bodyError('Empty or invalid json');
  }
  if (nestsDeeperThan(text)) {
    throw bodyError(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw bodyError('Empty or invalid json', (error as Error).message);
  }
}

/** Tables take filters only: a parameter without an operator is a mistake worth naming, not ignoring. */
export function rejectPlainParameters(query: QueryParams): void {
  const [first] = query.plain;
  if (first) {
    parseFilterValue(first[1]);
    throw queryError(
      'filter',
      `${first[0]}=${first[1]}`,
      'A filter is written column=operator.value, for example id=eq.1; this parameter has no operator.',
    );
  }
}

/** The read tree of a request, refused when it embeds too deep or too wide, its embedded lists capped. */
export function plan(request: RestRequest, source: Source): ReadNode {
  const root = planRead(request.schema, source, request.query);
  boundEmbeds(root, request.limits);
  return root;
}
