import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from './db/paths';
import { LOCK_FILE } from './lock';
import { buildMain, exited, startProcess } from './test-fixture/server-process';

// How an operator runs the server: `npm run serve`, and the systemd unit in deploy/systemd.

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const unitFile = join(paths.root, 'deploy', 'systemd', 'quizcoop.service');

let main: string;
let scratch: string;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  main = await buildMain('quizcoop-service');
  scratch = await mkdtemp(join(tmpdir(), 'quizcoop-service-'));
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

/** The seconds systemd gives the service to stop after SIGTERM before it kills it. */
async function stopTimeoutSeconds(): Promise<number> {
  const unit = await readFile(unitFile, 'utf8');
  return Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)![1]);
}

describe('the systemd unit', () => {
  it('runs the built server as its own user, restarting it and stopping it with SIGTERM', async () => {
    const unit = await readFile(unitFile, 'utf8');
    for (const line of [
      'User=quizcoop',
      'ExecStart=/usr/bin/node /opt/quizcoop/apps/server/dist/main.js',
      'Environment=QUIZCOOP_DATA_DIR=/var/lib/quizcoop',
      'StateDirectory=quizcoop quizcoop-backups',
      'Restart=on-failure',
      'KillSignal=SIGTERM',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'PrivateTmp=yes',
    ]) {
      expect(unit.split('\n')).toContain(line);
    }
  });

  // systemd-analyze checks that ExecStart's program exists, so a copy points at this checkout and its Node.
  it.skipIf(!existsSync(SYSTEMD_ANALYZE))(
    `passes systemd-analyze verify${existsSync(SYSTEMD_ANALYZE) ? '' : ' (SKIPPED: no systemd-analyze here)'}`,
    async () => {
      const unit = (await readFile(unitFile, 'utf8'))
        .replaceAll('/usr/bin/node', process.execPath)
        .replaceAll('/opt/quizcoop', paths.root);
      const copy = join(scratch, 'quizcoop.service');
      await writeFile(copy, unit);
      const result = spawnSync(SYSTEMD_ANALYZE, ['verify', copy], { encoding: 'utf8' });
      expect({ status: result.status, output: `${result.stdout}${result.stderr}` }).toEqual({
        status: 0,
        output: '',
      });
    },
  );
});

describe('the server told to stop with SIGTERM', () => {
  it('answers the request under way, closes the database and exits 0 within the stop timeout', async () => {
    const dataDir = join(scratch, 'stopping');
    const server = await startProcess(main, { QUIZCOOP_DATA_DIR: dataDir }, running);
    const body = JSON.stringify({ email: 'nobody@school.example', password: 'not-the-password' });
    let bodyFinished = false;
    const answer = new Promise<number>((resolveAnswer, rejectAnswer) => {
      const sent = request(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      sent.on('response', (response) => {
        expect(bodyFinished).toBe(true);
        response.resume();
        resolveAnswer(response.statusCode!);
      });
      sent.on('error', rejectAnswer);
      sent.write(body.slice(0, 10));
      // The rest of the body arrives only after the server was told to stop.
      setTimeout(() => {
        bodyFinished = true;
        sent.end(body.slice(10));
      }, 500);
    });
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    const stopStarted = Date.now();
    server.child.kill('SIGTERM');
    expect(await answer).toBe(400);
    const { code } = await exited(server.child);
    expect(code).toBe(0);
    expect(Date.now() - stopStarted).toBeLessThan((await stopTimeoutSeconds()) * 1000);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

describe('npm run serve', () => {
  /** A copy of the repository's scripts in a folder of its own, as if the repository were there. */
  async function checkoutWithScripts(name: string): Promise<string> {
    const root = join(scratch, name);
    await cp(join(paths.root, 'scripts'), join(root, 'scripts'), { recursive: true });
    return root;
  }

  it('says in one line that the server is not built, and what to run instead', async () => {
    const root = await checkoutWithScripts('unbuilt');
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'serve.mjs')], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      '✘ Quiz Coop is not built yet: run `npm run build` first, or `npm start` to install, build and start it.',
    );
  });

  it('starts the built server with its data in the repository’s .data folder, and stops it cleanly', async () => {
    const root = await checkoutWithScripts('built');
    const dist = join(root, 'apps', 'server', 'dist');
    await mkdir(dist, { recursive: true });
    // The repository's dist/main.js, standing for the one `npm run build` makes there.
    await writeFile(join(dist, 'main.js'), `import ${JSON.stringify(pathToFileURL(main).href)};\n`);
    const server = await startProcess(
      join(root, 'scripts', 'serve.mjs'),
      { QUIZCOOP_DATA_DIR: undefined },
      running,
    );
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', database: 'ok' });
    expect(existsSync(join(root, '.data', 'pgdata'))).toBe(true);
    server.child.kill('SIGTERM');
    expect((await exited(server.child)).code).toBe(0);
  }, 120_000);

  it('is what package.json runs for `npm run serve`', async () => {
    const manifest = JSON.parse(await readFile(join(paths.root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.serve).toBe('node scripts/serve.mjs');
  });
});
