// The built server as `npm start` and `npm run serve` run it, with the same defaults.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fail, root, serverEnvironment } from './steps.mjs';

const serverEntry = join(root, 'apps', 'server', 'dist', 'main.js');

/**
 * Runs the built server in the foreground: data in <repository>/.data unless QUIZCOOP_DATA_DIR says otherwise,
 * Ctrl+C and SIGTERM passed on so it stops cleanly, and its exit code made this process's own.
 */
export function runBuiltServer() {
  if (!existsSync(serverEntry)) {
    fail(
      'Quiz Coop is not built yet: run `npm run build` first, or `npm start` to install, build and start it.',
    );
  }
  console.log('\n▶ Starting Quiz Coop (Ctrl+C stops it)');
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnvironment(),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
