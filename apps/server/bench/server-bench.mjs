#!/usr/bin/env node
// Loads the built server (dist/main.js, started as its own process) with the product's hottest calls, on PGlite
// and on PostgreSQL, and records requests per second and latency percentiles in <repository>/bench/results/.
//
//   pnpm bench:server                       (from the repository root; builds the server first)
//   QUIZCOOP_BENCH_SECONDS=20 pnpm bench:server
//
// PostgreSQL is the server named by QUIZCOOP_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
// a fresh database is created on it for each server and dropped afterwards. When it cannot be reached the
// PostgreSQL runs are left out with a printed note.
//
// Each database is measured twice, on two servers: with the read cache off (QUIZCOOP_READ_CACHE_MS=0: every
// question fetch runs its statement) and with it at its default (the same caller repeating a read is answered
// from memory until the TTL passes). The second server also signs up QUIZCOOP_BENCH_TEACHERS teachers (default
// 1,000) and loads the question fetch as a district's morning does: every request from the next teacher, so
// the read cache, keyed by caller, cannot answer it — once at 50 connections, and once open-loop at a fixed
// QUIZCOOP_BENCH_RATE (default 100 req/s), which shows latency at a load the server keeps up with. The
// machine's load average is recorded with every figure, since other work on the machine moves them.
//
// QUIZCOOP_BENCH_ONLY=teachers (any part of a call's name) measures only the matching calls.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import prettier from 'prettier';
import { cpuPerRequest, cpuSnapshot } from './cpu-time.mjs';
import { load } from './load.mjs';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = fileURLToPath(new URL('../../../bench/results', import.meta.url));
const SECONDS = Number(process.env.QUIZCOOP_BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = Number(process.env.QUIZCOOP_BENCH_CONNECTIONS ?? 50);
// A password check costs bcrypt's 2^10 rounds of CPU by design; fewer connections keep its latency readable.
const SIGN_IN_CONNECTIONS = Math.min(CONNECTIONS, 10);
const POSTGRES_ADMIN_URL =
  process.env.QUIZCOOP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Bench-password-1!';
const TEACHERS = Number(process.env.QUIZCOOP_BENCH_TEACHERS ?? 1_000);
const OPEN_LOOP_RATE = Number(process.env.QUIZCOOP_BENCH_RATE ?? 100);
const ONLY = process.env.QUIZCOOP_BENCH_ONLY;
// Sign-up costs a bcrypt on the server's one thread; a few at a time keep it busy without queueing hundreds.
const SIGN_UP_CONCURRENCY = 4;
const SETS = 4;
const QUESTIONS_PER_SET = 50;
// The game's own question fetch (fetchQuestionsOfSets in @quizcoop/api), as a free teacher sends it.
const QUESTION_FIELDS =
  'id,question,answer,type,question_type,media_url,media_type,media_alt,media_attribution,is_premium,question_set_id,position,multiple_choice_options(id,option_text,is_correct,position)';
const MAX_OPTIONS = 4;

/** Starts `node dist/main.js` with its own data folder and waits for the URL it prints. */
export async function startServer(name, extraEnv) {
  const dataDir = await mkdtemp(join(os.tmpdir(), `quizcoop-bench-${name}-`));
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      QUIZCOOP_DATA_DIR: dataDir,
      QUIZCOOP_EMAIL_CONFIRM: 'false',
      QUIZCOOP_RATE_LIMIT_SIGN_IN: '1000000',
      QUIZCOOP_RATE_LIMIT_TOKEN_REFRESH: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http\S+)/.exec(output);
      const key = /Anon key: (\S+)/.exec(output);
      if (match && key) resolve({ url: match[1], anonKey: key[1] });
    });
    child.once('exit', (code) =>
      reject(new Error(`The server exited with ${code} before it started:\n${output}`)),
    );
  });
  return {
    ...url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(server, path, { method = 'GET', token, body, prefer } = {}) {
  const headers = { apikey: server.anonKey, 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (prefer) headers.prefer = prefer;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

export async function signUp(server, email) {
  const session = await call(server, '/auth/v1/signup', {
    method: 'POST',
    body: { email, password: PASSWORD },
  });
  return { id: session.user.id, email, token: session.access_token };
}

/** Signs up `count` teachers, each with their own session and access token. */
async function signUpTeachers(server, count) {
  const teachers = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      teachers.push(await signUp(server, `teacher-${index}@bench.test`));
    }
  }
  await Promise.all(Array.from({ length: SIGN_UP_CONCURRENCY }, worker));
  return teachers;
}

/**
 * An author publishes 4 sets of 50 questions (every other one multiple choice, with 4 options) through the API;
 * `teachers` more accounts sign up to fetch them.
 */
export async function arrange(server, teachers = 0) {
  const author = await signUp(server, 'author@bench.test');
  const player = await signUp(server, 'player@bench.test');
  const sets = await call(server, '/rest/v1/question_sets?select=id', {
    method: 'POST',
    token: author.token,
    prefer: 'return=representation',
    body: Array.from({ length: SETS }, (_, index) => ({
      game_name: `Bench set ${index + 1}`,
      question_format: 'mixed',
      is_public: true,
      created_by: author.id,
    })),
  });
  for (const [setIndex, set] of sets.entries()) {
    const questions = await call(server, '/rest/v1/questions?select=id,position', {
      method: 'POST',
      token: author.token,
      prefer: 'return=representation',
      body: Array.from({ length: QUESTIONS_PER_SET }, (_, index) => ({
        question_set_id: set.id,
        position: index,
        question: `Question ${index + 1} of set ${setIndex + 1}: what is ${index} + ${setIndex}?`,
        answer: String(index + setIndex),
        question_type: 'normal',
        is_premium: false,
      })),
    });
    // Each request is a transaction and a multiple-choice question needs its options when it commits: the
    // options go first, then the questions become multiple choice.
    const multipleChoice = questions
      .filter((question) => question.position % 2 === 1)
      .map((question) => question.id);
    const options = multipleChoice.flatMap((questionId) =>
      [0, 1, 2, 3].map((position) => ({
        question_id: questionId,
        position,
        option_text: `Option ${position + 1}`,
        is_correct: position === 0,
      })),
    );
    await call(server, '/rest/v1/multiple_choice_options', {
      method: 'POST',
      token: author.token,
      body: options,
    });
    await call(server, `/rest/v1/questions?id=in.(${multipleChoice.join(',')})`, {
      method: 'PATCH',
      token: author.token,
      body: { question_type: 'multiple_choice' },
    });
  }
  const official = await call(server, '/rest/v1/question_sets?select=id&is_official=eq.true', {
    token: player.token,
  });
  const setIds = sets.map((set) => set.id);
  const fetchPath =
    `/rest/v1/questions?select=${QUESTION_FIELDS}&question_set_id=in.(${setIds.join(',')})` +
    `&order=position.asc&multiple_choice_options.limit=${MAX_OPTIONS}&is_premium=eq.false`;
  const fetched = await call(server, fetchPath, { token: player.token });
  if (fetched.length !== SETS * QUESTIONS_PER_SET) {
    throw new Error(
      `The question fetch returned ${fetched.length} questions, not ${SETS * QUESTIONS_PER_SET}.`,
    );
  }
  return {
    player,
    fetchPath,
    starrable: [...setIds, ...official.map((set) => set.id)],
    teachers: await signUpTeachers(server, teachers),
  };
}

/** Waits until the requests a finished run left in flight are answered, so they do not weigh on the next one. */
async function settle(server) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const started = performance.now();
    await fetch(`${server.url}/healthz`);
    if (performance.now() - started < 5) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isMeasured = (call) => !ONLY || call.includes(ONLY);

const CACHE_OFF = { QUIZCOOP_READ_CACHE_MS: '0' };
const CACHE_DEFAULT = {};
const QUESTION_FETCH = 'question fetch (4 sets × 50 questions with options)';
const DISTINCT_TEACHERS = 'question fetch, each request by the next of the teachers';

/** The calls to load, each with its connection counts; with the cache on only the read it serves is loaded. */
function runsFor(cache, calls) {
  if (cache === CACHE_DEFAULT) {
    return [
      [QUESTION_FETCH, calls.questionFetch, CONNECTIONS],
      [QUESTION_FETCH, calls.questionFetch, 1],
      [DISTINCT_TEACHERS, calls.distinctTeachers, CONNECTIONS],
      [`${DISTINCT_TEACHERS}, open loop`, { ...calls.distinctTeachers, rate: OPEN_LOOP_RATE }, undefined],
    ];
  }
  // One connection shows a request's own latency; the others show it under load.
  return [
    [QUESTION_FETCH, calls.questionFetch, CONNECTIONS],
    [QUESTION_FETCH, calls.questionFetch, 1],
    ['sign-in (password grant)', calls.signIn, SIGN_IN_CONNECTIONS],
    ['sign-in (password grant)', calls.signIn, 1],
    ['starring (rpc toggle_star)', calls.starring, CONNECTIONS],
  ];
}

async function measure(server, setup, cache) {
  const headers = { apikey: server.anonKey, 'content-type': 'application/json' };
  const questionFetch = {
    url: `${server.url}${setup.fetchPath}`,
    headers: { ...headers, authorization: `Bearer ${setup.player.token}` },
  };
  const signIn = {
    url: `${server.url}/auth/v1/token?grant_type=password`,
    method: 'POST',
    headers,
    body: JSON.stringify({ email: setup.player.email, password: PASSWORD }),
  };
  const starring = {
    url: `${server.url}/rest/v1/rpc/toggle_star`,
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${setup.player.token}` },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            set_id: setup.starrable[Math.floor(Math.random() * setup.starrable.length)],
          }),
        }),
      },
    ],
  };
  let nextTeacher = 0;
  const teacherToken = () => {
    const { token } = setup.teachers[nextTeacher];
    nextTeacher = (nextTeacher + 1) % setup.teachers.length;
    return { authorization: `Bearer ${token}` };
  };
  const distinctTeachers = {
    url: questionFetch.url,
    headers,
    headersFor: teacherToken,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...headers, ...teacherToken() } }) }],
  };
  const readCache = cache === CACHE_OFF ? 'off' : 'on (default TTL)';
  const results = [];
  const runs = runsFor(cache, { questionFetch, signIn, starring, distinctTeachers });
  for (const [call, options, connections] of runs.filter(([call]) => isMeasured(call))) {
    await load({ ...options, connections }, WARM_UP_SECONDS);
    await settle(server);
    const loadBefore = os.loadavg()[0];
    const cpuBefore = cpuSnapshot(server.pid);
    const figures = { call, readCache, ...(await load({ ...options, connections }, SECONDS)) };
    figures.cpuMsPerRequest = cpuPerRequest(cpuBefore, cpuSnapshot(server.pid), figures.requests);
    figures.loadAverage = Math.round(((loadBefore + os.loadavg()[0]) / 2) * 10) / 10;
    await settle(server);
    results.push(figures);
    console.log(
      `  ${call}, read cache ${readCache} (${figures.connections}${options.rate ? '' : ' connections'}): ${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p97.5 ${figures.p975} ms, p99 ${figures.p99} ms, ${figures.errors} errors, CPU ms per request ${cpuText(figures.cpuMsPerRequest)}, load ${figures.loadAverage}`,
    );
  }
  return results;
}

async function benchServer(name, env, cache) {
  if (!runsFor(cache, {}).some(([call]) => isMeasured(call))) return [];
  const server = await startServer(name, { ...env, ...cache });
  try {
    const teachers = cache === CACHE_DEFAULT ? TEACHERS : 0;
    return await measure(server, await arrange(server, teachers), cache);
  } finally {
    await server.stop();
  }
}

async function benchPglite() {
  console.log('PGlite (data folder):');
  const results = [];
  for (const cache of [CACHE_OFF, CACHE_DEFAULT]) results.push(...(await benchServer('pglite', {}, cache)));
  return results;
}

async function benchPostgres() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL left out: ${POSTGRES_ADMIN_URL} cannot be reached (${error.message}).`);
    return undefined;
  }
  const results = [];
  console.log(`PostgreSQL (${new URL(POSTGRES_ADMIN_URL).host}):`);
  try {
    for (const cache of [CACHE_OFF, CACHE_DEFAULT]) {
      const name = `quizcoop_bench_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${name}`);
      const databaseUrl = new URL(POSTGRES_ADMIN_URL);
      databaseUrl.pathname = `/${name}`;
      try {
        results.push(...(await benchServer('postgres', { DATABASE_URL: databaseUrl.toString() }, cache)));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
  } finally {
    await admin.end();
  }
  return results;
}

/** CPU milliseconds per request of the server, PostgreSQL and the load generator, as one cell. */
function cpuText(cpu) {
  return cpu ? `${cpu.server} / ${cpu.postgres} / ${cpu.generator}` : 'not measured';
}

function markdown(report) {
  const lines = [
    '# Server benchmark',
    '',
    `Measured ${report.date} with \`pnpm bench:server\` on ${report.machine.cpus} × ${report.machine.cpuModel}, ` +
      `${report.machine.memoryGb} GB, Node ${report.machine.node}: ` +
      `${report.seconds} s per call after a ${WARM_UP_SECONDS} s warm-up, load generated by a second process (autocannon).`,
    '',
    `"Load" is the machine's 1-minute load average while the call ran (${report.machine.cpus} CPUs: above ` +
      `${report.machine.cpus}, the server and the load generator, about 2 of it, were sharing the CPUs with other work, and the figures are lower than a quiet machine gives).`,
    '',
    '"CPU ms per request" is the CPU time the server (with its workers), PostgreSQL and the load generator each ' +
      `spent during the call, divided by the requests answered: ${report.machine.cpus} CPUs can serve at most ` +
      `${report.machine.cpus * 1000} ms divided by their sum a second.`,
    '',
    '| Database | Call | read cache | connections | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors | CPU ms per request: server / PostgreSQL / generator | load |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const [database, runs] of Object.entries(report.databases)) {
    for (const figures of runs) {
      lines.push(
        `| ${database} | ${figures.call} | ${figures.readCache} | ${figures.connections} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p975} | ${figures.p99} | ${figures.errors} | ${cpuText(figures.cpuMsPerRequest)} | ${figures.loadAverage} |`,
      );
    }
  }
  lines.push(
    '',
    `The teachers' calls take turns among ${report.teachers} teachers, so with the read cache's default TTL of ` +
      `1 s a teacher's answer can be replayed only above ${report.teachers} req/s. The open loop sends ` +
      `${OPEN_LOOP_RATE} requests a second on a fixed schedule and times each from the moment it was due.`,
    '',
    'Targets on PostgreSQL, zero errors: question fetch p95 ≤ 25 ms at 50 connections with the read cache on; ' +
      'distinct teachers ≥ 1,000 req/s at 50 connections (PGlite ≥ 500); p97.5 ≤ 25 ms at 100 req/s open loop.',
    '',
  );
  if (process.env.QUIZCOOP_BENCH_NOTE) lines.push(process.env.QUIZCOOP_BENCH_NOTE, '');
  return lines.join('\n');
}

async function main() {
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.versions.node,
    },
    seconds: SECONDS,
    teachers: TEACHERS,
    databases: {},
  };
  report.databases.PGlite = await benchPglite();
  const postgres = await benchPostgres();
  if (postgres) report.databases.PostgreSQL = postgres;
  await mkdir(RESULTS, { recursive: true });
  await writeFile(join(RESULTS, 'server.json'), `${JSON.stringify(report, null, 2)}\n`);
  // Formatted as the repository formats Markdown, so the recorded figures pass `prettier --check`.
  const options = await prettier.resolveConfig(join(RESULTS, 'server.md'));
  await writeFile(
    join(RESULTS, 'server.md'),
    await prettier.format(markdown(report), { ...options, parser: 'markdown' }),
  );
  console.log(`Results written to ${join(RESULTS, 'server.json')} and server.md`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
