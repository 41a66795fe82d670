import { randomBytes } from 'node:crypto';
import type { PasswordPolicy } from '@quizcoop/contract';
import type { PhoneFormat } from '../internal/auth/phone-format';
import { hashPassword } from '../internal/auth/password';
import type { PrivateSigningKey, PublicSigningKey } from '../internal/http/signing-keys';
import { createUser as createAccount } from '../internal/auth/users';
import type { Clock } from '../internal/clock';
import type { ServerConfig } from '../internal/config';
import type { RateLimits, RestLimits } from '../internal/config-limits';
import type { MailboxAccess } from '../internal/config-mail';
import type { SmsSettings } from '../internal/sms/settings';
import { IN_MEMORY, loadConfig } from '../internal/config';
import type { Database } from '../internal/db/database';
import type { TestDatabaseVariant } from '../internal/db/test-databases';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { MailMessage } from '../internal/mail/mailer';
import { startServer } from '../internal/server';

/** The code an authenticator app shows for a TOTP secret at a moment, for tests that sign in with one. */
export { totpCode } from '../internal/auth/totp';

export type TestDatabaseKind = 'PGlite' | 'PostgreSQL';

export interface TestServerOptions {
  /** PGlite in memory (default), or a fresh PostgreSQL database when QUIZCOOP_TEST_DATABASE_URL is set. */
  database?: TestDatabaseKind;
  /** New accounts must confirm their email (default true, as in production). */
  emailConfirm?: boolean;
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  adminEmail?: string;
  /** How long emailed links and codes, and texted codes, work (QUIZCOOP_OTP_EXPIRY_SECONDS). */
  otpExpirySeconds?: number;
  /** How texts go out (default: the local mailbox). */
  sms?: SmsSettings;
  /** Rate limits; a test server's defaults are high enough that only a test that means to hits them. */
  rateLimits?: Partial<RateLimits>;
  smtpUrl?: string;
  mailbox?: MailboxAccess;
  /** The reverse proxies in front of the server, as QUIZCOOP_TRUST_PROXY takes them (a hop count or addresses). */
  trustProxy?: string;
  /** /metrics on or off (QUIZCOOP_METRICS, default off). */
  metrics?: 'on' | 'off';
  /** Who may read /metrics, as QUIZCOOP_METRICS_ALLOW takes it (default: this machine). */
  metricsAllow?: string;
  /** The address to listen on (default 127.0.0.1), to be reached from another address than the loopback. */
  host?: string;
  clock?: Clock;
  webRoot?: string;
  /** Serve the web app's source maps (QUIZCOOP_SERVE_SOURCE_MAPS). */
  serveSourceMaps?: boolean;
  /** Host names besides the loopback ones whose requests may name the backend (QUIZCOOP_ALLOWED_HOSTS). */
  allowedHosts?: string[];
  /** How long a caller's REST read may be replayed (default: the server's default); 0 turns the cache off. */
  readCacheMs?: number;
  /** What bounds one REST request's work (default: the server's defaults). */
  restLimits?: Partial<RestLimits>;
  /** Refuse new accounts through /auth/v1 (QUIZCOOP_DISABLE_SIGNUP). */
  disableSignup?: boolean;
  /** Allow anonymous sign-ins (QUIZCOOP_ANONYMOUS_SIGN_INS, default true). */
  anonymousSignIns?: boolean;
  /** Answer GoTrue's error to a code sign-in for an unknown address (QUIZCOOP_OTP_REVEAL_UNKNOWN_USERS). */
  otpRevealUnknownUsers?: boolean;
  /** Confirm phone sign-ups without a code (QUIZCOOP_SMS_AUTOCONFIRM). */
  smsAutoconfirm?: boolean;
  /** How answers write phone numbers (QUIZCOOP_PHONE_FORMAT, default e164). */
  phoneFormat?: PhoneFormat;
  /** WebAuthn second factors (QUIZCOOP_MFA_WEBAUTHN, default on). */
  mfaWebAuthn?: boolean;
  /** What a chosen password must be (default: the product's own rule). */
  passwordPolicy?: PasswordPolicy;
  /** Public keys whose tokens the server accepts besides its secret's (QUIZCOOP_JWT_PUBLIC_KEYS). */
  jwtPublicKeys?: PublicSigningKey[];
  /** The key access tokens are signed with instead of the secret (QUIZCOOP_JWT_SIGNING_KEY). */
  jwtSigningKey?: PrivateSigningKey;
}

export interface TestMailbox {
  /** Messages to an address, newest first, from the server's mailbox API. */
  messages(to: string): Promise<MailMessage[]>;
  /**
   * The first link of the newest message to an address, waiting up to `timeoutMs` for one to arrive (emails
   * are sent after the request that asks for them has been answered).
   */
  latestLink(to: string, options?: { timeoutMs?: number; after?: string }): Promise<string>;
  /**
   * The six-digit code of the newest message to an address or phone number, waiting for one as latestLink does.
   */
  latestCode(to: string, options?: { timeoutMs?: number; after?: string }): Promise<string>;
}

export interface TestUserOptions {
  email: string;
  password: string;
  /** Whether the email counts as confirmed (default true, so the account can sign in at once). */
  confirmed?: boolean;
  /** User metadata, as sign-up's options.data (a username makes the profile trigger create a profile). */
  data?: Record<string, unknown>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The server's database, to arrange and inspect state directly; requests still go through HTTP. */
  database: Database;
  /** Where the server keeps object bodies, `<folder>/<bucket>/<name>`, to check a file is really gone. */
  storageFolder: string;
  mailbox: TestMailbox;
  /** Makes an account directly in the database, faster than signing up and confirming through the API. */
  createUser(options: TestUserOptions): Promise<TestUser>;
  close(): Promise<void>;
}

const GENEROUS_LIMITS: RateLimits = {
  signIn: 100_000,
  tokenRefresh: 100_000,
  verify: 100_000,
  emailSent: 100_000,
  emailInterval: 0,
  smsSent: 100_000,
};

let variants: TestDatabaseVariant[] | undefined;

function databaseVariant(kind: TestDatabaseKind): TestDatabaseVariant {
  variants ??= testDatabaseVariants();
  const variant = variants.find((candidate) => candidate.name === kind);
  if (!variant) {
    throw new Error(`No ${kind} test database: set QUIZCOOP_TEST_DATABASE_URL to a PostgreSQL server.`);
  }
  return variant;
}

/** Which databases the tests can run on here: PGlite always, PostgreSQL when QUIZCOOP_TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.QUIZCOOP_TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

function testConfig(options: TestServerOptions): ServerConfig {
  const base = loadConfig({
    PORT: '0',
    HOST: options.host ?? '127.0.0.1',
    QUIZCOOP_DATA_DIR: IN_MEMORY,
    ...(options.trustProxy === undefined ? {} : { QUIZCOOP_TRUST_PROXY: options.trustProxy }),
    ...(options.metrics === undefined ? {} : { QUIZCOOP_METRICS: options.metrics }),
    ...(options.metricsAllow === undefined ? {} : { QUIZCOOP_METRICS_ALLOW: options.metricsAllow }),
  });
  return {
    ...base,
    jwtSecret: randomBytes(32).toString('base64url'),
    siteUrl: options.siteUrl,
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
    adminEmail: options.adminEmail,
    emailConfirm: options.emailConfirm ?? true,
    smtpUrl: options.smtpUrl,
    mailbox: options.mailbox ?? 'local',
    otpExpirySeconds: options.otpExpirySeconds ?? base.otpExpirySeconds,
    sms: options.sms ?? { provider: 'local' },
    rateLimits: { ...GENEROUS_LIMITS, ...options.rateLimits },
    readCacheMs: options.readCacheMs ?? base.readCacheMs,
    restLimits: { ...base.restLimits, ...options.restLimits },
    webRoot: options.webRoot ?? base.webRoot,
    serveSourceMaps: options.serveSourceMaps ?? base.serveSourceMaps,
    allowedHosts: options.allowedHosts ?? base.allowedHosts,
    disableSignup: options.disableSignup ?? base.disableSignup,
    anonymousSignIns: options.anonymousSignIns ?? base.anonymousSignIns,
    otpRevealUnknownUsers: options.otpRevealUnknownUsers ?? base.otpRevealUnknownUsers,
    smsAutoconfirm: options.smsAutoconfirm ?? base.smsAutoconfirm,
    phoneFormat: options.phoneFormat ?? base.phoneFormat,
    mfaWebAuthn: options.mfaWebAuthn ?? base.mfaWebAuthn,
    passwordPolicy: options.passwordPolicy ?? base.passwordPolicy,
    jwtPublicKeys: options.jwtPublicKeys ?? base.jwtPublicKeys,
    jwtSigningKey: options.jwtSigningKey ?? base.jwtSigningKey,
  };
}

function testMailbox(url: string): TestMailbox {
  const messages = async (to: string): Promise<MailMessage[]> => {
    const response = await fetch(`${url}/_mailbox/api/messages?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`The mailbox answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as MailMessage[];
  };
  async function newest(
    to: string,
    what: string,
    pick: (message: MailMessage) => string | undefined,
    { timeoutMs = 5_000, after }: { timeoutMs?: number; after?: string },
  ): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [message] = await messages(to);
      const found = message && message.id !== after ? pick(message) : undefined;
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No new message with ${what} arrived for ${to}.`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 25));
    }
  }
  return {
    messages,
    latestLink: (to, options = {}) => newest(to, 'a link', (message) => message.links[0], options),
    latestCode: (to, options = {}) =>
      newest(to, 'a code', (message) => /\bcode\b[^\n\d]*(\d{6})\b/i.exec(message.text)?.[1], options),
  };
}

/**
 * A real Quiz Coop server for tests: a fresh database (PGlite cloned from a migrated template in well under
 * a second, or a new PostgreSQL database), a random port on 127.0.0.1 and its own JWT secret.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const variant = await databaseVariant(options.database ?? 'PGlite').create();
  const { drop } = variant;
  const config = testConfig(options);
  try {
    const server = await startServer(config, {
      database: variant.database,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    // The server's own handle, so a test's direct writes empty the read cache as the server's writes do.
    const { database } = server.context;
    return {
      url: server.url,
      anonKey: server.anonKey,
      serviceRoleKey: server.serviceRoleKey,
      jwtSecret: server.context.keys.jwtSecret,
      database,
      storageFolder: server.context.files.root,
      mailbox: testMailbox(server.url),
      async createUser({ email, password, confirmed = true, data = {} }) {
        const passwordHash = await hashPassword(password);
        const now = new Date();
        const user = await database.transaction((tx) =>
          createAccount(tx, {
            email: email.trim().toLowerCase(),
            passwordHash,
            userMetadata: data,
            confirmedAt: confirmed ? now : null,
            now,
          }),
        );
        return { id: user.id, email: user.email!, password };
      },
      async close() {
        await server.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
