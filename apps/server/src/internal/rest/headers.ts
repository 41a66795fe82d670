import { ApiError } from './errors';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: boolean;
  /** How a read counts: exactly, by the planner's estimate, or exactly up to the row limit and estimated past it. */
  countMethod: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge' | 'ignore' | undefined;
  missingDefault: boolean;
  /** `tx=rollback`: the request's transaction is rolled back after its answer is built. */
  rollback: boolean;
  /**
   * `handling=strict, max-affected=N`: an update, delete or function call touching more rows fails and is rolled
   * back; without `handling=strict` the limit is ignored, as PostgREST does.
   */
  maxAffected: number | undefined;
  /** The preferences honoured, for the Preference-Applied header. */
  applied: string[];
}

/** Reads `Prefer` (one header or several, comma-separated); preferences we do not know are ignored, as PostgREST does. */
export function parsePrefer(header: string | undefined): Preferences {
  const preferences: Preferences = {
    return: undefined,
    count: false,
    countMethod: undefined,
    resolution: undefined,
    missingDefault: false,
    rollback: false,
    maxAffected: undefined,
    applied: [],
  };
  let strict = false;
  let maxAffected: number | undefined;
  for (const token of (header ?? '').split(',')) {
    const [key = '', value = ''] = token
      .trim()
      .split('=')
      .map((part) => part.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      preferences.return = value;
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      preferences.count = true;
      preferences.countMethod = value;
      preferences.applied.push(`count=${value}`);
      continue;
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      preferences.resolution = value === 'merge-duplicates' ? 'merge' : 'ignore';
    } else if (key === 'missing' && value === 'default') {
      preferences.missingDefault = true;
    } else if (key === 'handling' && (value === 'strict' || value === 'lenient')) {
      strict = value === 'strict';
    } else if (key === 'max-affected' && /^\d{1,15}$/.test(value)) {
      maxAffected = Number(value);
    } else if (key === 'tx' && (value === 'commit' || value === 'rollback')) {
      preferences.rollback = value === 'rollback';
    } else {
      continue;
    }
    preferences.applied.push(`${key}=${value}`);
  }
  if (strict) preferences.maxAffected = maxAffected;
  return preferences;
}

export interface Representation {
  /** `application/vnd.pgrst.object+json`: exactly one row, as an object. */
  single: boolean;
  stripNulls: boolean;
  /** `text/csv`: a header line of the keys, then one line per row. */
  csv: boolean;
}

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json']);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** Picks the first acceptable type of `Accept`; none acceptable is PGRST107 with 406. */
export function negotiate(accept: string | undefined): Representation {
  if (!accept || accept.trim() === '') return { single: false, stripNulls: false, csv: false };
  const offered = accept
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of offered) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (ARRAY_TYPES.has(type)) return { single: false, stripNulls, csv: false };
    if (OBJECT_TYPES.has(type)) return { single: true, stripNulls, csv: false };
    if (type === 'text/csv') return { single: false, stripNulls: false, csv: true };
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

export interface RowRange {
  offset: number;
  limit: number | undefined;
}

/**
 * The rows a read returns from the `Range` header (`0-9`, `Range-Unit: items`) intersected with `offset` and
 * `limit`; a reversed range is PGRST103 with 416, a header that is not a range is ignored as PostgREST does.
 */
export function pageOf(
  rangeHeader: string | undefined,
  offset: number | undefined,
  limit: number | undefined,
): RowRange {
  let lower = offset ?? 0;
  let upper = limit === undefined ? Infinity : lower + limit - 1;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(rangeHeader ?? '');
  if (match) {
    const from = Number(match[1]);
    const to = match[2] === '' ? Infinity : Number(match[2]);
    if (from > to) {
      throw new ApiError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    lower = Math.max(lower, from);
    upper = Math.min(upper, to);
  }
  return { offset: lower, limit: upper === Infinity ? undefined : Math.max(0, upper - lower + 1) };
}

/**
 * The schema a request addresses: the one `Accept-Profile` (reads) or `Content-Profile` (writes) names, which
 * must be exposed, else the first exposed schema.
 */
export function profileSchema(profile: string | undefined, exposed: readonly string[]): string {
  if (profile === undefined) return exposed[0]!;
  const name = profile.trim();
  if (!exposed.includes(name)) {
    throw new ApiError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    );
  }
  return name;
}

/** `Content-Range` of a read: `0-9/42`, `0-9/*`, or `*\/0` when no row came back. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`;
  return `${range}/${total ?? '*'}`;
}
