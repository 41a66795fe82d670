import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from './files';
import { tableRows } from './markdown';

/**
 * Settings that only tests and measurements read: they are documented in the developer's guide, never in
 * the operator's settings table.
 */
export const TEST_ONLY_PREFIXES = [
  'QUIZCOOP_TEST_',
  'QUIZCOOP_FUZZ_',
  'QUIZCOOP_SERVER_FUZZ_',
  'QUIZCOOP_BENCH_',
  'QUIZCOOP_ATTACK_',
] as const;

/** Names the platform, the package manager or the bundler defines, which no operator sets for Quiz Coop. */
const PLATFORM_NAMES = new Set([
  'PATH',
  'HOME',
  'INIT_CWD',
  'TMPDIR',
  'NODE_ENV',
  'PROD',
  'DEV',
  'MODE',
  'SSR',
  'BASE_URL',
]);

const SOURCE_FILE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const TEST_FILE = /\.(?:test|spec|stories)\.[^.]+$/;
const QUIZCOOP_NAME = /\bQUIZCOOP_[A-Z0-9_]*[A-Z0-9]\b/g;
const ENV_READ = /\benv\??\.([A-Z][A-Z0-9_]*)\b|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g;

export function isTestOnly(name: string): boolean {
  return TEST_ONLY_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Where the running product reads its settings: the server, the scripts behind npm start, the web build. */
export const PRODUCT_SOURCES = [
  { folder: 'apps/server/src', skip: (path: string) => TEST_FILE.test(path) || path.includes('/testing/') },
  { folder: 'scripts', skip: () => false },
  { folder: 'apps/web', skip: (path: string) => TEST_FILE.test(path) },
] as const;

/** Where tests and measurements read theirs. */
export const TEST_SOURCES = ['apps/server', 'bench', 'e2e', 'tooling/peer-tests'] as const;

/** Every environment name the files read: each QUIZCOOP_ name they mention, and the env.NAME reads. */
function namesIn(root: string, files: readonly string[], { envReads }: { envReads: boolean }) {
  const names = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [name] of text.matchAll(QUIZCOOP_NAME)) if (!names.has(name)) names.set(name, file);
    if (!envReads) continue;
    for (const match of text.matchAll(ENV_READ)) {
      const name = match[1] ?? match[2]!;
      if (!PLATFORM_NAMES.has(name) && !names.has(name)) names.set(name, file);
    }
  }
  return names;
}

/** The settings the product reads, each with the first file that reads it. */
export function productSettings(root: string): Map<string, string> {
  const files = PRODUCT_SOURCES.flatMap(({ folder, skip }) =>
    filesUnder(root, folder, (name) => SOURCE_FILE.test(name)).filter((path) => !skip(path)),
  );
  return namesIn(root, files, { envReads: true });
}

/** The QUIZCOOP_ names tests and measurements read, each with the first file that reads it. */
export function testSettings(root: string): Map<string, string> {
  const files = TEST_SOURCES.flatMap((folder) => filesUnder(root, folder, (name) => SOURCE_FILE.test(name)));
  return namesIn(root, files, { envReads: false });
}

/** How many rows of the Markdown's tables name each setting in their first cell. */
export function settingsTableCounts(markdown: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { cells } of tableRows(markdown)) {
    for (const [, name] of (cells[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
      counts.set(name!, (counts.get(name!) ?? 0) + 1);
    }
  }
  return counts;
}

export interface SettingsDocs {
  /** The operator's settings table page. */
  settingsTable: string;
  /** Every page of the developer's guide, joined. */
  developerGuide: string;
}

/**
 * The rule: every setting the product reads is a row of the operator's settings table exactly once; a
 * test-only one (see TEST_ONLY_PREFIXES) is named in the developer's guide instead, and never in the table.
 */
export function settingsProblems(
  product: ReadonlyMap<string, string>,
  tests: ReadonlyMap<string, string>,
  docs: SettingsDocs,
): string[] {
  const counts = settingsTableCounts(docs.settingsTable);
  const problems: string[] = [];
  const inDeveloperGuide = (name: string) => new RegExp(`\\b${name}\\b`).test(docs.developerGuide);
  for (const [name, file] of [...product, ...tests]) {
    const rows = counts.get(name) ?? 0;
    if (isTestOnly(name)) {
      if (rows > 0) problems.push(`${name} (${file}) is for tests: the settings table must not list it`);
      if (!inDeveloperGuide(name)) problems.push(`${name} (${file}) is missing from the developer's guide`);
    } else if (product.has(name) && rows !== 1) {
      problems.push(`${name} (${file}) is in the settings table ${rows} times instead of once`);
    } else if (!product.has(name) && rows === 0 && !inDeveloperGuide(name)) {
      problems.push(`${name} (${file}) is in neither the settings table nor the developer's guide`);
    }
  }
  for (const [name, rows] of counts) {
    if (rows > 1 && !product.has(name)) problems.push(`${name} is in the settings table ${rows} times`);
  }
  return [...new Set(problems)].sort();
}
