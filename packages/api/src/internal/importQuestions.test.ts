import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackendClient } from './client';
import { parseQuestionImport, exportQuestionSetCsv } from './questionImport';
import type { QuestionDraft, QuestionSetDraft } from './questionSetEditor';
import {
  IMPORT_TOO_LARGE_MESSAGE,
  QuestionSetEditError,
  createQuestionSet,
  fetchEditableQuestionSet,
  importQuestions,
} from './questionSetEditor';
import { signedInClient } from './testBackend';

const PASSWORD = 'Import#Desk42';
const CORPUS = join(import.meta.dirname, 'import-corpus');

let server: TestServer;
let author: BackendClient;
let otherTeacher: BackendClient;

const draft: QuestionSetDraft = {
  game_name: 'Imported',
  description: '',
  intended_grades: ['4'],
  intended_settings: ['review'],
  is_public: false,
};

async function teacher(username: string): Promise<BackendClient> {
  const email = `${username}@school.example`;
  await server.createUser({ email, password: PASSWORD, data: { username, terms_accepted: true } });
  return signedInClient(server, { email, password: PASSWORD });
}

function corpusQuestions(name: string): QuestionDraft[] {
  return parseQuestionImport(readFileSync(join(CORPUS, name), 'utf8')).rows.map((row) => row.question);
}

async function storedQuestions(setId: string) {
  const preview = await fetchEditableQuestionSet(author, setId);
  return (preview?.questions ?? []).map((question) => ({
    question: question.question,
    answer: question.answer,
    type: question.type,
    question_type: question.question_type,
    options: question.options.map(({ option_text, is_correct }) => ({ option_text, is_correct })),
  }));
}

beforeAll(async () => {
  server = await startTestServer();
  [author, otherTeacher] = await Promise.all([teacher('import_author'), teacher('import_neighbour')]);
});

afterAll(async () => {
  await server?.close();
});

describe('importing questions', () => {
  it('saves a spreadsheet file in its order, and exports it back as the same questions', async () => {
    const setId = await createQuestionSet(author, draft);
    const questions = corpusQuestions('google-sheets-export.csv');
    expect(await importQuestions(author, setId, questions)).toBe(questions.length);
    const stored = await storedQuestions(setId);
    expect(stored).toEqual(questions);
    const exported = parseQuestionImport(exportQuestionSetCsv(stored));
    expect(exported.rows.map((row) => row.question)).toEqual(questions);
  });

  it('sends three thousand rows in one request', async () => {
    const setId = await createQuestionSet(author, draft);
    const rows = Array.from({ length: 3000 }, (_, index) => ({
      ...corpusQuestions('excel-semicolon-bom.csv')[index % 4]!,
    }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      expect(await importQuestions(author, setId, rows)).toBe(3000);
      const requests = fetchSpy.mock.calls.map(([input]) =>
        String(input instanceof Request ? input.url : input),
      );
      expect(requests.filter((url) => url.includes('/rest/v1/'))).toEqual([
        expect.stringContaining('/rest/v1/rpc/import_questions'),
      ]);
    } finally {
      fetchSpy.mockRestore();
    }
    const { count } = await author
      .from('questions')
      .select('id', { count: 'exact', head: true })
      .eq('question_set_id', setId);
    expect(count).toBe(3000);
  });

  it('asks for smaller files when an import is larger than the server takes in one request', async () => {
    const setId = await createQuestionSet(author, draft);
    const longest = Array.from({ length: 1200 }, (_, index) => ({
      question: `${index} ${'q'.repeat(490)}`,
      answer: 'a'.repeat(500),
      type: 'normal' as const,
      question_type: 'normal' as const,
      options: [],
    }));
    await expect(importQuestions(author, setId, longest)).rejects.toThrow(IMPORT_TOO_LARGE_MESSAGE);
    expect(await storedQuestions(setId)).toEqual([]);
  });

  it('refuses a row with a problem before sending anything', async () => {
    const setId = await createQuestionSet(author, draft);
    const broken = corpusQuestions('broken-rows.csv');
    const valid = broken.find((row) => row.question === 'Okay question')!;
    const missingAnswer = broken.find((row) => row.question === 'What colour is the sky?')!;
    await expect(importQuestions(author, setId, [valid, missingAnswer])).rejects.toThrow(
      'An answer must be 1 to 500 characters.',
    );
    expect(await storedQuestions(setId)).toEqual([]);
  });

  it("keeps another teacher's questions out of the author's set", async () => {
    const setId = await createQuestionSet(author, draft);
    const refusal = importQuestions(otherTeacher, setId, corpusQuestions('quizlet-tab-list.txt'));
    await expect(refusal).rejects.toBeInstanceOf(QuestionSetEditError);
    await expect(refusal).rejects.toThrow('You can only change your own question sets.');
    expect(await storedQuestions(setId)).toEqual([]);
  });
});
