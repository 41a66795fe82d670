#!/usr/bin/env node
// Makes the upgrade test's fixture: the data of a released version, backed up. Run it at each release:
//
//   node apps/server/scripts/make-upgrade-fixture.mjs <commit of the release>
//
// It unpacks that commit into a temporary folder, installs and builds its server there, starts it on a new data
// folder, fills it through its HTTP API (teachers, question sets, a picture), stops it, and backs the folder up
// with this version's `backup` command, which reads an older schema without changing it. The backup and what it
// holds go to src/internal/backup/fixtures/; commit both.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'tsup';

const commit = process.argv[2];
if (!commit) {
  console.error('Usage: node apps/server/scripts/make-upgrade-fixture.mjs <commit of the previous release>');
  process.exit(2);
}

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = join(serverRoot, '..', '..');
const fixtures = join(serverRoot, 'src', 'internal', 'backup', 'fixtures');
const pnpm = ['--yes', 'pnpm@10.34.9'];

function run(title, command, args, cwd, env = {}) {
  console.log(`▶ ${title}`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

async function startRelease(main, dataDir) {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      QUIZCOOP_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      QUIZCOOP_EMAIL_CONFIRM: 'false',
      QUIZCOOP_WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  for await (const chunk of child.stdout) {
    output += chunk;
    const url = /running at (\S+)/.exec(output)?.[1];
    const anonKey = /Anon key: (\S+)/.exec(output)?.[1];
    if (url && anonKey) return { child, url, anonKey };
  }
  throw new Error(`The release's server stopped before serving:\n${output}`);
}

const scratch = await mkdtemp(join(tmpdir(), 'quizcoop-release-'));
try {
  const release = join(scratch, 'release');
  run(
    `Unpacking ${commit}`,
    'sh',
    ['-c', `mkdir -p ${release} && git archive ${commit} | tar -x -C ${release}`],
    repositoryRoot,
  );
  run(
    'Installing its dependencies',
    'npx',
    [...pnpm, 'install', '--frozen-lockfile', '--prefer-offline'],
    release,
  );
  run('Building its server', 'npx', [...pnpm, '--filter', '@quizcoop/server', 'build'], release);
  run('Building this version’s server', 'npx', ['tsup'], serverRoot);

  await build({
    entry: { classroom: join(serverRoot, 'src', 'internal', 'backup', 'test-classroom.ts') },
    outDir: join(scratch, 'classroom'),
    format: ['esm'],
    platform: 'node',
    config: false,
    silent: true,
  });
  const { fillClassroom } = await import(pathToFileURL(join(scratch, 'classroom', 'classroom.js')).href);

  const dataDir = join(scratch, 'data');
  const server = await startRelease(join(release, 'apps', 'server', 'dist', 'main.js'), dataDir);
  console.log(`▶ Filling the release's server at ${server.url}`);
  const classroom = await fillClassroom(server, 'release');
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');

  const backup = join(fixtures, 'previous-release.quizcoop-backup');
  await rm(backup, { force: true });
  run(
    'Backing its data folder up',
    process.execPath,
    [join(serverRoot, 'dist', 'admin.js'), 'backup', backup],
    serverRoot,
    { QUIZCOOP_DATA_DIR: dataDir, DATABASE_URL: '' },
  );
  await writeFile(
    join(fixtures, 'previous-release.json'),
    `${JSON.stringify({ commit: execFileSync('git', ['rev-parse', commit], { cwd: repositoryRoot, encoding: 'utf8' }).trim(), classroom }, null, 2)}\n`,
  );
  console.log(`✔ Wrote ${backup} and previous-release.json`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
