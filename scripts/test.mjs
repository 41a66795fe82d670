// `npm test`: install, then every check — formatting, lint, types, build, the publishable packages' API reports,
// unit, integration, story and browser tests.
import { existsSync } from 'node:fs';
import { checkNode, fail, install, step, tool, turbo } from './steps.mjs';

checkNode();
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  fail(
    `Browser tests need Chromium at ${chrome}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`,
  );
}

install();
step('Checking formatting', tool('prettier'), ['--check', '.', '--log-level', 'warn']);
turbo('Linting, type-checking, building and testing every package', [
  'lint',
  'typecheck',
  'build',
  'api-report:check',
  'test',
  'test:e2e',
  '--concurrency=2',
]);
