// Checks the library build the way an app consumes it: the entry, its types, and a stylesheet whose font URLs
// resolve to files shipped beside it (not base64 blobs, not a CDN).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const problems = [];

for (const file of ['index.js', 'index.d.ts', 'styles.css']) {
  if (!existsSync(resolve(dist, file))) problems.push(`dist/${file} is missing.`);
}

if (existsSync(resolve(dist, 'styles.css'))) {
  const css = readFileSync(resolve(dist, 'styles.css'), 'utf8');
  const urls = [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((match) => match[1]);
  if (!css.includes('@font-face')) problems.push('dist/styles.css declares no @font-face.');
  for (const url of urls) {
    if (url.startsWith('data:font') || url.startsWith('data:application/font')) {
      problems.push(`dist/styles.css inlines a font as a data URL (${url.slice(0, 40)}...).`);
    } else if (/^(https?:)?\/\//.test(url)) {
      problems.push(`dist/styles.css fetches ${url} from another host.`);
    } else if (!url.startsWith('data:') && !existsSync(resolve(dist, url))) {
      problems.push(`dist/styles.css refers to ${url}, which is not in dist/.`);
    }
  }
}

if (problems.length > 0) {
  console.error(['The ui build is not fit to ship:', ...problems].join('\n  '));
  process.exit(1);
}
