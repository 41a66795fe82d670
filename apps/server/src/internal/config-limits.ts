import { parseCount } from './config-values';

/**
 * Per-IP token buckets: each holds `count` requests and refills at `count` per window, so a burst of `count`
 * passes and a steady client gets `count` per window.
 */
export interface RateLimits {
  /** Password sign-ins and sign-ups (with or without email), per 5 minutes. */
  signIn: number;
  /** Refresh-token grants, per 5 minutes. */
  tokenRefresh: number;
  /** Email-link and PKCE verifications, per 5 minutes. */
  verify: number;
  /** Requests that send an email (sign-up, recover, resend, email change), per hour. */
  emailSent: number;
  /** Seconds before another email (or text) may be requested for the same address (or number). */
  emailInterval: number;
  /** Requests that send a text message (phone sign-up, phone codes, phone change), per hour. */
  smsSent: number;
}

/** What bounds the work of one /rest/v1 request, as PostgREST's statement timeout and db-max-rows do. */
export interface RestLimits {
  /** A statement running longer is cancelled (PostgreSQL; PGlite cannot interrupt a running statement). */
  statementTimeoutMs: number;
  /** Rows of a response's top level, and of each embedded list under one row. */
  maxRows: number;
  /** Levels of embedded resources under the top level. */
  maxEmbedDepth: number;
  /** The largest JSON body a response may carry. */
  maxResponseBytes: number;
  /** Rows one insert or upsert may write: each costs the database work however small the body is. */
  maxInsertRows: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: 30,
  tokenRefresh: 150,
  verify: 30,
  emailSent: 30,
  emailInterval: 60,
  smsSent: 30,
};

export const DEFAULT_REST_LIMITS: RestLimits = {
  statementTimeoutMs: 5_000,
  maxRows: 1_000,
  maxEmbedDepth: 3,
  maxResponseBytes: 5 * 1024 * 1024,
  maxInsertRows: 1_000,
};

const RATE_LIMIT_VARIABLES: Record<keyof RateLimits, string> = {
  signIn: 'QUIZCOOP_RATE_LIMIT_SIGN_IN',
  tokenRefresh: 'QUIZCOOP_RATE_LIMIT_TOKEN_REFRESH',
  verify: 'QUIZCOOP_RATE_LIMIT_VERIFY',
  emailSent: 'QUIZCOOP_RATE_LIMIT_EMAIL_SENT',
  emailInterval: 'QUIZCOOP_RATE_LIMIT_EMAIL_INTERVAL',
  smsSent: 'QUIZCOOP_RATE_LIMIT_SMS_SENT',
};

export const DEFAULT_READ_CACHE_MS = 1_000;

// A cached answer can be as old as this after a change no server announces (a change by hand, a subscription
// running out), so the cache stays short-lived: a minute at most.
export const MAX_READ_CACHE_MS = 60_000;

export function parseRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(RATE_LIMIT_VARIABLES) as (keyof RateLimits)[]) {
    const variable = RATE_LIMIT_VARIABLES[key];
    // Zero seconds between emails is a valid choice; zero requests per window would lock everyone out.
    limits[key] = parseCount(
      variable,
      env[variable],
      DEFAULT_RATE_LIMITS[key],
      key === 'emailInterval' ? 0 : 1,
    );
  }
  return limits;
}

export function parseRestLimits(env: NodeJS.ProcessEnv): RestLimits {
  const defaults = DEFAULT_REST_LIMITS;
  return {
    statementTimeoutMs: parseCount(
      'QUIZCOOP_STATEMENT_TIMEOUT_MS',
      env.QUIZCOOP_STATEMENT_TIMEOUT_MS,
      defaults.statementTimeoutMs,
      100,
      600_000,
    ),
    maxRows: parseCount('QUIZCOOP_MAX_ROWS', env.QUIZCOOP_MAX_ROWS, defaults.maxRows, 1, 1_000_000),
    maxEmbedDepth: parseCount(
      'QUIZCOOP_MAX_EMBED_DEPTH',
      env.QUIZCOOP_MAX_EMBED_DEPTH,
      defaults.maxEmbedDepth,
      1,
      10,
    ),
    maxResponseBytes: parseCount(
      'QUIZCOOP_MAX_RESPONSE_BYTES',
      env.QUIZCOOP_MAX_RESPONSE_BYTES,
      defaults.maxResponseBytes,
      1024,
      1024 * 1024 * 1024,
    ),
    maxInsertRows: parseCount(
      'QUIZCOOP_MAX_INSERT_ROWS',
      env.QUIZCOOP_MAX_INSERT_ROWS,
      defaults.maxInsertRows,
      1,
      100_000,
    ),
  };
}
