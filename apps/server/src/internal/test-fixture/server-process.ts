import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

// The server as people run it: `node main.js` in a process of its own, started and stopped from a test.

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  anonKey: string;
  output: () => string;
}

/** Bundles TypeScript entries into JavaScript that Node runs, leaving the dependencies to node_modules. */
export async function bundle(entry: Record<string, string>, outDir: string): Promise<void> {
  await build({
    entry,
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    config: false,
    dts: false,
    silent: true,
  });
}

/** The database worker's entry, which openPglite starts beside main.js. */
export const pgliteWorkerEntry = {
  'pglite-worker': join(serverRoot, 'src', 'internal', 'db', 'pglite-worker.ts'),
};

/**
 * Builds main.js from the source into a folder named `name` inside the package (so it finds its dependencies
 * and the repository's supabase/ folder as dist does) and answers its path.
 */
export async function buildMain(name: string): Promise<string> {
  const outDir = join(serverRoot, 'node_modules', '.cache', name);
  await bundle({ main: join(serverRoot, 'src', 'main.ts'), ...pgliteWorkerEntry }, outDir);
  return join(outDir, 'main.js');
}

/** Runs main.js with the test's environment plus `settings`; `running` holds it until it exits. */
export function launch(main: string, settings: NodeJS.ProcessEnv, running: Set<ChildProcess>): ChildProcess {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
}

/** Starts main.js and waits for it to print its URL and anon key. */
export async function startProcess(
  main: string,
  settings: NodeJS.ProcessEnv,
  running: Set<ChildProcess>,
): Promise<ServerProcess> {
  const child = launch(main, settings, running);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolveStart, rejectStart) => {
    const check = () => {
      if (/Anon key: \S+/.test(output)) resolveStart();
    };
    child.stdout!.on('data', check);
    child.once('exit', () => rejectStart(new Error(`The server exited during start-up:\n${output}`)));
  });
  return {
    child,
    url: /running at (http:\/\/\S+)/.exec(output)![1]!,
    anonKey: /Anon key: (\S+)/.exec(output)![1]!,
    output: () => output,
  };
}
