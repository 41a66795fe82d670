#!/usr/bin/env node
// How a normal question fetch fares while anonymous callers keep sending the most expensive embed the limits
// allow (nested question_sets → questions → question_sets → questions, several times over), on PGlite and on
// PostgreSQL. The built server runs as its own process with the read cache off, so every request runs its
// statement; the attack varies its URL as an attacker defeating a cache would.
//
//   pnpm bench:attack                       (from the repository root; builds the server first)
//   QUIZCOOP_BENCH_SECONDS=20 QUIZCOOP_ATTACK_CONNECTIONS=20 pnpm bench:attack
//
// PostgreSQL is the server named by QUIZCOOP_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
// when it cannot be reached the PostgreSQL run is left out with a printed note.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { arrange, startServer } from './server-bench.mjs';

const SECONDS = Number(process.env.QUIZCOOP_BENCH_SECONDS ?? 10);
const ATTACK_CONNECTIONS = Number(process.env.QUIZCOOP_ATTACK_CONNECTIONS ?? 10);
const NORMAL_CONNECTIONS = 2;
const POSTGRES_ADMIN_URL =
  process.env.QUIZCOOP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const QUESTION_FIELDS =
  'id,question,answer,type,question_type,media_url,media_type,media_alt,media_attribution,is_premium,question_set_id,multiple_choice_options(id,option_text,is_correct)';
const CHAIN = 'questions(*,question_sets(*,questions(*)))';
/** Three chains three levels deep: nine embedded resources, as deep and as wide as the defaults allow. */
const WORST_EMBED = `select=*,a:${CHAIN},b:${CHAIN},c:${CHAIN}`;

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function summary(latencies, statuses, seconds) {
  latencies.sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? null),
    statuses: Object.fromEntries([...statuses.entries()].sort()),
  };
}

function run(options) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({ duration: SECONDS, timeout: 60, ...options });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  return instance.then(() => summary(latencies, statuses, SECONDS));
}

async function measure(server) {
  await arrange(server);
  const headers = { apikey: server.anonKey };
  const [set] = await (
    await fetch(`${server.url}/rest/v1/question_sets?select=id&limit=1&game_name=like.Bench*`, { headers })
  ).json();
  const normal = {
    url: `${server.url}/rest/v1/questions?select=${QUESTION_FIELDS}&question_set_id=eq.${set.id}`,
    headers,
    connections: NORMAL_CONNECTIONS,
  };
  const attack = {
    url: `${server.url}/rest/v1/question_sets`,
    headers,
    connections: ATTACK_CONNECTIONS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/rest/v1/question_sets?${WORST_EMBED}&id=neq.${randomUUID()}`,
        }),
      },
    ],
  };
  const one = await fetch(`${server.url}/rest/v1/question_sets?${WORST_EMBED}`, { headers });
  console.log(`  one attack request alone: ${one.status}, ${(await one.text()).slice(0, 160)}`);
  const quiet = await run(normal);
  console.log(
    `  question fetch alone (${NORMAL_CONNECTIONS} connections): p50 ${quiet.p50} ms, p99 ${quiet.p99} ms, ${quiet.perSecond} req/s`,
  );
  const [during, attacked] = await Promise.all([run(normal), run(attack)]);
  console.log(
    `  question fetch during the attack: p50 ${during.p50} ms, p99 ${during.p99} ms, max ${during.max} ms, ${during.perSecond} req/s, statuses ${JSON.stringify(during.statuses)}`,
  );
  console.log(
    `  attack (${ATTACK_CONNECTIONS} connections): ${attacked.requests} requests, p50 ${attacked.p50} ms, statuses ${JSON.stringify(attacked.statuses)}`,
  );
  return { quiet, during, attacked };
}

async function onPglite() {
  console.log('PGlite (data folder):');
  const server = await startServer('attack-pglite', { QUIZCOOP_READ_CACHE_MS: '0' });
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL left out: ${POSTGRES_ADMIN_URL} cannot be reached (${error.message}).`);
    return undefined;
  }
  const name = `quizcoop_attack_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    const databaseUrl = new URL(POSTGRES_ADMIN_URL);
    databaseUrl.pathname = `/${name}`;
    console.log(`PostgreSQL (${databaseUrl.host}):`);
    const server = await startServer('attack-postgres', {
      QUIZCOOP_READ_CACHE_MS: '0',
      DATABASE_URL: databaseUrl.toString(),
    });
    try {
      return await measure(server);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(
  `${SECONDS} s per run, the question fetch on ${NORMAL_CONNECTIONS} connections as an anonymous player, on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os.loadavg()[0].toFixed(1)}`,
);
await onPglite();
await onPostgres();
