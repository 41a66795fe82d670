// `npm start`: install, build the web app and the server, then serve Quiz Coop with its embedded database.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkNode, install, root, turbo } from './steps.mjs';

checkNode();
install();
turbo('Building the web app and the server', [
  'build',
  '--filter=@quizcoop/web',
  '--filter=@quizcoop/server',
]);

console.log('\n▶ Starting Quiz Coop (Ctrl+C stops it)');
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { QUIZCOOP_DATA_DIR: join(root, '.data'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
