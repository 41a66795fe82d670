import type { PasswordPolicy, PasswordRequirements } from '@quizcoop/contract';
import { DEFAULT_PASSWORD_POLICY, PASSWORD_REQUIREMENTS } from '@quizcoop/contract';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { ProxyTrust } from './client-address';
import type { BackupSettings } from './config-backup';
import { parseBackupSettings } from './config-backup';
import type { RateLimits, RestLimits } from './config-limits';
import { DEFAULT_READ_CACHE_MS, MAX_READ_CACHE_MS, parseRateLimits, parseRestLimits } from './config-limits';
import type { MailboxAccess } from './config-mail';
import { parseAdminEmail, parseMailbox, parseMailFrom, parseSmtpUrl } from './config-mail';
import type { MetricsSettings } from './config-metrics';
import { parseMetricsSettings } from './config-metrics';
import {
  parseAllowedHosts,
  parseHost,
  parsePort,
  parseRedirectUrls,
  parseSiteUrl,
  parseTrustProxy,
} from './config-network';
import { ConfigError, isSet, parseBoolean, parseCount, parseUrl } from './config-values';
import { paths } from './db/paths';
import type { PhoneFormat } from './auth/phone-format';
import { MAX_PASSWORD_BYTES } from './auth/password';
import type { PrivateSigningKey, PublicSigningKey } from './http/signing-keys';
import { parsePrivateSigningKey, parsePublicSigningKeys } from './http/signing-keys';
import type { SmsSettings } from './sms/settings';
import { parseSmsSettings } from './sms/settings';

export { ConfigError };

export const IN_MEMORY = 'memory://';

/** Whether PGlite waits for each commit to reach the disk (`full`) or leaves it to the operating system. */
export type Durability = 'full' | 'relaxed';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** A folder for the database and files, or IN_MEMORY for a throwaway server. */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | undefined;
  /** Server processes sharing the port; more than one only on PostgreSQL. */
  workers: number;
  /** Connections each server process keeps open to PostgreSQL at most. */
  databasePoolSize: number;
  jwtSecret: string | undefined;
  /** Where the web app lives; email links and redirects point here. Undefined: the server's own URL. */
  siteUrl: string | undefined;
  /** Further URLs (besides the site) that auth redirects may go to. */
  additionalRedirectUrls: string[];
  /** The one account that may hold the admin role, by email; a role row alone does not make an admin. */
  adminEmail: string | undefined;
  /** New accounts must confirm their email before signing in. */
  emailConfirm: boolean;
  /** Nobody may create an account through /auth/v1 (sign-up, anonymous, by code); the admin API still can. */
  disableSignup: boolean;
  /** Whether signUp() with neither email nor phone makes an anonymous account: off unless turned on, as the app never asks for one. */
  anonymousSignIns: boolean;
  /**
   * Whether signInWithOtp() for an address or number without an account, when none may be made, answers GoTrue's
   * error (which tells that nobody signed up with it) instead of the same `{}` as for everyone.
   */
  otpRevealUnknownUsers: boolean;
  /** Phone sign-ups are confirmed at once, without a texted code (GoTrue's SMS autoconfirm). */
  smsAutoconfirm: boolean;
  /** How /auth/v1 writes phone numbers in its answers: E.164 with its '+', or GoTrue's digits only. */
  phoneFormat: PhoneFormat;
  /** Whether security keys and passkeys (WebAuthn) may be enrolled and used as second factors. */
  mfaWebAuthn: boolean;
  /** What a password someone chooses must be. */
  passwordPolicy: PasswordPolicy;
  /** Public keys whose holders may sign tokens the server accepts, besides the JWT secret. */
  jwtPublicKeys: PublicSigningKey[];
  /** The key access tokens are signed with (RS256 or ES256) instead of the JWT secret (HS256). */
  jwtSigningKey: PrivateSigningKey | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailbox: MailboxAccess;
  /** How long emailed links and codes, and texted codes, work: seconds. */
  otpExpirySeconds: number;
  /** How text messages go out: to the local mailbox, through Twilio, or not at all (no phone sign-in). */
  sms: SmsSettings;
  /** Stripe replaces the local payments provider when both keys are set. */
  stripe: StripeKeys | undefined;
  /** The reverse proxies whose X-Forwarded-For entries are believed; none by default. */
  trustProxy: ProxyTrust;
  /** PGlite's commits: flushed to disk before they are acknowledged, or not (throwaway data only). */
  durability: Durability;
  rateLimits: RateLimits;
  /** How long a caller's `GET /rest/v1` answer may be replayed to the same caller; 0 turns the cache off. */
  readCacheMs: number;
  restLimits: RestLimits;
  /**
   * The schemas `/rest/v1` serves, named by Accept-Profile / Content-Profile, the first by default (PostgREST's
   * db-schemas).
   */
  restSchemas: string[];
  /** `select=col.sum()`, `count()` and the like in /rest/v1 (PostgREST's db-aggregates-enabled); off by default. */
  restAggregates: boolean;
  webRoot: string;
  /** Serve the web app's source maps (`*.map`); off, so the app's source is not handed to every visitor. */
  serveSourceMaps: boolean;
  /**
   * Host names (besides the loopback names and the listening address) that a request's Host header may name
   * when the site URL is not configured; any other Host gets the server's own URL.
   */
  allowedHosts: string[];
  /** Whether /metrics answers, and to which client addresses. */
  metrics: MetricsSettings;
  /** Scheduled backups, and where the backup taken before an upgrade goes. */
  backups: BackupSettings;
}

const defaultWebRoot = join(paths.root, 'apps', 'web', 'dist');

function parseJwtSecret(value: string | undefined): string | undefined {
  if (!isSet(value)) return undefined;
  if (value.length < 32) {
    throw new ConfigError(
      'QUIZCOOP_JWT_SECRET',
      'must be at least 32 characters long (leave it unset to generate one).',
    );
  }
  return value;
}

function parsePasswordPolicy(env: NodeJS.ProcessEnv): PasswordPolicy {
  const minLength = parseCount(
    'QUIZCOOP_PASSWORD_MIN_LENGTH',
    env.QUIZCOOP_PASSWORD_MIN_LENGTH,
    DEFAULT_PASSWORD_POLICY.minLength,
    6,
    MAX_PASSWORD_BYTES,
  );
  const value = env.QUIZCOOP_PASSWORD_REQUIREMENTS;
  if (!isSet(value)) return { minLength, requirements: DEFAULT_PASSWORD_POLICY.requirements };
  const requirements = value.trim().toLowerCase();
  if (!(PASSWORD_REQUIREMENTS as readonly string[]).includes(requirements)) {
    throw new ConfigError(
      'QUIZCOOP_PASSWORD_REQUIREMENTS',
      `must be one of ${PASSWORD_REQUIREMENTS.join(', ')}, not "${value}".`,
    );
  }
  return { minLength, requirements: requirements as PasswordRequirements };
}

function parseDataDir(value: string | undefined, cwd: string): string {
  if (value === IN_MEMORY) return IN_MEMORY;
  if (value !== undefined && value.trim() === '') {
    throw new ConfigError(
      'QUIZCOOP_DATA_DIR',
      `must name a folder, or be ${IN_MEMORY} for an in-memory database.`,
    );
  }
  const folder = value ?? '.data';
  return isAbsolute(folder) ? folder : resolve(cwd, folder);
}

/**
 * One process per core on PostgreSQL, which serves many processes at once. A PGlite database (a data folder or
 * memory://) belongs to one process, so asking for more is a mistake to report, not to quietly shrink: whoever
 * sets it expects the cores to be used.
 */
function parseWorkers(value: string | undefined, databaseUrl: string | undefined, cores: number): number {
  if (!isSet(value)) return databaseUrl ? cores : 1;
  const workers = parseCount('QUIZCOOP_WORKERS', value, 1, 1, 256);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError(
      'QUIZCOOP_WORKERS',
      `can be more than 1 only with DATABASE_URL: a PGlite database (a data folder or ${IN_MEMORY}) belongs ` +
        'to one process. Set DATABASE_URL to a PostgreSQL server, or set QUIZCOOP_WORKERS to 1.',
    );
  }
  return workers;
}

const DEFAULT_DATABASE_POOL_SIZE = 10;

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!isSet(value)) return undefined;
  parseUrl(
    'DATABASE_URL',
    value,
    ['postgres:', 'postgresql:'],
    'postgres://user:password@host:5432/quizcoop',
  );
  return value;
}

function parseDurability(value: string | undefined): Durability {
  if (!isSet(value)) return 'full';
  const text = value.trim().toLowerCase();
  if (text === 'full' || text === 'relaxed') return text;
  throw new ConfigError('QUIZCOOP_DURABILITY', `must be full or relaxed, not "${value}".`);
}

function parseStripe(
  secretKey: string | undefined,
  webhookSecret: string | undefined,
): StripeKeys | undefined {
  if (!isSet(secretKey) && !isSet(webhookSecret)) return undefined;
  if (!isSet(secretKey)) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY',
      'must be set too when STRIPE_WEBHOOK_SECRET is set (both or neither).',
    );
  }
  if (!isSet(webhookSecret)) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET',
      'must be set too when STRIPE_SECRET_KEY is set (both or neither).',
    );
  }
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must be a Stripe secret key (sk_test_… or sk_live_…).');
  }
  if (!/^whsec_\w+$/.test(webhookSecret)) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must be a Stripe webhook signing secret (whsec_…).');
  }
  return { secretKey, webhookSecret };
}

function parsePhoneFormat(value: string | undefined): PhoneFormat {
  if (!isSet(value)) return 'e164';
  if (value === 'e164' || value === 'digits') return value;
  throw new ConfigError(
    'QUIZCOOP_PHONE_FORMAT',
    'must be e164 (+ and digits) or digits (as GoTrue writes them).',
  );
}

/** An hour, as GoTrue's default; a day at most, as GoTrue allows. */
const DEFAULT_OTP_EXPIRY_SECONDS = 3600;
const MAX_OTP_EXPIRY_SECONDS = 86_400;

// Schemas of the server's own machinery: their tables hold credentials and sessions, never an API.
const PRIVATE_SCHEMAS = new Set(['auth', 'storage', 'extensions', 'information_schema', 'quizcoop_checkout']);

function parseRestSchemas(value: string | undefined): string[] {
  if (!isSet(value)) return ['public'];
  const names = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const name of names) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name) || name.startsWith('pg_') || PRIVATE_SCHEMAS.has(name)) {
      throw new ConfigError(
        'QUIZCOOP_REST_SCHEMAS',
        `must list the project's own schemas in lower case, such as public,api, not "${name}".`,
      );
    }
  }
  if (names.length === 0) throw new ConfigError('QUIZCOOP_REST_SCHEMAS', 'must name at least one schema.');
  return [...new Set(names)];
}

/** Reads the server's configuration from the environment; invalid values stop the start with a clear message. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  cores = availableParallelism(),
): ServerConfig {
  const smtpUrl = parseSmtpUrl(env.SMTP_URL);
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  const emailConfirm = parseBoolean('QUIZCOOP_EMAIL_CONFIRM', env.QUIZCOOP_EMAIL_CONFIRM, true);
  const dataDir = parseDataDir(env.QUIZCOOP_DATA_DIR, cwd);
  return {
    port: parsePort(env.PORT),
    host: parseHost(env.HOST),
    dataDir,
    databaseUrl,
    workers: parseWorkers(env.QUIZCOOP_WORKERS, databaseUrl, cores),
    databasePoolSize: parseCount(
      'QUIZCOOP_DATABASE_POOL_SIZE',
      env.QUIZCOOP_DATABASE_POOL_SIZE,
      DEFAULT_DATABASE_POOL_SIZE,
      1,
      1_000,
    ),
    jwtSecret: parseJwtSecret(env.QUIZCOOP_JWT_SECRET),
    siteUrl: parseSiteUrl(env.QUIZCOOP_SITE_URL),
    additionalRedirectUrls: parseRedirectUrls(env.QUIZCOOP_ADDITIONAL_REDIRECT_URLS),
    adminEmail: parseAdminEmail(env.QUIZCOOP_ADMIN_EMAIL, emailConfirm),
    emailConfirm,
    disableSignup: parseBoolean('QUIZCOOP_DISABLE_SIGNUP', env.QUIZCOOP_DISABLE_SIGNUP, false),
    anonymousSignIns: parseBoolean('QUIZCOOP_ANONYMOUS_SIGN_INS', env.QUIZCOOP_ANONYMOUS_SIGN_INS, false),
    otpRevealUnknownUsers: parseBoolean(
      'QUIZCOOP_OTP_REVEAL_UNKNOWN_USERS',
      env.QUIZCOOP_OTP_REVEAL_UNKNOWN_USERS,
      false,
    ),
    smsAutoconfirm: parseBoolean('QUIZCOOP_SMS_AUTOCONFIRM', env.QUIZCOOP_SMS_AUTOCONFIRM, false),
    phoneFormat: parsePhoneFormat(env.QUIZCOOP_PHONE_FORMAT),
    mfaWebAuthn: parseBoolean('QUIZCOOP_MFA_WEBAUTHN', env.QUIZCOOP_MFA_WEBAUTHN, true),
    passwordPolicy: parsePasswordPolicy(env),
    jwtPublicKeys: parsePublicSigningKeys('QUIZCOOP_JWT_PUBLIC_KEYS', env.QUIZCOOP_JWT_PUBLIC_KEYS),
    jwtSigningKey: parsePrivateSigningKey('QUIZCOOP_JWT_SIGNING_KEY', env.QUIZCOOP_JWT_SIGNING_KEY),
    smtpUrl,
    mailFrom: parseMailFrom(env.QUIZCOOP_MAIL_FROM),
    mailbox: parseMailbox(env.QUIZCOOP_MAILBOX, smtpUrl),
    otpExpirySeconds: parseCount(
      'QUIZCOOP_OTP_EXPIRY_SECONDS',
      env.QUIZCOOP_OTP_EXPIRY_SECONDS,
      DEFAULT_OTP_EXPIRY_SECONDS,
      60,
      MAX_OTP_EXPIRY_SECONDS,
    ),
    sms: parseSmsSettings(env, smtpUrl),
    stripe: parseStripe(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET),
    trustProxy: parseTrustProxy(env.QUIZCOOP_TRUST_PROXY),
    durability: parseDurability(env.QUIZCOOP_DURABILITY),
    rateLimits: parseRateLimits(env),
    readCacheMs: parseCount(
      'QUIZCOOP_READ_CACHE_MS',
      env.QUIZCOOP_READ_CACHE_MS,
      DEFAULT_READ_CACHE_MS,
      0,
      MAX_READ_CACHE_MS,
    ),
    restLimits: parseRestLimits(env),
    restSchemas: parseRestSchemas(env.QUIZCOOP_REST_SCHEMAS),
    restAggregates: parseBoolean('QUIZCOOP_REST_AGGREGATES', env.QUIZCOOP_REST_AGGREGATES, false),
    webRoot: isSet(env.QUIZCOOP_WEB_ROOT) ? resolve(cwd, env.QUIZCOOP_WEB_ROOT) : defaultWebRoot,
    serveSourceMaps: parseBoolean('QUIZCOOP_SERVE_SOURCE_MAPS', env.QUIZCOOP_SERVE_SOURCE_MAPS, false),
    allowedHosts: parseAllowedHosts(env.QUIZCOOP_ALLOWED_HOSTS),
    metrics: parseMetricsSettings(env),
    backups: parseBackupSettings(env, dataDir, dataDir === IN_MEMORY, cwd),
  };
}
