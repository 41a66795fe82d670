import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkMarkdownLinks } from './internal/links';
import { productSettings, settingsProblems, testSettings } from './internal/settings';
import { filesUnder, markdownFiles } from './internal/files';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe("this repository's documentation", () => {
  it('has no broken relative link, anchor or image, and no malformed web link', () => {
    const files = markdownFiles(root);
    expect(files).toContain('docs/README.md');
    expect(checkMarkdownLinks(root, files)).toEqual([]);
  });

  it("lists every setting once in docs/operators/settings.md, and test-only ones in the developer's guide", () => {
    const developerGuide = filesUnder(root, 'docs/developers', (name) => name.endsWith('.md'))
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n');
    const settingsTable = readFileSync(join(root, 'docs/operators/settings.md'), 'utf8');
    const product = productSettings(root);
    expect(product.has('QUIZCOOP_DATA_DIR')).toBe(true);
    expect(settingsProblems(product, testSettings(root), { settingsTable, developerGuide })).toEqual([]);
  });
});
