#!/usr/bin/env node
// How fast a teacher's reports answer once they keep 500 games: the built server (dist/main.js, its own process)
// on a fresh PostgreSQL database, with the read cache off so every request runs its statement. One teacher keeps
// 500 games, each sent through record_game as the browser sends it (4 teams, 10 rounds of 4 questions and 2
// Score Scrambles, from the official library and a set of their own); 50 other teachers keep 100 games each
// beside them, written straight into the tables. It then times, one request at a time, the calls the reports
// send (the games' list, the list filtered by set, one game with its turns, and the hardest questions) and prints
// the median, the 95th percentile and the slowest of each, and the CPU each request cost the server and the
// database's own PostgreSQL backends, with the machine, Node and PostgreSQL versions.
//
//   pnpm bench:reports                      (from the repository root; builds the server first)
//
// PostgreSQL is the server named by QUIZCOOP_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
// the database made for the run is dropped afterwards.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { cpuOfProcesses, cpuSnapshot } from './cpu-time.mjs';
import { call, signUp, startServer } from './server-bench.mjs';

const POSTGRES_ADMIN_URL =
  process.env.QUIZCOOP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEPT_GAMES = 500;
const OTHER_TEACHERS = 50;
const OTHER_GAMES_EACH = 100;
const ROUNDS = 10;
const TEAMS = 4;
const RUNS = 50;
const WARM_UP_RUNS = 5;
const TARGET_MS = 200;
const SEND_CONCURRENCY = 4;

// What fetchKeptGames and fetchKeptGame in @quizcoop/api ask for.
const TEAM_COLUMNS = 'position,name,colour,score,answered,correct,question_set_id,question_set_title';
const TURN_COLUMNS =
  'position,round,team_position,kind,question_id,question_text,mark,chosen_option,effect,scramble_outcome,points';
const LIST = `/rest/v1/games?select=id,started_at,ended_at,rounds,ended_by,game_teams(${TEAM_COLUMNS})&order=started_at.desc,id.asc&game_teams.order=position.asc&game_teams.limit=4&limit=500`;

const COLOURS = ['#FE2602', '#FE691C', '#557B1F', '#186DA8'];

/** One finished game as @quizcoop/api sends it: every team answers a question each round, two scrambles. */
function keptGame(index, sets) {
  const started = new Date(Date.now() - index * 3 * 3_600_000);
  const turns = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (let team = 0; team < TEAMS; team += 1) {
      const { questions } = sets[team];
      const question = questions[(index * 7 + round * TEAMS + team) % questions.length];
      const right = (index + round + team) % 3 !== 0;
      turns.push({
        kind: 'question',
        round,
        team_position: team,
        question_id: question.id,
        question_text: question.question,
        mark: right ? 'correct' : 'incorrect',
        chosen_option: null,
        effect: null,
        points: right ? 10 : 0,
      });
    }
    if (round % 5 === 0)
      turns.push({ kind: 'scramble', round, team_position: round % TEAMS, outcome: 'Double', points: 20 });
  }
  return {
    client_id: randomUUID(),
    started_at: started.toISOString(),
    ended_at: new Date(started.getTime() + 1_800_000).toISOString(),
    rounds: ROUNDS,
    ended_by: 'end_game',
    teams: sets.map((set, team) => ({
      name: `Team ${team + 1}`,
      colour: COLOURS[team],
      score: 70,
      answered: ROUNDS,
      correct: 7,
      question_set_id: set.id,
      question_set_title: set.title,
    })),
    turns,
  };
}

/** The teacher's sets: three official ones and one of their own with 20 questions. */
async function setsOf(server, teacher) {
  const official = await call(
    server,
    '/rest/v1/question_sets?select=id,game_name,questions(id,question)&is_official=eq.true&questions.is_premium=eq.false&order=game_name&limit=3',
    { token: teacher.token },
  );
  const [own] = await call(server, '/rest/v1/question_sets?select=id', {
    method: 'POST',
    token: teacher.token,
    prefer: 'return=representation',
    body: [{ game_name: 'Bench fractions' }],
  });
  await call(server, '/rest/v1/rpc/import_questions', {
    method: 'POST',
    token: teacher.token,
    body: {
      set_id: own.id,
      questions: Array.from({ length: 20 }, (_, index) => ({
        question: `What is ${index} + ${index}?`,
        answer: `${index * 2}`,
      })),
    },
  });
  const ownQuestions = await call(
    server,
    `/rest/v1/questions?select=id,question&question_set_id=eq.${own.id}`,
    {
      token: teacher.token,
    },
  );
  return [
    ...official.map((set) => ({ id: set.id, title: set.game_name, questions: set.questions })),
    { id: own.id, title: 'Bench fractions', questions: ownQuestions },
  ];
}

async function sendGames(server, teacher, sets) {
  let next = 0;
  async function worker() {
    while (next < KEPT_GAMES) {
      const index = next++;
      await call(server, '/rest/v1/rpc/record_game', {
        method: 'POST',
        token: teacher.token,
        body: { game: keptGame(index, sets) },
      });
    }
  }
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
}

/** Other teachers' games, written as the table owner: they only have to be there, beside the teacher's. */
async function writeOtherGames(database, sets) {
  await database.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'other-' || n || '@bench.test', now()
     from generate_series(1, $1) as n`,
    [OTHER_TEACHERS],
  );
  await database.query(
    `with owners as (select id from auth.users where email like 'other-%@bench.test'),
     games as (
       insert into public.games (owner_id, client_id, started_at, ended_at, rounds, ended_by)
       select owners.id, gen_random_uuid(), now() - n * interval '3 hours', now() - n * interval '3 hours' + interval '30 minutes', $2, 'end_game'
       from owners cross join generate_series(1, $1) as n
       returning id
     ),
     teams as (
       insert into public.game_teams (game_id, position, name, colour, score, answered, correct, question_set_id, question_set_title)
       select games.id, team, 'Team ' || team, '#FE2602', 70, $2, 7, $3::uuid, 'Official'
       from games cross join generate_series(0, 3) as team
       returning game_id, position
     )
     insert into public.game_turns (game_id, position, round, team_position, kind, question_id, question_text, mark, points)
     select teams.game_id, (round - 1) * 4 + teams.position, round, teams.position, 'question', $4::uuid, 'Noise', 'correct', 10
     from teams cross join generate_series(1, $2) as round`,
    [OTHER_GAMES_EACH, ROUNDS, sets[0].id, sets[0].questions[0].id],
  );
  await database.query('analyze public.games, public.game_teams, public.game_turns');
}

/** The PostgreSQL backends serving the bench's database: the server's connections. */
async function backendsOf(database, name) {
  const { rows } = await database.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.map((row) => row.pid);
}

/**
 * The CPU the calls between two readings cost the server and the database's own PostgreSQL backends (not the
 * rest of a PostgreSQL other work shares), per call. A backend that closes in between is left out: it was idle.
 */
function cpuPerCall(before, after, calls) {
  let postgres = 0;
  for (const [pid, cpuMs] of after.backends) postgres += cpuMs - (before.backends.get(pid) ?? 0);
  const round = (ms) => Math.round((ms / calls) * 10) / 10;
  return { server: round(after.server - before.server), postgres: round(postgres) };
}

/**
 * Times a call one request at a time, and the CPU it costs the server and PostgreSQL per request: a figure that
 * other work on the machine moves much less than the time, and whose sum is about the time an idle machine takes.
 */
async function timed(server, teacher, path, method, database, name) {
  const durations = [];
  const send = () =>
    call(server, path, { method, token: teacher.token, ...(method === 'POST' ? { body: {} } : {}) });
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await send();
  const reading = async () => ({
    server: cpuSnapshot(server.pid)?.server ?? 0,
    backends: cpuOfProcesses(await backendsOf(database, name)),
  });
  const before = await reading();
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await send();
    durations.push(performance.now() - started);
  }
  const cpu = cpuPerCall(before, await reading(), RUNS);
  durations.sort((a, b) => a - b);
  const at = (share) => durations[Math.min(durations.length - 1, Math.floor(share * durations.length))];
  return { median: at(0.5), p95: at(0.95), max: durations.at(-1), cpu };
}

const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
await admin.connect();
const { rows: versions } = await admin.query('show server_version');
const name = `quizcoop_bench_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
const databaseUrl = new URL(POSTGRES_ADMIN_URL);
databaseUrl.pathname = `/${name}`;
const database = new pg.Client({ connectionString: databaseUrl.toString() });
let server;
try {
  console.log(
    `On ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
      `Node ${process.version}, PostgreSQL ${versions[0].server_version}, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  server = await startServer('reports', {
    DATABASE_URL: databaseUrl.toString(),
    QUIZCOOP_READ_CACHE_MS: '0',
  });
  await database.connect();
  const teacher = await signUp(server, 'reports@bench.test');
  const sets = await setsOf(server, teacher);
  const sending = performance.now();
  await sendGames(server, teacher, sets);
  console.log(
    `Kept ${KEPT_GAMES} games of ${TEAMS} teams and ${ROUNDS * TEAMS + ROUNDS / 5} turns through record_game in ` +
      `${Math.round(performance.now() - sending)} ms; writing ${OTHER_TEACHERS * OTHER_GAMES_EACH} games of other teachers.`,
  );
  await writeOtherGames(database, sets);
  const [someGame] = await call(server, '/rest/v1/games?select=id&limit=1', { token: teacher.token });
  const calls = [
    ['the games list (500 games, their teams)', LIST, 'GET'],
    [
      'the list filtered by a set',
      `${LIST.replace('game_teams(', `played:game_teams!inner(),game_teams(`)}&played.question_set_id=eq.${sets[3].id}&played.limit=4`,
      'GET',
    ],
    [
      'one game with its turns',
      `/rest/v1/games?select=id,started_at,game_teams(${TEAM_COLUMNS}),game_turns(${TURN_COLUMNS})&id=eq.${someGame.id}&game_teams.limit=4&game_turns.limit=2000&limit=1`,
      'GET',
    ],
    ['hardest questions (all games)', '/rest/v1/rpc/hardest_questions', 'POST'],
  ];
  console.log(`Each call ${RUNS} times after ${WARM_UP_RUNS} to warm up, one at a time (ms):`);
  let allWithin = true;
  for (const [label, path, method] of calls) {
    const figures = await timed(server, teacher, path, method, database, name);
    allWithin &&= figures.p95 <= TARGET_MS;
    const cpu = `; CPU per request: server ${figures.cpu.server}, PostgreSQL ${figures.cpu.postgres}`;
    console.log(
      `  ${label}: median ${figures.median.toFixed(1)}, p95 ${figures.p95.toFixed(1)}, slowest ${figures.max.toFixed(1)}${cpu}`,
    );
  }
  const filtered = await call(server, '/rest/v1/rpc/hardest_questions', {
    method: 'POST',
    token: teacher.token,
    body: { set_id: sets[3].id },
  });
  console.log(`  (the hardest questions of the teacher's own set: ${filtered.length} questions)`);
  console.log(allWithin ? `Every p95 is within ${TARGET_MS} ms.` : `Some p95 is over ${TARGET_MS} ms.`);
} finally {
  await server?.stop();
  await database.end().catch(() => undefined);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
