import { describe, expect, it } from 'vitest';
import { githubSlug, headingAnchors, markdownLinks, tableRows } from './markdown';

describe('githubSlug', () => {
  it('follows GitHub: lower case, punctuation dropped, each space a hyphen', () => {
    expect(githubSlug('Self-hosting on PostgreSQL')).toBe('self-hosting-on-postgresql');
    expect(githubSlug('How fast /rest/v1 answers')).toBe('how-fast-restv1-answers');
    expect(githubSlug('Your first game!')).toBe('your-first-game');
    expect(githubSlug('Data & files')).toBe('data--files');
    expect(githubSlug('The `QUIZCOOP_DATA_DIR` folder')).toBe('the-quizcoop_data_dir-folder');
    expect(githubSlug('See [the rules](rules.md) first')).toBe('see-the-rules-first');
    expect(githubSlug('Élève et prof')).toBe('élève-et-prof');
  });
});

describe('headingAnchors', () => {
  it('numbers repeated headings, reads HTML ids and ignores headings in code blocks', () => {
    const anchors = headingAnchors(
      [
        '# Setup',
        '## Setup',
        '```sh',
        '# not a heading',
        '```',
        '<a id="kept-here"></a>',
        '### Setup ##',
      ].join('\n'),
    );
    expect([...anchors].sort()).toEqual(['kept-here', 'setup', 'setup-1', 'setup-2']);
  });
});

describe('markdownLinks', () => {
  it('finds inline links, images, reference definitions, HTML and autolinks with their lines', () => {
    const links = markdownLinks(
      [
        'Read [the rules](docs/rules.md#points "Points") and ![a wheel](images/wheel.png).',
        '[settings]: ./settings.md',
        '<img src="images/landing.png" alt=""> and <https://example.org/x>',
        'Code such as `[a](not-a-link.md)` is no link.',
        '~~~',
        '[inside](fenced.md)',
        '~~~',
        'A [link with spaces](<my file.md>).',
      ].join('\n'),
    );
    expect(links).toEqual([
      { target: 'docs/rules.md#points', line: 1 },
      { target: 'images/wheel.png', line: 1 },
      { target: './settings.md', line: 2 },
      { target: 'images/landing.png', line: 3 },
      { target: 'https://example.org/x', line: 3 },
      { target: 'my file.md', line: 8 },
    ]);
  });
});

describe('tableRows', () => {
  it('splits rows into cells and leaves out the separator row', () => {
    expect(tableRows('| Name | Default |\n| ---- | ------: |\n| `PORT` | `3000` |\n')).toEqual([
      { cells: ['Name', 'Default'], line: 1 },
      { cells: ['`PORT`', '`3000`'], line: 3 },
    ]);
  });
});
