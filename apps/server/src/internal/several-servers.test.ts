import { execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './db/test-databases';
import { testDatabaseVariants } from './db/test-databases';
import type { ServerProcess } from './test-fixture/server-process';
import { buildMain, exited, startProcess } from './test-fixture/server-process';

// Several server processes over one PostgreSQL database, each with its own memory: whatever a request needs
// must be where every process finds it.

const PASSWORD = 'Correct-Horse-9';
const SIGN_IN_LIMIT = 4;

const postgres = testDatabaseVariants().filter((variant) => variant.name === 'PostgreSQL');

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  { body, token, from }: { body?: unknown; token?: string; from: string },
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token ?? server.anonKey}`,
      'content-type': 'application/json',
      // Each test is its own client address, so one test's rate limits leave the others alone.
      'x-forwarded-for': from,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function mailboxCode(server: ServerProcess, to: string): Promise<string | undefined> {
  const response = await fetch(`${server.url}/_mailbox/api/messages?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as { text: string }[];
  return messages[0] && /\bcode\b[^\n\d]*(\d{6})\b/i.exec(messages[0].text)?.[1];
}

describe.each(postgres)('two server processes on one $name database', (variant) => {
  let testDatabase: TestDatabase;
  let main: string;
  const running = new Set<ChildProcess>();
  let a: ServerProcess;
  let b: ServerProcess;

  let dataDir: string;

  const settings = (): NodeJS.ProcessEnv => ({
    DATABASE_URL: testDatabase.url,
    // One folder for both, as servers on one PostgreSQL share their uploads.
    QUIZCOOP_DATA_DIR: dataDir,
    QUIZCOOP_WORKERS: '1',
    QUIZCOOP_TRUST_PROXY: '1',
    QUIZCOOP_EMAIL_CONFIRM: 'off',
    QUIZCOOP_RATE_LIMIT_SIGN_IN: String(SIGN_IN_LIMIT),
    QUIZCOOP_RATE_LIMIT_EMAIL_INTERVAL: '0',
  });

  beforeAll(async () => {
    [testDatabase, main] = await Promise.all([variant.create(), buildMain('quizcoop-several-servers')]);
    dataDir = await mkdtemp(join(tmpdir(), 'quizcoop-several-servers-'));
    // One after the other: the first brings the database up to date, the second finds nothing to do.
    a = await startProcess(main, settings(), running);
    b = await startProcess(main, settings(), running);
  }, 180_000);

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await testDatabase?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function signUp(server: ServerProcess, from: string): Promise<{ email: string }> {
    const email = `teacher.${from.replaceAll('.', '-')}@school.example`;
    const answer = await call(server, 'POST', '/auth/v1/signup', {
      body: { email, password: PASSWORD },
      from,
    });
    expect(answer.status).toBe(200);
    return { email };
  }

  it('sign with one generated secret, so both hand out the same anon key', () => {
    expect(a.anonKey).toBe(b.anonKey);
  });

  it('hold sign-in attempts spread over both to one limit', async () => {
    const from = '10.0.1.1';
    const { email } = await signUp(a, '10.0.1.2');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const body = { email, password: 'Wrong-Horse-9' };
      statuses.push(
        (await call(server, 'POST', '/auth/v1/token?grant_type=password', { body, from })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('refuse on one a session signed out on the other: its access token and its refresh token', async () => {
    const from = '10.0.2.1';
    const { email } = await signUp(a, from);
    const signIn = await call(a, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password: PASSWORD },
      from,
    });
    const token = signIn.body.access_token as string;
    const refreshToken = signIn.body.refresh_token as string;
    // B now remembers the session as live, as it does for a burst of requests (twice: B's first read of the
    // schema counts as a write, after which nothing is remembered).
    for (let read = 0; read < 2; read += 1) {
      expect((await call(b, 'GET', '/rest/v1/profiles?select=username', { token, from })).status).toBe(200);
    }

    expect((await call(a, 'POST', '/auth/v1/logout', { token, from })).status).toBe(204);

    expect((await call(b, 'GET', '/rest/v1/profiles?select=username', { token, from })).status).toBe(401);
    expect((await call(b, 'GET', '/auth/v1/user', { token, from })).status).toBe(403);
    const refresh = await call(b, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: refreshToken },
      from,
    });
    expect(refresh.status).toBe(400);
  });

  it('show in each mailbox the email the other sent, and verify there the code it holds', async () => {
    const from = '10.0.3.1';
    const { email } = await signUp(a, from);
    expect((await call(a, 'POST', '/auth/v1/otp', { body: { email }, from })).status).toBe(200);
    await expect.poll(() => mailboxCode(b, email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    const code = (await mailboxCode(b, email))!;

    const verified = await call(b, 'POST', '/auth/v1/verify', {
      body: { email, token: code, type: 'email' },
      from,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toEqual(expect.any(String));
    const again = await call(a, 'POST', '/auth/v1/verify', {
      body: { email, token: code, type: 'email' },
      from,
    });
    expect(again.status).toBe(403);
  });
});

const childrenOf = async (pid: number): Promise<number[]> => {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'pid=', '--ppid', String(pid)]).catch(() => ({
    stdout: '',
  }));
  return stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
};

/** A connection of its own, never one kept alive with a worker that has since died. */
function healthOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolveStatus, rejectStatus) => {
    get(`${url}/healthz`, { agent: false }, (response) => {
      response.resume();
      resolveStatus(response.statusCode);
    }).once('error', rejectStatus);
  });
}

describe.each(postgres)('the server as several worker processes on $name', (variant) => {
  let testDatabase: TestDatabase;
  let main: string;
  const running = new Set<ChildProcess>();
  let server: ServerProcess;

  beforeAll(async () => {
    [testDatabase, main] = await Promise.all([variant.create(), buildMain('quizcoop-several-servers')]);
    server = await startProcess(
      main,
      {
        DATABASE_URL: testDatabase.url,
        QUIZCOOP_DATA_DIR: 'memory://',
        QUIZCOOP_WORKERS: '2',
        QUIZCOOP_METRICS: 'on',
      },
      running,
    );
  }, 180_000);

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await testDatabase?.drop();
  });

  it('says once where it runs and with which key, for a port chosen at random', async () => {
    const output = server.output();
    expect(output.match(/Quiz Coop is running at/g)).toHaveLength(1);
    expect(output.match(/Anon key:/g)).toHaveLength(1);
    expect(output).toContain('Server processes: 2 (QUIZCOOP_WORKERS)');
    expect(await childrenOf(server.child.pid!)).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => healthOnNewConnection(server.url)));
    expect(answers).toEqual(Array(8).fill(200));
  });

  it('shows every worker’s figures in one scrape, whichever worker answers it', async () => {
    const healthzCounts = async () => {
      const response = await fetch(`${server.url}/metrics`, { headers: { connection: 'close' } });
      const text = await response.text();
      const counts = new Map<string, number>();
      const pattern =
        /^quizcoop_http_requests_total\{method="GET",group="healthz",status="2xx",worker="(\d+)"\} (\d+)$/gm;
      for (const [, worker, count] of text.matchAll(pattern)) counts.set(worker!, Number(count));
      expect(text.match(/^# TYPE quizcoop_http_requests_total counter$/gm)).toHaveLength(1);
      expect(text.match(/^process_resident_memory_bytes\{worker="\d+"\} \d+$/gm)).toHaveLength(2);
      return counts;
    };
    const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
    const before = sum(await healthzCounts());
    const answers = await Promise.all(Array.from({ length: 12 }, () => healthOnNewConnection(server.url)));
    expect(answers).toEqual(Array(12).fill(200));
    for (let scrape = 0; scrape < 4; scrape += 1) {
      const counts = await healthzCounts();
      expect(sum(counts)).toBe(before + 12);
      expect(counts.size).toBe(2);
    }
  });

  it('replaces a worker that dies, and answers on new connections after', async () => {
    const [victim, survivor] = await childrenOf(server.child.pid!);
    process.kill(victim!, 'SIGKILL');
    const replaced = async () => {
      const workers = (await childrenOf(server.child.pid!)).filter((pid) => pid !== victim);
      return workers.length === 2 && workers.includes(survivor!);
    };
    await expect.poll(replaced, { timeout: 20_000 }).toBe(true);
    expect(server.output()).toContain('A server process stopped unexpectedly (SIGKILL); starting another.');
    const answers = await Promise.all(Array.from({ length: 8 }, () => healthOnNewConnection(server.url)));
    expect(answers).toEqual(Array(8).fill(200));
  }, 30_000);

  it('stops every worker, then itself, on SIGTERM', async () => {
    const workers = await childrenOf(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
