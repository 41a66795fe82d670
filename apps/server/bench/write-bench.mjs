#!/usr/bin/env node
// Whether one big write stalls the server: the built server (dist/main.js, its own process, PGlite in a data
// folder) takes the largest writes its limits allow, one after the other, while /healthz is asked every 100 ms:
// a spreadsheet import of a full set through the import_questions function, a bulk insert of a full set through
// /rest/v1/questions, and an anonymous visitor's bulk insert of problem reports of about 1 MB. It prints how
// long each write took and the longest any /healthz waited for its answer; the server should never keep it
// waiting a second.
//
//   pnpm bench:write                        (from the repository root; builds the server first)
import os from 'node:os';
import { call, signUp, startServer } from './server-bench.mjs';

/** The most a set, an import and one insert may hold, and the longest texts the database's checks allow. */
const QUESTIONS_PER_SET = 500;
const REPORTS_PER_INSERT = 1_000;
const QUESTION_LENGTH = 500;
const ANSWER_LENGTH = 500;
const OPTION_LENGTH = 200;
const REPORT_BYTES = 1_000_000;
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

/** A text of exactly `length` characters that starts with `label`. */
const padded = (label, length) => label.padEnd(length, 'x');

/** A full set's questions for the import, every other one multiple choice with four options, each text as long as allowed. */
function importedQuestions() {
  return Array.from({ length: QUESTIONS_PER_SET }, (_, index) =>
    index % 2 === 0
      ? {
          question: padded(`Question ${index} `, QUESTION_LENGTH),
          answer: padded(`Answer ${index} `, ANSWER_LENGTH),
          question_type: 'normal',
        }
      : {
          question: padded(`Question ${index} `, QUESTION_LENGTH),
          question_type: 'multiple_choice',
          options: [0, 1, 2, 3].map((position) => ({
            option_text: padded(`Option ${position} `, OPTION_LENGTH),
            is_correct: position === 0,
          })),
        },
  );
}

/** A full set's questions as rows for a bulk insert into /rest/v1/questions. */
function insertedQuestions(setId) {
  return Array.from({ length: QUESTIONS_PER_SET }, (_, index) => ({
    question_set_id: setId,
    position: index,
    question: padded(`Question ${index} `, QUESTION_LENGTH),
    answer: padded(`Answer ${index} `, ANSWER_LENGTH),
    question_type: 'normal',
  }));
}

/** As many problem reports as one insert may carry, weighing about REPORT_BYTES in all. */
function problemReports() {
  const length = Math.floor(REPORT_BYTES / REPORTS_PER_INSERT) - 40;
  return Array.from({ length: REPORTS_PER_INSERT }, (_, index) => ({
    category: 'bug',
    description: padded(`Report ${index} `, length),
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
    `  ${name} (${(text.length / 1e6).toFixed(2)} MB, ${body.questions?.length ?? body.length} rows): ${response.status} in ${took} ms; ` +
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
  const newSet = async (name) => {
    const [set] = await call(server, '/rest/v1/question_sets?select=id', {
      method: 'POST',
      token: author.token,
      prefer: 'return=representation',
      body: [{ game_name: name, question_format: 'mixed', created_by: author.id }],
    });
    return set.id;
  };
  await measure(server, 'import_questions', '/rest/v1/rpc/import_questions', author.token, {
    set_id: await newSet('Bench import'),
    questions: importedQuestions(),
  });
  await measure(
    server,
    'bulk insert of questions',
    '/rest/v1/questions',
    author.token,
    insertedQuestions(await newSet('Bench insert')),
  );
  await measure(
    server,
    'anonymous bulk insert of problem reports',
    '/rest/v1/problem_reports',
    server.anonKey,
    problemReports(),
  );
} finally {
  await server.stop();
}
