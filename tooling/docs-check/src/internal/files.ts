import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders that hold what tools make or fetch, never the repository's own writing. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  '.turbo',
  '.data',
  'dist',
  'coverage',
  'storybook-static',
  'test-results',
  'playwright-report',
  'upstream',
]);

/** Every file under a folder whose name passes the test, as paths relative to root, sorted; none if no folder. */
export function filesUnder(root: string, folder: string, accept: (name: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(path, entry.name));
      } else if (accept(entry.name)) {
        found.push(relative(root, join(path, entry.name)));
      }
    }
  };
  if (existsSync(join(root, folder))) walk(join(root, folder));
  return found.sort();
}

/** Every Markdown file of the repository: the READMEs, SECURITY.md, docs/ and the packages' own pages. */
export function markdownFiles(root: string): string[] {
  return filesUnder(root, '.', (name) => name.endsWith('.md'));
}
