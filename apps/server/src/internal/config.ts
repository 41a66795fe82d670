import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const IN_MEMORY = 'memory://';

export interface ServerConfig {
  port: number;
  host: string;
  /** A folder for the database and files, or IN_MEMORY for a throwaway server. */
  dataDir: string;
  jwtSecret: string | undefined;
  webRoot: string;
}

/** A configuration mistake, always naming the environment variable to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
  }
}

const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

function parseJwtSecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32) {
    throw new ConfigError(
      'QUIZCOOP_JWT_SECRET',
      'must be at least 32 characters long (leave it unset to generate one).',
    );
  }
  return value;
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

/** Reads the server's configuration from the environment; invalid values stop the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  return {
    port: parsePort(env.PORT),
    host,
    dataDir: parseDataDir(env.QUIZCOOP_DATA_DIR, cwd),
    jwtSecret: parseJwtSecret(env.QUIZCOOP_JWT_SECRET),
    webRoot: env.QUIZCOOP_WEB_ROOT ? resolve(cwd, env.QUIZCOOP_WEB_ROOT) : defaultWebRoot,
  };
}
