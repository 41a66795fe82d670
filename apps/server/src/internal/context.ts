import type { BackgroundTasks } from './background';
import type { BucketStore } from './auth/bucket-store';
import type { LiveSessions } from './auth/live-sessions';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { ProjectKeys } from './keys';
import type { Mailer } from './mail/mailer';
import type { Payments } from './payments/payments';
import type { ReadCache } from './rest/read-cache';
import type { SmsSender } from './sms/sender';
import type { FileStore } from './storage/file-store';

/** What every part of the server is built from: one of each, made at start-up. */
export interface ServerContext {
  config: ServerConfig;
  /** Every write through it empties `readCache`. */
  database: Database;
  /** Where rate limits are kept: memory on PGlite, the database (shared by every process) on PostgreSQL. */
  buckets: BucketStore;
  readCache: ReadCache;
  /** Which sessions still exist, for the APIs that take access tokens; every write through `database` empties it. */
  liveSessions: LiveSessions;
  keys: ProjectKeys;
  mailer: Mailer;
  /** Text messages: to the local mailbox, through the configured provider, or nowhere (no phone sign-in). */
  sms: SmsSender;
  /** Storage object bodies on disk (metadata lives in storage.objects). */
  files: FileStore;
  /** The payments provider the functions use: the local checkout, or Stripe when configured. */
  payments: Payments;
  /** The web app's public URL without a trailing slash: email links and default redirects point here. */
  siteUrl: string;
  /** The server's own URL without a trailing slash. */
  serverUrl: string;
  clock: Clock;
  background: BackgroundTasks;
  log(message: string, error?: unknown): void;
}
