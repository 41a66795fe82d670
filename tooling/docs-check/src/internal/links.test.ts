import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markdownFiles } from './files';
import { checkMarkdownLinks } from './links';

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'docs-check-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkMarkdownLinks', () => {
  it('passes links to files, folders, headings and images that exist', () => {
    write(
      'README.md',
      '# Quiz Coop\n\nSee [settings](docs/settings.md#the-table), [docs](docs/) and [top](#quiz-coop).\n',
    );
    write(
      'docs/settings.md',
      '# Settings\n\n## The table\n\n![Setup](images/setup.png) [home](../README.md)\n',
    );
    write('docs/images/setup.png', 'png');
    expect(checkMarkdownLinks(root, markdownFiles(root))).toEqual([]);
  });

  it('names the file and line of each missing file, missing heading, bad image and malformed URL', () => {
    write(
      'README.md',
      '# Quiz Coop\n\n[gone](docs/gone.md)\n[anchor](docs/page.md#nowhere) [self](#missing)\n',
    );
    write(
      'docs/page.md',
      '# Page\n\n![shot](images/missing.png)\n[web](https://) [host](https://intranet/x)\n',
    );
    write('docs/deeper.md', '[out](../../outside.md)\n');
    expect(checkMarkdownLinks(root, markdownFiles(root))).toEqual([
      'README.md:3: docs/gone.md: docs/gone.md does not exist',
      'README.md:4: docs/page.md#nowhere: docs/page.md has no heading #nowhere',
      'README.md:4: #missing: README.md has no heading #missing',
      'docs/deeper.md:1: ../../outside.md: leads outside the repository',
      'docs/page.md:3: images/missing.png: docs/images/missing.png does not exist',
      'docs/page.md:4: https://: is not a well-formed URL',
      'docs/page.md:4: https://intranet/x: has no host name',
    ]);
  });

  it('leaves out folders that tools make', () => {
    write('node_modules/pkg/README.md', '[broken](nothing.md)\n');
    write('apps/web/dist/notes.md', '[broken](nothing.md)\n');
    expect(markdownFiles(root)).toEqual([]);
  });
});
