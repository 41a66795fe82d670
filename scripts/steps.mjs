import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const binDir = join(root, 'node_modules', '.bin');
const bin = (name) => join(binDir, name);

// turbo finds pnpm on PATH; the workspace's own pnpm lives in node_modules/.bin.
const env = {
  ...process.env,
  PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
  TURBO_TELEMETRY_DISABLED: '1',
};

export const PNPM_VERSION = '10.34.9';

/** The environment the server and its admin commands run with: data in <repository>/.data unless set. */
export function serverEnvironment() {
  return { QUIZCOOP_DATA_DIR: join(root, '.data'), ...process.env };
}

/** Prints what is about to happen, runs it in the repository root, and stops loudly when it fails. */
export function step(title, command, args, options = {}) {
  console.log(`\n▶ ${title}\n  $ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.error) fail(`${title} could not run: ${result.error.message}`);
  if (result.status !== 0)
    fail(`${title} failed (exit code ${result.status ?? result.signal}) after ${seconds} s.`);
  console.log(`✔ ${title} (${seconds} s)`);
}

export function fail(message) {
  console.error(`\n✘ ${message}`);
  process.exit(1);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Quiz Coop needs Node.js 20.19 or newer; this is ${process.version}.`);
  }
}

/** pnpm comes through npx at a pinned version, so nothing needs installing by hand. */
export function install() {
  step('Installing dependencies', 'npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'install', '--frozen-lockfile']);
}

export function turbo(title, args) {
  step(title, bin('turbo'), ['run', ...args]);
}

export function tool(name) {
  const path = bin(name);
  if (!existsSync(path)) fail(`${name} is missing from node_modules; the install step did not finish.`);
  return path;
}
