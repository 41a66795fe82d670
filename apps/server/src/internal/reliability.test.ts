import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './db/postgres';
import { LOCK_FILE } from './lock';
import type { ServerProcess } from './test-fixture/server-process';
import {
  buildMain,
  exited,
  launch as launchMain,
  startProcess as startMain,
} from './test-fixture/server-process';

// The server as people run it: `node main.js` in its own process, on a data folder, killed without warning.

const PASSWORD = 'Correct-Horse-9';

let main: string;
let dataDir: string;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  main = await buildMain('quizcoop-reliability');
  dataDir = await mkdtemp(join(tmpdir(), 'quizcoop-reliability-'));
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function settingsWith(settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    QUIZCOOP_DATA_DIR: dataDir,
    QUIZCOOP_EMAIL_CONFIRM: 'off',
    QUIZCOOP_RATE_LIMIT_SIGN_IN: '1000000',
    ...settings,
  };
}

function launch(settings: NodeJS.ProcessEnv = {}): ChildProcess {
  return launchMain(main, settingsWith(settings), running);
}

/** Starts `node main.js` on the test's data folder and waits for it to print its URL and anon key. */
function startProcess(settings: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  return startMain(main, settingsWith(settings), running);
}

async function post(server: ServerProcess, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.anonKey },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('a configuration mistake', () => {
  it('stops the start with a message naming the variable', async () => {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: 'eighty', QUIZCOOP_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect((await exited(child)).code).toBe(1);
    expect(output.trim()).toBe(
      'Quiz Coop cannot start: PORT must be a whole number from 0 to 65535, not "eighty".',
    );
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});

describe('the server process', () => {
  let first: ServerProcess;
  const committed: string[] = [];

  it('prints its URL, its mailbox and the anon key', async () => {
    first = await startProcess();
    expect(first.output()).toMatch(/Quiz Coop is running at http:\/\/localhost:\d+/);
    expect(first.output()).toMatch(
      /Mailbox: local, every email the server sends, readable on this machine only: http:\/\/localhost:\d+\/_mailbox/,
    );
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
  }, 180_000);

  it('killed with SIGKILL in the middle of writes, loses no committed row and starts again cleanly', async () => {
    let stop = false;
    let next = 0;
    const writer = async () => {
      while (!stop) {
        const email = `teacher.${next++}@school.example`;
        const status = await post(first, '/signup', { email, password: PASSWORD }).catch(() => 0);
        if (status === 200) committed.push(email);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await expect.poll(() => committed.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });

    const restarted = await startProcess();
    expect(restarted.anonKey).toBe(first.anonKey);
    for (const email of committed) {
      expect({
        email,
        status: await post(restarted, '/token?grant_type=password', { email, password: PASSWORD }),
      }).toEqual({
        email,
        status: 200,
      });
    }
    first = restarted;
  }, 240_000);

  it('refuses a second server on the same data folder, naming the process that holds it', async () => {
    const second = launch();
    let output = '';
    second.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect((await exited(second)).code).toBe(1);
    expect(output).toContain(
      `Quiz Coop cannot start: The data folder ${dataDir} is in use by another Quiz Coop server (process ${first.child.pid})`,
    );
    expect(await post(first, '/token?grant_type=password', { email: committed[0], password: PASSWORD })).toBe(
      200,
    );
  }, 60_000);

  it('gives the data folder back when stopped', async () => {
    first.child.kill('SIGTERM');
    expect((await exited(first.child)).code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);
});

describe('the server process sending email through SMTP', () => {
  it('turns the mailbox off and says so, and names the proxy it trusts', async () => {
    const server = await startProcess({ SMTP_URL: 'smtp://127.0.0.1:9', QUIZCOOP_TRUST_PROXY: '1' });
    try {
      expect(server.output()).toContain(
        'Mailbox: off, emails go out through SMTP_URL (QUIZCOOP_MAILBOX=local shows them on this machine too)',
      );
      expect(server.output()).toContain('Client addresses: from X-Forwarded-For, behind 1 proxy');
      for (const path of ['/_mailbox', '/_mailbox/api/messages']) {
        const answer = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      }
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
  }, 180_000);
});

describe.each(process.env.QUIZCOOP_TEST_DATABASE_URL ? [process.env.QUIZCOOP_TEST_DATABASE_URL] : [])(
  'on PostgreSQL (%s)',
  (url) => {
    it('survives PostgreSQL closing its idle connections, and keeps answering', async () => {
      const database = await openPostgres(url, 2);
      try {
        const { rows: connection } = await database.query<{ pid: number }>('select pg_backend_pid() as pid');
        const admin = await openPostgres(url, 1);
        await admin.query('select pg_terminate_backend($1)', [connection[0]!.pid]);
        await admin.close();
        await new Promise((resolveWait) => setTimeout(resolveWait, 200));
        const { rows } = await database.query<{ answer: number }>('select 42 as answer');
        expect(rows).toEqual([{ answer: 42 }]);
      } finally {
        await database.close();
      }
    });
  },
);
