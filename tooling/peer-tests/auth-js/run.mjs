/**
 * Runs the auth-js suite, taken unchanged from supabase-js (../upstream.mjs), against the real embedded server: for each auth server the suite expects (see
 * projects.mjs), a throwaway PostgreSQL database and the server on a free port with that server's settings; then
 * jest, with the suite's fixed addresses sent to those ports. Prints "auth-js: N of M passed" and exits non-zero
 * only when the run itself breaks, not when tests fail.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cliProject, dockerProjects } from './projects.mjs';
import { takeUpstream } from '../upstream.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const serverMain = join(here, 'node_modules', '@quizcoop', 'server', 'dist', 'main.js');
const adminUrl = process.env.QUIZCOOP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

async function stopServer({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Failing tests, by their full names, from jest's JSON report. */
function failedTests(results) {
  return results.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
  );
}

async function main() {
  const upstreamPackage = 'packages/core/auth-js';
  takeUpstream(join(here, 'upstream'), [`${upstreamPackage}/test`, `${upstreamPackage}/infra`, 'LICENSE']);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const workDir = await mkdtemp(join(tmpdir(), 'peer-auth-'));
  const databases = [];
  const servers = [];
  try {
    const keysCode = await run(
      process.execPath,
      [join(here, 'upstream', 'test', 'generate-signing-keys.js')],
      {
        stdio: 'ignore',
      },
    );
    if (keysCode !== 0) throw new Error('Generating the suite’s signing keys failed.');
    const projects = [
      cliProject(await readFile(join(here, 'upstream', 'test', 'supabase', 'signing_keys.json'), 'utf8')),
      ...dockerProjects(await readFile(join(here, 'upstream', 'infra', 'docker-compose.yml'), 'utf8')),
    ];

    const addresses = [];
    for (const [index, project] of projects.entries()) {
      const databaseName = `peer_auth_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${databaseName}`);
      databases.push(databaseName);
      const databaseUrl = new URL(adminUrl);
      databaseUrl.pathname = `/${databaseName}`;
      const server = await startServer({
        PATH: process.env.PATH,
        PORT: '0',
        DATABASE_URL: databaseUrl.toString(),
        QUIZCOOP_DATA_DIR: join(workDir, `server-${index}`),
        ...project.env,
      });
      servers.push(server);
      addresses.push({ from: project.address, to: server.url + project.apiPath });
      console.log(`${project.name}: ${project.address} → ${server.url}${project.apiPath}`);
    }

    const resultsFile = join(workDir, 'jest-results.json');
    await run(
      process.execPath,
      [require.resolve('jest/bin/jest'), '--runInBand', '--json', `--outputFile=${resultsFile}`],
      { cwd: here, env: { ...process.env, PEER_AUTH_SERVERS: JSON.stringify(addresses) } },
    );
    const results = JSON.parse(await readFile(resultsFile, 'utf8'));
    const failed = failedTests(results);
    if (failed.length > 0) console.log(`\nFailed:\n${failed.map((name) => `  - ${name}`).join('\n')}`);
    console.log(`\nauth-js: ${results.numPassedTests} of ${results.numTotalTests} passed`);
  } finally {
    await Promise.all(servers.map(stopServer));
    for (const databaseName of databases) {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
    }
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
