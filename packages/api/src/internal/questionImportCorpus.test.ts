import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQuestionImport } from './questionImport';

const CORPUS = join(import.meta.dirname, 'import-corpus');
const EXPECTED_SUFFIX = '.expected.json';
const files = readdirSync(CORPUS).filter((name) => !name.endsWith(EXPECTED_SUFFIX));

// Each file is saved the way a spreadsheet or a flashcard site saves it, bytes and all; its expected preview
// beside it is what a teacher should see after choosing it.
describe('the import corpus', () => {
  it('holds a file of every kind a teacher brings', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  it.each(files)('previews %s as expected', (name) => {
    const preview = parseQuestionImport(readFileSync(join(CORPUS, name), 'utf8'));
    const expected: unknown = JSON.parse(readFileSync(join(CORPUS, name + EXPECTED_SUFFIX), 'utf8'));
    expect(preview).toEqual(expected);
  });
});
