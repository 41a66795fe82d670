import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productSettings, settingsProblems, settingsTableCounts, testSettings } from './settings';

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'settings-check-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const table = (...names: string[]) =>
  [
    '| Setting | Default | Meaning |',
    '| --- | --- | --- |',
    ...names.map((name) => `| \`${name}\` | — | x |`),
  ].join('\n');

describe('reading the settings the code reads', () => {
  it('finds QUIZCOOP_ names and env reads in the product, leaving out tests and platform names', () => {
    write(
      'apps/server/src/internal/config.ts',
      'env.PORT; env.QUIZCOOP_SITE_URL; env["SMTP_URL"]; env.NODE_ENV',
    );
    write('apps/server/src/internal/config.test.ts', 'env.QUIZCOOP_ONLY_IN_A_TEST');
    write('apps/server/src/testing/index.ts', 'process.env.QUIZCOOP_TEST_DATABASE_URL');
    write('scripts/start.mjs', "QUIZCOOP_DATA_DIR: join(root, '.data')");
    write('apps/web/vite.config.ts', 'process.env.QUIZCOOP_DEV_BACKEND; import.meta.env.VITE_SUPABASE_URL');
    expect([...productSettings(root).keys()].sort()).toEqual([
      'PORT',
      'QUIZCOOP_DATA_DIR',
      'QUIZCOOP_DEV_BACKEND',
      'QUIZCOOP_SITE_URL',
      'SMTP_URL',
      'VITE_SUPABASE_URL',
    ]);
    expect([...testSettings(root).keys()].sort()).toEqual([
      'QUIZCOOP_ONLY_IN_A_TEST',
      'QUIZCOOP_SITE_URL',
      'QUIZCOOP_TEST_DATABASE_URL',
    ]);
  });
});

describe('settingsTableCounts', () => {
  it('counts only the names in each row’s first cell', () => {
    const counts = settingsTableCounts(
      `${table('PORT', 'HOST', 'PORT')}\n| \`STRIPE_SECRET_KEY\` | — | needs \`STRIPE_WEBHOOK_SECRET\` |`,
    );
    expect(Object.fromEntries(counts)).toEqual({ PORT: 2, HOST: 1, STRIPE_SECRET_KEY: 1 });
  });
});

describe('settingsProblems', () => {
  const product = new Map([
    ['PORT', 'config.ts'],
    ['HOST', 'config.ts'],
    ['QUIZCOOP_SITE_URL', 'config.ts'],
  ]);
  const tests = new Map([
    ['QUIZCOOP_TEST_DATABASE_URL', 'test-databases.ts'],
    ['QUIZCOOP_BENCH_RATE', 'bench.mjs'],
  ]);

  it('passes when each product setting is in the table once and each test setting in the developer guide', () => {
    expect(
      settingsProblems(product, tests, {
        settingsTable: table('PORT', 'HOST', 'QUIZCOOP_SITE_URL', 'QUIZCOOP_BACKUP_KEEP'),
        developerGuide: 'QUIZCOOP_TEST_DATABASE_URL and QUIZCOOP_BENCH_RATE',
      }),
    ).toEqual([]);
  });

  it('names settings missing, repeated, or test-only ones in the wrong guide', () => {
    expect(
      settingsProblems(product, tests, {
        settingsTable: table(
          'PORT',
          'PORT',
          'QUIZCOOP_TEST_DATABASE_URL',
          'QUIZCOOP_BACKUP_KEEP',
          'QUIZCOOP_BACKUP_KEEP',
        ),
        developerGuide: 'QUIZCOOP_TEST_DATABASE_URL',
      }),
    ).toEqual([
      'HOST (config.ts) is in the settings table 0 times instead of once',
      'PORT (config.ts) is in the settings table 2 times instead of once',
      'QUIZCOOP_BACKUP_KEEP is in the settings table 2 times',
      "QUIZCOOP_BENCH_RATE (bench.mjs) is missing from the developer's guide",
      'QUIZCOOP_SITE_URL (config.ts) is in the settings table 0 times instead of once',
      'QUIZCOOP_TEST_DATABASE_URL (test-databases.ts) is for tests: the settings table must not list it',
    ]);
  });
});
