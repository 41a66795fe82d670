import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BackendClient } from './client';
import { LIBRARY_MESSAGES } from './errors';
import type { SavedQuestionDraft } from './questionEdits';
import { deleteQuestions, reorderQuestions, setQuestionsPremium, updateQuestion } from './questionEdits';
import { addQuestion, createQuestionSet, fetchEditableQuestionSet } from './questionSetEditor';
import { signedInClient } from './testBackend';

const PASSWORD = 'Author#Desk42';

let server: TestServer;
let author: BackendClient;
let otherTeacher: BackendClient;
let setId: string;
let questionIds: string[];

async function teacher(username: string): Promise<BackendClient> {
  const email = `${username}@school.example`;
  await server.createUser({ email, password: PASSWORD, data: { username, terms_accepted: true } });
  return signedInClient(server, { email, password: PASSWORD });
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('The change was accepted.');
}

async function questionsNow() {
  const editable = await fetchEditableQuestionSet(author, setId);
  return editable!.questions;
}

const pickOne: SavedQuestionDraft = {
  question: 'Which of these can fly?',
  type: 'bonus',
  question_type: 'multiple_choice',
  answer: '',
  options: [
    { option_text: 'Frog', is_correct: false },
    { option_text: 'Dragonfly', is_correct: true },
    { option_text: '', is_correct: false },
  ],
  is_premium: true,
};

beforeAll(async () => {
  server = await startTestServer();
  [author, otherTeacher] = await Promise.all([teacher('edit_author'), teacher('edit_neighbour')]);
});

beforeEach(async () => {
  setId = await createQuestionSet(author, {
    game_name: 'Pond Life',
    description: '',
    intended_grades: [],
    intended_settings: [],
    is_public: false,
  });
  questionIds = [];
  for (const question of ['One', 'Two', 'Three']) {
    questionIds.push(
      await addQuestion(author, setId, {
        question,
        answer: 'Yes',
        type: 'normal',
        question_type: 'normal',
        options: [],
      }),
    );
  }
});

afterAll(async () => {
  await server?.close();
});

describe('editing a saved question', () => {
  it('saves every field, dropping the empty option slots', async () => {
    await updateQuestion(author, questionIds[0]!, pickOne);
    const [edited] = await questionsNow();
    expect(edited).toMatchObject({
      question: 'Which of these can fly?',
      answer: 'Dragonfly',
      type: 'bonus',
      question_type: 'multiple_choice',
      is_premium: true,
      options: [
        { option_text: 'Frog', is_correct: false },
        { option_text: 'Dragonfly', is_correct: true },
      ],
    });
  });

  it('refuses a draft the database would refuse before sending it', async () => {
    const noCorrect = {
      ...pickOne,
      options: pickOne.options.map((option) => ({ ...option, is_correct: false })),
    };
    expect((await rejection(updateQuestion(author, questionIds[0]!, noCorrect))).message).toBe(
      LIBRARY_MESSAGES.oneCorrectOption,
    );
  });

  it("refuses another teacher's edit with the ownership message", async () => {
    const refusal = await rejection(updateQuestion(otherTeacher, questionIds[0]!, pickOne));
    expect(refusal.message).toBe(LIBRARY_MESSAGES.notYourSet);
    expect((await questionsNow())[0]!.question).toBe('One');
  });
});

describe('reordering, marking and deleting several questions', () => {
  it('stores a new order, and refuses a list that misses a question', async () => {
    const [one, two, three] = questionIds as [string, string, string];
    await reorderQuestions(author, setId, [two, three, one]);
    expect((await questionsNow()).map((question) => question.question)).toEqual(['Two', 'Three', 'One']);
    expect((await rejection(reorderQuestions(author, setId, [one, two]))).message).toBe(
      'The new order must list every question of the set exactly once. Reload the page and try again.',
    );
    expect((await rejection(reorderQuestions(otherTeacher, setId, questionIds))).message).toBe(
      LIBRARY_MESSAGES.notYourSet,
    );
  });

  it('marks several premium and deletes several, and refuses both to another teacher', async () => {
    const [one, two, three] = questionIds as [string, string, string];
    await setQuestionsPremium(author, [one, three], true);
    expect((await questionsNow()).map((question) => question.is_premium)).toEqual([true, false, true]);
    expect((await rejection(setQuestionsPremium(otherTeacher, [two], true))).message).toBe(
      LIBRARY_MESSAGES.notYourSet,
    );
    expect((await rejection(deleteQuestions(otherTeacher, [two]))).message).toBe(LIBRARY_MESSAGES.notYourSet);
    await deleteQuestions(author, [one, two]);
    expect((await questionsNow()).map((question) => question.question)).toEqual(['Three']);
  });
});
