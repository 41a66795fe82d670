import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { IN_MEMORY } from './config';
import type { Database, Queryable } from './db/database';

const SECRET_FILE = 'jwt-secret';

/** Fixed issue time, so the anon and service-role keys stay the same across restarts for one secret. */
const KEYS_ISSUED_AT = 1_767_225_600; // 2026-01-01T00:00:00Z
const TEN_YEARS = 10 * 365 * 24 * 60 * 60;

export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

async function readFolderSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

async function folderSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, SECRET_FILE);
  const kept = await readFolderSecret(file);
  if (kept) return kept;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * Every server on one PostgreSQL database must sign with one secret, wherever it runs, so a generated secret
 * lives in the database: the first server to start stores it (a secret already in its data folder, from
 * before servers shared one, else a fresh one) and every server reads the one stored.
 */
async function databaseSecret(database: Queryable, dataDir: string): Promise<string> {
  const stored = async () =>
    (
      await database.query<{ value: string }>(
        `select value from quizcoop_shared.secrets where name = 'jwt_secret'`,
      )
    ).rows[0]?.value;
  const found = await stored();
  if (found) return found;
  const candidate =
    (dataDir === IN_MEMORY ? undefined : await readFolderSecret(join(dataDir, SECRET_FILE))) ??
    randomBytes(32).toString('base64url');
  await database.query(
    `insert into quizcoop_shared.secrets (name, value) values ('jwt_secret', $1) on conflict (name) do nothing`,
    [candidate],
  );
  return (await stored())!;
}

/**
 * The configured secret, else the generated one: kept in the database when it is PostgreSQL (which several
 * servers may share), in the data folder for PGlite, or a fresh one for a PGlite database in memory.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
  database: Database,
): Promise<string> {
  if (configured) return configured;
  if (database.kind === 'postgres') return databaseSecret(database, dataDir);
  if (dataDir === IN_MEMORY) return randomBytes(32).toString('base64url');
  return folderSecret(dataDir);
}

function signRoleKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('quizcoop')
    .setIssuedAt(KEYS_ISSUED_AT)
    .setExpirationTime(KEYS_ISSUED_AT + TEN_YEARS)
    .sign(new TextEncoder().encode(secret));
}

/** The anon and service-role keys are HS256 JWTs signed with the project secret, as on Supabase. */
export async function createProjectKeys(jwtSecret: string): Promise<ProjectKeys> {
  const [anonKey, serviceRoleKey] = await Promise.all([
    signRoleKey('anon', jwtSecret),
    signRoleKey('service_role', jwtSecret),
  ]);
  return { jwtSecret, anonKey, serviceRoleKey };
}
