export type { ServerConfig } from './internal/config';
export { ConfigError, IN_MEMORY, loadConfig } from './internal/config';
export type { RunningServer } from './internal/server';
export { startServer } from './internal/server';
