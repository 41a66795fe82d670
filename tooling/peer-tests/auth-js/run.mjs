/**
 * Runs the vendored auth-js suite against the real embedded server: a throwaway PostgreSQL database, fresh
 * signing keys, the server on a free port with the settings the suite's Supabase CLI project uses, then jest.
 * Prints "auth-js: N of M passed" and exits non-zero only when the run itself breaks, not when tests fail.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const serverMain = join(here, 'node_modules', '@quizcoop', 'server', 'dist', 'main.js');
const adminUrl = process.env.QUIZCOOP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The suite's project settings (its supabase/config.toml and test/lib/clients.ts), as the server's variables. */
function serverEnvironment(databaseUrl) {
  return {
    PATH: process.env.PATH,
    PORT: '0',
    DATABASE_URL: databaseUrl,
    QUIZCOOP_JWT_SECRET: 'super-secret-jwt-token-with-at-least-32-characters-long',
    QUIZCOOP_SITE_URL: 'http://127.0.0.1:3000',
    QUIZCOOP_ADDITIONAL_REDIRECT_URLS: 'https://127.0.0.1:3000,http://localhost:5173',
    QUIZCOOP_EMAIL_CONFIRM: 'false',
    QUIZCOOP_PASSWORD_MIN_LENGTH: '6',
    QUIZCOOP_PASSWORD_REQUIREMENTS: 'none',
    QUIZCOOP_OTP_EXPIRY_SECONDS: '3600',
    QUIZCOOP_RATE_LIMIT_SIGN_IN: '10000',
    QUIZCOOP_RATE_LIMIT_TOKEN_REFRESH: '10000',
    QUIZCOOP_RATE_LIMIT_VERIFY: '10000',
    QUIZCOOP_RATE_LIMIT_EMAIL_SENT: '10000',
    QUIZCOOP_RATE_LIMIT_EMAIL_INTERVAL: '0',
    QUIZCOOP_RATE_LIMIT_SMS_SENT: '10000',
    QUIZCOOP_SMS_PROVIDER: 'off',
    QUIZCOOP_DATA_DIR: join(tmpdir(), `peer-auth-${randomBytes(4).toString('hex')}`),
  };
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Starts the built server and resolves with its URL once it says where it listens. */
function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /running at (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) =>
      reject(new Error(`The server stopped (${code}) before listening:\n${output}`)),
    );
  });
}

async function main() {
  const databaseName = `peer_auth_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;

  let server;
  const env = serverEnvironment(databaseUrl.toString());
  try {
    const keysCode = await run(process.execPath, [join(here, 'test', 'generate-signing-keys.js')], {
      stdio: 'ignore',
    });
    if (keysCode !== 0) throw new Error('Generating the suite’s signing keys failed.');
    // The suite's project signs access tokens with this RSA key (and its keys for the anon and service roles).
    env.QUIZCOOP_JWT_SIGNING_KEY = await readFile(
      join(here, 'test', 'supabase', 'signing_keys.json'),
      'utf8',
    );
    server = await startServer(env);

    const resultsFile = join(env.QUIZCOOP_DATA_DIR, 'jest-results.json');
    await run(
      process.execPath,
      [require.resolve('jest/bin/jest'), '--runInBand', '--json', `--outputFile=${resultsFile}`],
      { cwd: here, env: { ...process.env, PEER_AUTH_SERVER_URL: server.url } },
    );
    const results = JSON.parse(await readFile(resultsFile, 'utf8'));
    const failed = results.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
    );
    if (failed.length > 0) console.log(`\nFailed:\n${failed.map((name) => `  - ${name}`).join('\n')}`);
    console.log(`\nauth-js: ${results.numPassedTests} of ${results.numTotalTests} passed`);
  } finally {
    server?.child.kill('SIGTERM');
    if (server) await new Promise((resolve) => server.child.once('exit', resolve));
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    await rm(env.QUIZCOOP_DATA_DIR, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
