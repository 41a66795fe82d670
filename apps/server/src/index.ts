export type { ProxyTrust } from './internal/client-address';
export type { Durability, MailboxAccess, RateLimits, ServerConfig, StripeKeys } from './internal/config';
export { ConfigError, DEFAULT_RATE_LIMITS, IN_MEMORY, loadConfig } from './internal/config';
export type { ServerContext } from './internal/context';
export { DataFolderLockedError } from './internal/lock';
export type { MailMessage, Mailer, OutgoingEmail } from './internal/mail/mailer';
export type { RunningServer, StartOptions } from './internal/server';
export { startServer } from './internal/server';
