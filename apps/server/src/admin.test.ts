import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMain, bundle, pgliteWorkerEntry, startProcess } from './internal/test-fixture/server-process';

// The admin commands as `npm run backup` and `npm run restore` run them: a process of their own, started from the
// repository root with the folder the operator typed the command in as INIT_CWD.

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const running = new Set<ChildProcess>();
let scratch: string;
let admin: string;
let main: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'quizcoop-admin-'));
  const outDir = join(serverRoot, 'node_modules', '.cache', 'quizcoop-admin');
  [main] = await Promise.all([
    buildMain('quizcoop-admin-server'),
    bundle({ admin: join(serverRoot, 'src', 'admin.ts'), ...pgliteWorkerEntry }, outDir),
  ]);
  admin = join(outDir, 'admin.js');
}, 120_000);

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

function runAdmin(args: string[], settings: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [admin, ...args], {
    cwd: serverRoot,
    env: { ...process.env, INIT_CWD: scratch, DATABASE_URL: '', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolveRun) =>
    child.once('exit', (code) => resolveRun({ code, stdout, stderr })),
  );
}

describe('the admin commands', () => {
  it('explain how they are used', async () => {
    const { code, stderr } = await runAdmin([], {});
    expect(code).toBe(2);
    expect(stderr).toBe('Usage: npm run backup -- <file>   |   npm run restore -- <file> [--force]\n');
  });

  it('refuse a file that is not a backup in one line, with a failing exit code', async () => {
    await writeFile(join(scratch, 'notes.txt'), 'not a backup');
    const { code, stdout, stderr } = await runAdmin(['restore', 'notes.txt'], {
      QUIZCOOP_DATA_DIR: join(scratch, 'untouched'),
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`Restore failed: ${join(scratch, 'notes.txt')}: this is not a Quiz Coop backup.\n`);
    expect(existsSync(join(scratch, 'untouched'))).toBe(false);
  });

  it('back up a running server into the folder the command was typed in, and restore it elsewhere', async () => {
    const source = join(scratch, 'source');
    const server = await startProcess(
      main,
      { QUIZCOOP_DATA_DIR: source, QUIZCOOP_BACKUP_EVERY: '1d' },
      running,
    );
    expect(server.output()).toContain(
      `Backups: every 1 d into ${join(source, 'backups')}, keeping the newest 7\n`,
    );
    try {
      const backup = await runAdmin(['backup', 'nightly.quizcoop-backup'], { QUIZCOOP_DATA_DIR: source });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const lines = backup.stdout.trimEnd().split('\n');
      expect(lines[0]).toBe(`Backed up the data folder ${source} (taken by the running server).`);
      expect(lines[1]).toMatch(
        new RegExp(
          `^Wrote ${join(scratch, 'nightly.quizcoop-backup')} \\(\\d+\\.\\d KB\\) in \\d+\\.\\d s: `,
        ),
      );
      // The server went on serving.
      expect((await fetch(`${server.url}/auth/v1/health`)).status).toBeLessThan(500);
    } finally {
      server.child.kill('SIGTERM');
    }
    const restore = await runAdmin(['restore', 'nightly.quizcoop-backup'], {
      QUIZCOOP_DATA_DIR: join(scratch, 'copy'),
    });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored into the data folder ${join(scratch, 'copy')} in `);
  }, 120_000);
});
