#!/usr/bin/env node
// Where the time of one uncached question fetch goes, on PostgreSQL:
//
//   pnpm -F @quizcoop/server build && node apps/server/bench/request-breakdown.mjs
//
// The built server talks to PostgreSQL through a small proxy in this process that reads the wire protocol, so
// each round trip is timed where it leaves Node and where PostgreSQL's answer ends (ReadyForQuery). Requests go
// one at a time, each from the next of many teachers, so neither the read cache nor a remembered session
// answers any of them. What happens in Node before the first round trip (routing, the token, the query's SQL),
// between round trips (the driver) and after the last (writing the answer) is the rest of each request.
import { createHmac } from 'node:crypto';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { arrange, startServer } from './server-bench.mjs';

const POSTGRES_ADMIN_URL =
  process.env.QUIZCOOP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = Number(process.env.QUIZCOOP_BENCH_REQUESTS ?? 500);
// Enough teachers that one comes back only after the remembered session (2 s) and the read cache (1 s) expired.
const TEACHERS = Number(process.env.QUIZCOOP_BENCH_TEACHERS ?? 400);

/** Round trips seen on the wire: when a statement left the client and when PostgreSQL was ready again. */
function startWireProxy(upstream) {
  const roundTrips = [];
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    // Forwarded at once: Nagle's algorithm would hold an answer's last small packet until the one before it
    // was acknowledged, adding the peer's delayed acknowledgement (tens of milliseconds) to a round trip.
    client.setNoDelay(true);
    server.setNoDelay(true);
    let open;
    let fromClient = Buffer.alloc(0);
    let fromServer = Buffer.alloc(0);
    let started = false;
    const prepared = new Map();
    client.on('data', (chunk) => {
      server.write(chunk);
      fromClient = Buffer.concat([fromClient, chunk]);
      for (;;) {
        // The startup message alone has no type byte.
        const header = started ? 5 : 4;
        if (fromClient.length < header) break;
        const length = fromClient.readInt32BE(header - 4) + header - 4;
        if (fromClient.length < length) break;
        const type = started ? String.fromCharCode(fromClient[0]) : '';
        const body = fromClient.subarray(5, length);
        const cString = (from) => body.subarray(from, body.indexOf(0, from)).toString();
        let sql;
        if (type === 'Q') sql = cString(0);
        if (type === 'P') {
          // A Parse names its statement, then gives its text; a prepared statement is later only bound by name.
          const name = cString(0);
          sql = cString(name.length + 1);
          if (name) prepared.set(name, sql);
        }
        if (type === 'B') sql = prepared.get(cString(cString(0).length + 1));
        if (!open && sql !== undefined) open = { sql, start: performance.now() };
        started = true;
        fromClient = fromClient.subarray(length);
      }
    });
    server.on('data', (chunk) => {
      client.write(chunk);
      fromServer = Buffer.concat([fromServer, chunk]);
      for (;;) {
        if (fromServer.length < 5) break;
        const length = fromServer.readInt32BE(1) + 1;
        if (fromServer.length < length) break;
        if (fromServer[0] === 'Z'.charCodeAt(0) && open) {
          roundTrips.push({ ...open, end: performance.now() });
          open = undefined;
        }
        fromServer = fromServer.subarray(length);
      }
    });
    const end = () => {
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve({ port: proxy.address().port, roundTrips, proxy })),
  );
}

function labelOf(sql) {
  const text = sql.trim().toLowerCase();
  if (text.startsWith('begin') && text.includes('execute quizcoop_')) {
    return 'one script: BEGIN, role and claims, the prepared statement (RLS query, JSON built by PostgreSQL), COMMIT';
  }
  if (text.startsWith('begin')) return text.includes('set_config') ? 'BEGIN with role and claims' : 'BEGIN';
  if (text.startsWith('commit')) return 'COMMIT';
  if (text.includes(`set_config('role'`)) return 'role and claims (set_config)';
  if (text.includes('pgrst_answer')) return 'the statement (RLS query, JSON built by PostgreSQL)';
  if (text.includes('auth.sessions')) return 'session check';
  if (text.startsWith('rollback')) return 'ROLLBACK';
  return `other: ${text.slice(0, 40)}`;
}

/** Microseconds one HS256 signature check takes, for a token of a teacher's size, as the server first makes it. */
async function jwtVerificationMs(token) {
  const secret = randomBytes(32);
  const [header, payload] = token.split('.');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  const signed = `${header}.${payload}.${signature}`;
  const rounds = 2_000;
  const started = performance.now();
  for (let index = 0; index < rounds; index += 1) await jwtVerify(signed, secret, { algorithms: ['HS256'] });
  return (performance.now() - started) / rounds;
}

function add(steps, label, milliseconds) {
  steps[label] = (steps[label] ?? 0) + milliseconds;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
}

async function measure(server, setup, roundTrips) {
  const samples = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const teacher = setup.teachers[index % setup.teachers.length];
    const seen = roundTrips.length;
    const sent = performance.now();
    const response = await fetch(`${server.url}${setup.fetchPath}`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${teacher.token}` },
    });
    await response.arrayBuffer();
    const done = performance.now();
    if (!response.ok) throw new Error(`The question fetch answered ${response.status}.`);
    const trips = roundTrips.slice(seen).filter((trip) => trip.start >= sent && trip.end <= done);
    if (trips.length === 0) continue;
    const steps = { 'Node before the first round trip': trips[0].start - sent };
    // A transaction that checks the session comes before the request's own; each is labelled by its work.
    const transactions = [];
    for (const trip of trips) {
      if (trip.sql.trim().toLowerCase().startsWith('begin') || transactions.length === 0)
        transactions.push([]);
      transactions.at(-1).push(trip);
    }
    for (const [position, transaction] of transactions.entries()) {
      const work = transaction.map((trip) => labelOf(trip.sql));
      const name = work.includes('session check') ? 'session check' : 'request';
      for (const [step, trip] of transaction.entries()) {
        add(steps, `${name}: ${work[step]}`, trip.end - trip.start);
        if (step > 0) add(steps, `${name}: Node between round trips`, trip.start - transaction[step - 1].end);
      }
      if (position > 0) {
        add(
          steps,
          'Node between the transactions',
          transaction[0].start - transactions[position - 1].at(-1).end,
        );
      }
    }
    steps['Node after the last round trip (answer written and read)'] = done - trips.at(-1).end;
    samples.push({ total: done - sent, roundTrips: trips.length, steps });
  }
  return samples;
}

function report(samples, jwtMs) {
  const labels = [...new Set(samples.flatMap((sample) => Object.keys(sample.steps)))];
  const total = median(samples.map((sample) => sample.total));
  console.log(
    `${samples.length} requests, median ${total.toFixed(2)} ms, median ${median(samples.map((sample) => sample.roundTrips))} round trips to PostgreSQL`,
  );
  console.log('| Step | median ms | mean ms |');
  console.log('| --- | ---: | ---: |');
  for (const label of labels) {
    const values = samples.map((sample) => sample.steps[label] ?? 0);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(`| ${label} | ${median(values).toFixed(2)} | ${mean.toFixed(2)} |`);
  }
  const mean = samples.reduce((sum, sample) => sum + sample.total, 0) / samples.length;
  console.log(`| whole request, as the client saw it | ${total.toFixed(2)} | ${mean.toFixed(2)} |`);
  console.log(
    `\nOf the time before the first round trip: an HS256 token's first verification, ${jwtMs.toFixed(3)} ms.`,
  );
}

async function main() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const name = `quizcoop_breakdown_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const upstream = new URL(POSTGRES_ADMIN_URL);
  const wire = await startWireProxy(upstream);
  const databaseUrl = new URL(POSTGRES_ADMIN_URL);
  databaseUrl.host = `127.0.0.1:${wire.port}`;
  databaseUrl.pathname = `/${name}`;
  const server = await startServer('breakdown', { DATABASE_URL: databaseUrl.toString() });
  try {
    const setup = await arrange(server, TEACHERS);
    // A first pass makes every token known and warms the server; the second is the one measured.
    await measure(server, setup, wire.roundTrips);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    wire.roundTrips.length = 0;
    const samples = await measure(server, setup, wire.roundTrips);
    report(samples, await jwtVerificationMs(setup.teachers[0].token));
  } finally {
    await server.stop();
    wire.proxy.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
