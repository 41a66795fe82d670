#!/usr/bin/env node
// What flushing every commit to disk costs on PGlite: the built server (dist/main.js) is started on a fresh data
// folder with QUIZCOOP_DURABILITY=full (the default) and with relaxed, and each answers the same writes: a
// signed-in teacher starring and unstarring official sets through POST /rest/v1/rpc/toggle_star, one transaction
// each. First one at a time (each write's own latency), then from several connections at once (throughput).
//
//   pnpm bench:durability
//   QUIZCOOP_BENCH_WRITES=500 QUIZCOOP_BENCH_SECONDS=20 pnpm bench:durability
import os from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './server-bench.mjs';

const WRITES = Number(process.env.QUIZCOOP_BENCH_WRITES ?? 300);
const SECONDS = Number(process.env.QUIZCOOP_BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PASSWORD = 'Bench-password-1!';

async function call(server, path, { token, body } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const round = (value) => Math.round(value * 10) / 10;

async function measure(durability) {
  const server = await startServer(`durability-${durability}`, {
    QUIZCOOP_DURABILITY: durability,
    QUIZCOOP_READ_CACHE_MS: '0',
  });
  try {
    const session = await call(server, '/auth/v1/signup', {
      body: { email: 'teacher@bench.test', password: PASSWORD },
    });
    const token = session.access_token;
    const sets = await call(server, '/rest/v1/question_sets?select=id&is_official=eq.true', { token });
    const toggle = (index) =>
      call(server, '/rest/v1/rpc/toggle_star', { token, body: { set_id: sets[index % sets.length].id } });
    for (let index = 0; index < 20; index += 1) await toggle(index);

    const latencies = [];
    const loadBefore = os.loadavg()[0];
    for (let index = 0; index < WRITES; index += 1) {
      const started = performance.now();
      await toggle(index);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const concurrent = await autocannon({
      url: `${server.url}/rest/v1/rpc/toggle_star`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ set_id: sets[0].id }),
    });
    return {
      durability,
      mean: round(latencies.reduce((sum, value) => sum + value, 0) / latencies.length),
      p50: round(percentile(latencies, 0.5)),
      p95: round(percentile(latencies, 0.95)),
      perSecond: Math.round(concurrent.requests.total / SECONDS),
      errors: concurrent.errors + concurrent.timeouts + concurrent.non2xx,
      load: round((loadBefore + os.loadavg()[0]) / 2),
    };
  } finally {
    await server.stop();
  }
}

const results = [];
for (const durability of ['full', 'relaxed']) results.push(await measure(durability));
console.log(
  `${WRITES} writes one at a time, then ${SECONDS} s of writes from ${CONNECTIONS} connections, on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}:`,
);
for (const figures of results) {
  console.log(
    `  QUIZCOOP_DURABILITY=${figures.durability}: one at a time mean ${figures.mean} ms, p50 ${figures.p50} ms, p95 ${figures.p95} ms; ${CONNECTIONS} connections ${figures.perSecond} writes/s, ${figures.errors} errors; load ${figures.load}`,
  );
}
