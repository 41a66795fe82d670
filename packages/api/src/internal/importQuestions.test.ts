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
  importSizeProblem,
} from './questionSetEditor';
import { LIBRARY_MESSAGES } from './errors';
import { QUESTION_LIMITS } from '@quizcoop/contract';
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

async function questionTotal(setId: string): Promise<number | null> {
  const { count } = await author
    .from('questions')
    .select('id', { count: 'exact', head: true })
    .eq('question_set_id', setId);
  return count;
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

  it('sends as many rows as a set holds in one request', async () => {
    const setId = await createQuestionSet(author, draft);
    const rows = Array.from({ length: QUESTION_LIMITS.maxQuestionsPerSet }, (_, index) => ({
      ...corpusQuestions('excel-semicolon-bom.csv')[index % 4]!,
    }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      expect(await importQuestions(author, setId, rows)).toBe(QUESTION_LIMITS.maxQuestionsPerSet);
      const requests = fetchSpy.mock.calls.map(([input]) =>
        String(input instanceof Request ? input.url : input),
      );
      expect(requests.filter((url) => url.includes('/rest/v1/'))).toEqual([
        expect.stringContaining('/rest/v1/rpc/import_questions'),
      ]);
    } finally {
      fetchSpy.mockRestore();
    }
    expect(await questionTotal(setId)).toBe(QUESTION_LIMITS.maxQuestionsPerSet);
  });

  it('refuses a file with more questions than a set holds before sending anything', async () => {
    const setId = await createQuestionSet(author, draft);
    const rows = Array.from({ length: QUESTION_LIMITS.maxQuestionsPerSet + 1 }, (_, index) => ({
      ...corpusQuestions('excel-semicolon-bom.csv')[index % 4]!,
    }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      await expect(importQuestions(author, setId, rows)).rejects.toThrow(
        importSizeProblem(QUESTION_LIMITS.maxQuestionsPerSet + 1)!,
      );
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
    expect(await questionTotal(setId)).toBe(0);
  });

  it("names the set's size when an import would take it past that, and adds none of it", async () => {
    const setId = await createQuestionSet(author, draft);
    const half = Math.ceil(QUESTION_LIMITS.maxQuestionsPerSet / 2) + 1;
    const rows = Array.from({ length: half }, (_, index) => ({
      ...corpusQuestions('excel-semicolon-bom.csv')[index % 4]!,
    }));
    expect(await importQuestions(author, setId, rows)).toBe(half);
    await expect(importQuestions(author, setId, rows)).rejects.toThrow(LIBRARY_MESSAGES.setFull);
    expect(LIBRARY_MESSAGES.setFull).toBe(
      `A question set holds at most ${QUESTION_LIMITS.maxQuestionsPerSet} questions.`,
    );
    expect(await questionTotal(setId)).toBe(half);
  });

  it('asks for smaller files when an import is larger than the server takes in one request', async () => {
    const setId = await createQuestionSet(author, draft);
    // Three bytes a character: as many questions as a set holds, each as long as allowed, pass a megabyte.
    const longest = Array.from({ length: QUESTION_LIMITS.maxQuestionsPerSet }, (_, index) => ({
      question: `${index} ${'€'.repeat(490)}`,
      answer: '€'.repeat(500),
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
