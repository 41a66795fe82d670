#!/usr/bin/env node
import { isAbsolute, resolve } from 'node:path';
import { AdminCommandError, backupCommand, restoreCommand } from './internal/backup/commands';
import { ConfigError, loadConfig } from './internal/config';

// `npm run backup -- <file>` and `npm run restore -- <file> [--force]`, with the settings `npm start` uses.

const USAGE = 'Usage: npm run backup -- <file>   |   npm run restore -- <file> [--force]';

/** npm runs scripts from the repository root; a file name is meant from where the command was typed. */
function fromWhereTyped(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

async function main(): Promise<number> {
  process.umask(0o077);
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const names = rest.filter((argument) => argument !== '--force');
  if (
    (command !== 'backup' && command !== 'restore') ||
    names.length !== 1 ||
    (force && command === 'backup')
  ) {
    console.error(USAGE);
    return 2;
  }
  const path = fromWhereTyped(names[0]!);
  try {
    const config = loadConfig();
    const result =
      command === 'backup' ? await backupCommand(config, path) : await restoreCommand(config, path, force);
    for (const line of result.lines) console.log(line);
    return 0;
  } catch (error) {
    const what = command === 'backup' ? 'Backup failed' : 'Restore failed';
    // An unexpected failure gets its stack too: it is something to report, not a mistake to correct.
    const expected = error instanceof AdminCommandError || error instanceof ConfigError;
    console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    if (!expected && error instanceof Error && error.stack) console.error(error.stack);
    return 1;
  }
}

process.exitCode = await main();
