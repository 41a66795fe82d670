#!/usr/bin/env node
// Whether one big write stalls the server: the built server (dist/main.js, its own process, PGlite in a data
// folder) takes a spreadsheet import of about 1 MB through the import_questions function, then a bulk insert of
// about 1 MB through /rest/v1/questions, while /healthz is asked every 100 ms. It prints how long each write
// took and the longest any /healthz waited for its answer; the server should never keep it waiting a second.
//
//   pnpm bench:write                        (from the repository root; builds the server first)
//   QUIZCOOP_BENCH_QUESTIONS=500 pnpm bench:write
//
// QUIZCOOP_BENCH_QUESTIONS (default 2,000) is how many questions each write carries; each question is padded so
// that the write weighs about QUIZCOOP_BENCH_BYTES (default 1,000,000) in all.
import os from 'node:os';
import { call, signUp, startServer } from './server-bench.mjs';

const QUESTIONS = Number(process.env.QUIZCOOP_BENCH_QUESTIONS ?? 2_000);
const BYTES = Number(process.env.QUIZCOOP_BENCH_BYTES ?? 1_000_000);
const POLL_MS = 100;

/**
 * Asks /healthz every POLL_MS until stopped; answers the longest wait for one answer, how many were asked and
 * how many failed (a server that stalls can drop a kept-alive connection just as the next request is sent on it).
 */
function pollHealth(server) {
  let stopped = false;
  let longest = 0;
  let asked = 0;
  let failed = 0;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}/healthz`);
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
      } catch {
        failed += 1;
      }
      const waited = performance.now() - started;
      longest = Math.max(longest, waited);
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - waited)));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { longest: Math.round(longest), asked, failed };
  };
}

/** Questions for the import: every other one multiple choice with four options, padded to weigh BYTES in all. */
function importedQuestions() {
  const padding = 'x'.repeat(Math.max(0, Math.floor(BYTES / QUESTIONS) - 180));
  return Array.from({ length: QUESTIONS }, (_, index) =>
    index % 2 === 0
      ? { question: `Question ${index} ${padding}`, answer: `Answer ${index}`, question_type: 'normal' }
      : {
          question: `Question ${index} ${padding}`,
          question_type: 'multiple_choice',
          options: [0, 1, 2, 3].map((position) => ({
            option_text: `Option ${position}`,
            is_correct: position === 0,
          })),
        },
  );
}

/** The same weight as rows for a bulk insert into /rest/v1/questions. */
function insertedRows(setId) {
  const padding = 'x'.repeat(Math.max(0, Math.floor(BYTES / QUESTIONS) - 140));
  return Array.from({ length: QUESTIONS }, (_, index) => ({
    question_set_id: setId,
    position: QUESTIONS + index,
    question: `Question ${index} ${padding}`,
    answer: `Answer ${index}`,
    question_type: 'normal',
  }));
}

/** Sends one write while /healthz is polled, and prints what both saw. */
async function measure(server, name, path, token, body) {
  const text = JSON.stringify(body);
  const stopPolling = pollHealth(server);
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: text,
  });
  const answer = await response.text();
  const took = Math.round(performance.now() - started);
  const health = await stopPolling();
  console.log(
    `  ${name} (${(text.length / 1e6).toFixed(2)} MB, ${QUESTIONS} questions): ${response.status} in ${took} ms; ` +
      `/healthz asked ${health.asked} times (${health.failed} failed), longest wait ${health.longest} ms`,
  );
  if (!response.ok) console.log(`    ${answer.slice(0, 200)}`);
  return { status: response.status, took, ...health };
}

console.log(
  `On ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`,
);
console.log('PGlite (data folder):');
const server = await startServer('write-pglite');
try {
  const author = await signUp(server, 'author@bench.test');
  const [set] = await call(server, '/rest/v1/question_sets?select=id', {
    method: 'POST',
    token: author.token,
    prefer: 'return=representation',
    body: [{ game_name: 'Bench import', question_format: 'mixed', created_by: author.id }],
  });
  await measure(server, 'import_questions', '/rest/v1/rpc/import_questions', author.token, {
    set_id: set.id,
    questions: importedQuestions(),
  });
  await measure(server, 'bulk insert', '/rest/v1/questions', author.token, insertedRows(set.id));
} finally {
  await server.stop();
}
