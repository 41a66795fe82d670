#!/usr/bin/env node
// Runs postgrest-js's own tests, as released with supabase-js v2.109.0, against the embedded server:
//
//   pnpm test:peer                      (from the repository root)
//
// 1. Takes the client's src/ and test/ folders and the LICENSE at that tag from a git copy of supabase-js
//    (SUPABASE_JS_REPO, a git directory) into upstream/, unchanged.
// 2. Creates a throwaway database on the PostgreSQL named by QUIZCOOP_TEST_DATABASE_URL (default
//    postgres://postgres@127.0.0.1:5432/test), lets the server migrate it, then loads the suite's fixture schema
//    and seed (test/supabase/) as the Supabase CLI would.
// 3. Starts the built server on it on a free port, exposing the suite's schemas with aggregates on,
//    as the fixture asks of PostgREST, and runs jest over the suite.
// 4. Prints "postgrest-js: N of M passed", stops the server and drops the database.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../../../apps/server/bench/server-bench.mjs';
import { takeUpstream } from '../upstream.mjs';

const UPSTREAM_PACKAGE = 'packages/core/postgrest-js';
const HERE = fileURLToPath(new URL('.', import.meta.url));
const UPSTREAM = join(HERE, 'upstream');
const SERVER_ROOT = fileURLToPath(new URL('../../../apps/server/', import.meta.url));
const ADMIN_URL = process.env.QUIZCOOP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// What the Supabase CLI has in place before it loads a project's migrations and that our platform does not:
// the role PostgREST logs in as, whose settings the fixture changes.
const SUPABASE_PRELUDE = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit;
  end if;
end $$;`;

function takeSuite() {
  takeUpstream(UPSTREAM, [`${UPSTREAM_PACKAGE}/src`, `${UPSTREAM_PACKAGE}/test`, 'LICENSE']);
}

async function withAdmin(work) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The built server on the suite's database, exposing the fixture's schemas with aggregates on, as PostgREST is. */
function startPeerServer(url) {
  return startServer('peer-postgrest', {
    DATABASE_URL: url,
    QUIZCOOP_REST_SCHEMAS: 'public,personal',
    QUIZCOOP_REST_AGGREGATES: 'on',
  });
}

async function loadFixture(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select 1 from pg_available_extensions where name = 'postgis'`);
    if (rows.length === 0) {
      throw new Error(
        'The fixture needs PostGIS: install it for this PostgreSQL (postgresql-15-postgis-3 on Debian).',
      );
    }
    await client.query(SUPABASE_PRELUDE);
    const fixture = join(UPSTREAM, 'test', 'supabase');
    await client.query(await readFile(join(fixture, 'migrations', '00000000000000_schema.sql'), 'utf8'));
    await client.query(await readFile(join(fixture, 'seed.sql'), 'utf8'));
  } finally {
    await client.end();
  }
}

function runJest(server, report) {
  const jest = join(HERE, 'node_modules', 'jest', 'bin', 'jest.js');
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        jest,
        '--config',
        join(HERE, 'jest.config.cjs'),
        '--ci',
        '--json',
        `--outputFile=${report}`,
        ...process.argv.slice(2),
      ],
      {
        cwd: HERE,
        env: { ...process.env, PEER_SERVER_URL: server.url, PEER_ANON_KEY: server.anonKey },
        stdio: 'inherit',
      },
    );
    child.once('exit', resolve);
  });
}

async function main() {
  takeSuite();
  execFileSync('npx', ['tsup'], { cwd: SERVER_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const name = `peer_postgrest_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(name);
  const workDir = await mkdtemp(join(os.tmpdir(), 'quizcoop-peer-'));
  await withAdmin((admin) => admin.query(`create database ${name}`));
  try {
    // The server migrates the new database first, so the fixture lands on Supabase's roles and default grants.
    await (await startPeerServer(url)).stop();
    await loadFixture(url);
    const server = await startPeerServer(url);
    const report = join(workDir, 'jest.json');
    try {
      await runJest(server, report);
    } finally {
      await server.stop();
    }
    const results = JSON.parse(await readFile(report, 'utf8'));
    for (const file of results.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'failed')
          console.log(`✗ ${file.name.slice(UPSTREAM.length + 1)} › ${test.fullName}`);
      }
    }
    console.log(`postgrest-js: ${results.numPassedTests} of ${results.numTotalTests} passed`);
  } finally {
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
