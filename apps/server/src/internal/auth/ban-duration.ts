import { validationFailed } from './errors';

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

const PART = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;

/** A ban longer than a century is a typo; the database could not hold some of them either. */
const LONGEST_BAN_MS = 100 * 365 * 24 * 3_600_000;

/**
 * The end of a ban from GoTrue's `ban_duration`: a Go duration such as "24h" or "1h30m" from now, or "none" to
 * lift one (null). Undefined when the field is not given.
 */
export function banUntil(value: unknown, now: Date): Date | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === 'none') return null;
  if (typeof value !== 'string' || value.length > 64) throw invalidDuration();
  PART.lastIndex = 0;
  let total = 0;
  let read = 0;
  for (let match = PART.exec(value); match; match = PART.exec(value)) {
    total += Number(match[1]) * UNIT_MS[match[2]!]!;
    read = PART.lastIndex;
  }
  if (read === 0 || read !== value.length || total > LONGEST_BAN_MS) throw invalidDuration();
  return new Date(now.getTime() + total);
}

const invalidDuration = () =>
  validationFailed(
    'ban_duration must be a duration of at most 100 years such as "24h" or "1h30m", or "none"',
  );
