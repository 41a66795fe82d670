// Type-checks every edge function's Deno entry as hosted Supabase runs it. Deno comes from npm (the `deno`
// package's per-platform binaries); where npm has none for this machine, the check says so and steps aside.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const functionsFolder = join(here, '..', '..', 'supabase', 'functions');
const deno = createRequire(import.meta.url).resolve('deno/bin.cjs');
// The npm packages the functions import are cached here, not in the home folder. Deno trusts the machine's
// certificate authorities as well as its own, as npm does, so a registry reached through a school's or a
// company's inspecting proxy answers it too.
const env = {
  DENO_TLS_CA_STORE: 'mozilla,system',
  ...process.env,
  DENO_DIR: join(here, 'node_modules', '.cache', 'deno'),
  NO_COLOR: '1',
};

const run = (args, stdio = 'inherit') =>
  spawnSync(process.execPath, [deno, ...args], { cwd: here, env, stdio });

if (run(['--version'], 'ignore').status !== 0) {
  console.warn(
    `Deno is not available for ${process.platform}-${process.arch} through npm: edge functions not checked.`,
  );
  process.exit(0);
}

const entries = readdirSync(functionsFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => relative(here, join(functionsFolder, entry.name, 'index.ts')));

// deno.json freezes the lock file, so a new or changed npm import fails here until deno.lock is updated, which
// `--frozen=false` (passed on to deno check) does.
const result = run(['check', '--config', 'deno.json', ...process.argv.slice(2), ...entries]);
process.exit(result.status ?? 1);
