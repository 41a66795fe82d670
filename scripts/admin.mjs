// `npm run backup -- <file>` and `npm run restore -- <file> [--force]`: the server's admin commands, with the
// data folder `npm start` uses. The server is built first only when it has never been built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkNode, root, serverEnvironment, turbo } from './steps.mjs';

checkNode();
const admin = join(root, 'apps/server/dist/admin.js');
if (!existsSync(admin)) turbo('Building the server', ['build', '--filter=@quizcoop/server']);

const command = spawn(process.execPath, [admin, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(),
});
command.on('exit', (code) => process.exit(code ?? 1));
