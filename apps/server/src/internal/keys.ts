import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { IN_MEMORY } from './config';

const SECRET_FILE = 'jwt-secret';

/** Fixed issue time, so the anon and service-role keys stay the same across restarts for one secret. */
const KEYS_ISSUED_AT = 1_767_225_600; // 2026-01-01T00:00:00Z
const TEN_YEARS = 10 * 365 * 24 * 60 * 60;

export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The configured secret, else the one generated into the data folder on first start (a fresh one in memory). */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  if (dataDir === IN_MEMORY) return randomBytes(32).toString('base64url');
  const file = join(dataDir, SECRET_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
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
