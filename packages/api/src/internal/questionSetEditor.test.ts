import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendClient } from './client';
import { LIBRARY_MESSAGES, questionSetSaveErrorMessage } from './errors';
import type { QuestionDraft, QuestionSetDraft } from './questionSetEditor';
import {
  addQuestion,
  createQuestionSet,
  deleteQuestion,
  deleteQuestionSet,
  fetchEditableQuestionSet,
  questionDraftProblem,
  updateQuestionSet,
} from './questionSetEditor';
import { fetchOwnQuestionSets, fetchPublicQuestionSets } from './questionSets';
import { fetchGameQuestions } from './questions';
import { signedInClient } from './testBackend';

const PASSWORD = 'Author#Desk42';

let server: TestServer;
let author: BackendClient;
let otherTeacher: BackendClient;

const draft: QuestionSetDraft = {
  game_name: '  Pond Life  ',
  description: 'Frogs, ducks and dragonflies.',
  intended_grades: ['1', '2'],
  intended_settings: ['small groups'],
  is_public: false,
};

const normalQuestion: QuestionDraft = {
  question: 'What does a tadpole grow into?',
  type: 'normal',
  question_type: 'normal',
  answer: 'A frog',
  options: [],
};

const multipleChoiceQuestion: QuestionDraft = {
  question: 'Which of these can fly?',
  type: 'bonus',
  question_type: 'multiple_choice',
  answer: '',
  options: [
    { option_text: 'Frog', is_correct: false },
    { option_text: 'Dragonfly', is_correct: true },
    { option_text: '', is_correct: false },
    { option_text: 'Snail', is_correct: false },
  ],
};

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

beforeAll(async () => {
  server = await startTestServer();
  [author, otherTeacher] = await Promise.all([teacher('pond_author'), teacher('pond_neighbour')]);
});

afterAll(async () => {
  await server?.close();
});

describe('writing a question set', () => {
  it('creates a private set of the author, then makes it public', async () => {
    const setId = await createQuestionSet(author, draft);
    const [own] = await fetchOwnQuestionSets(author);
    expect(own).toMatchObject({
      id: setId,
      game_name: 'Pond Life',
      description: 'Frogs, ducks and dragonflies.',
      intended_grades: ['1', '2'],
      intended_settings: ['small groups'],
      is_public: false,
      is_official: false,
      question_count: 0,
    });
    expect(await fetchPublicQuestionSets(otherTeacher, { search: 'Pond' })).toEqual([]);

    await updateQuestionSet(author, setId, { ...draft, is_public: true });
    expect((await fetchPublicQuestionSets(otherTeacher, { search: 'Pond' })).map((set) => set.id)).toEqual([
      setId,
    ]);
  });

  it('turns the database refusal of a blank name into a clear message', async () => {
    const error = await rejection(createQuestionSet(author, { ...draft, game_name: '   ' }));
    expect(error.message).toBe(LIBRARY_MESSAGES.setNameLength);
  });

  it('keeps the language it is written in, English when none is given', async () => {
    const englishId = await createQuestionSet(author, { ...draft, game_name: 'Pond Words' });
    const spanishId = await createQuestionSet(author, { ...draft, game_name: 'Palabras', language: 'es' });
    const own = await fetchOwnQuestionSets(author);
    expect(own.find((set) => set.id === englishId)?.language).toBe('en');
    expect(own.find((set) => set.id === spanishId)?.language).toBe('es');

    await updateQuestionSet(author, englishId, { ...draft, game_name: 'Mots', language: 'fr' });
    expect((await fetchOwnQuestionSets(author)).find((set) => set.id === englishId)?.language).toBe('fr');
  });

  it('turns the database refusal of a malformed language into a clear message', async () => {
    const error = await rejection(createQuestionSet(author, { ...draft, language: 'Spanish' }));
    expect(error.message).toBe(LIBRARY_MESSAGES.setLanguageTag);
  });

  it("refuses to change or delete another teacher's set", async () => {
    const setId = await createQuestionSet(author, { ...draft, game_name: 'Mine Alone' });
    expect((await rejection(updateQuestionSet(otherTeacher, setId, draft))).message).toBe(
      LIBRARY_MESSAGES.setNotFound,
    );
    expect((await rejection(deleteQuestionSet(otherTeacher, setId))).message).toBe(
      LIBRARY_MESSAGES.setNotFound,
    );
    expect((await rejection(addQuestion(otherTeacher, setId, normalQuestion))).message).toBe(
      LIBRARY_MESSAGES.notYourSet,
    );
    expect(await fetchEditableQuestionSet(otherTeacher, setId)).toBeNull();
  });
});

describe('the public library by language', () => {
  it('lists only the public sets of the language asked for', async () => {
    const spanishId = await createQuestionSet(author, {
      ...draft,
      game_name: 'Charca española',
      is_public: true,
      language: 'es',
    });
    const englishId = await createQuestionSet(author, {
      ...draft,
      game_name: 'Charca English',
      is_public: true,
    });

    const spanish = await fetchPublicQuestionSets(otherTeacher, { search: 'Charca', language: 'es' });
    expect(spanish.map((set) => set.id)).toEqual([spanishId]);
    const english = await fetchPublicQuestionSets(otherTeacher, { search: 'Charca', language: 'en' });
    expect(english.map((set) => set.id)).toEqual([englishId]);
    const every = await fetchPublicQuestionSets(otherTeacher, { search: 'Charca' });
    expect(every.map((set) => set.id).sort()).toEqual([spanishId, englishId].sort());
  });
});

describe("a game's questions", () => {
  it("carry their set's language", async () => {
    const setId = await createQuestionSet(author, { ...draft, game_name: 'Estanque', language: 'es' });
    await addQuestion(author, setId, { ...normalQuestion, question: '¿En qué se convierte un renacuajo?' });
    const { questionsBySet } = await fetchGameQuestions(author, [setId], { isPremium: false });
    expect(questionsBySet[setId]?.map((question) => question.language)).toEqual(['es']);
  });
});

describe('a copy of premium questions', () => {
  it('stays private, with a message that says why', async () => {
    const email = 'pond_premium@school.example';
    const user = await server.createUser({
      email,
      password: PASSWORD,
      data: { username: 'pond_premium', terms_accepted: true },
    });
    await server.database.query(
      `insert into user_subscriptions (user_id, active, subscription_type) values ($1, true, 'premium')`,
      [user.id],
    );
    const premiumTeacher = await signedInClient(server, { email, password: PASSWORD });
    const { data: official } = await premiumTeacher
      .from('question_sets')
      .select('id')
      .eq('game_name', 'Telling Time')
      .single();
    const { data: copyId, error } = await premiumTeacher.rpc('copy_question_set', {
      set_id: official!.id,
    });
    expect(error).toBeNull();

    const refusal = await rejection(
      updateQuestionSet(premiumTeacher, copyId!, { ...draft, is_public: true }),
    );
    expect(refusal.message).toBe(LIBRARY_MESSAGES.copiedPremiumStaysPrivate);
  });
});

describe('adding questions', () => {
  it('adds a normal and a multiple-choice question in order, the correct option being the answer', async () => {
    const setId = await createQuestionSet(author, { ...draft, game_name: 'Pond Questions' });
    await addQuestion(author, setId, normalQuestion);
    await addQuestion(author, setId, multipleChoiceQuestion);

    const editable = await fetchEditableQuestionSet(author, setId);
    expect(editable?.set.question_count).toBe(2);
    expect(
      editable?.questions.map((question) => [question.question, question.question_type, question.answer]),
    ).toEqual([
      ['What does a tadpole grow into?', 'normal', 'A frog'],
      ['Which of these can fly?', 'multiple_choice', 'Dragonfly'],
    ]);
    expect(editable?.questions[1]?.type).toBe('bonus');
    expect(editable?.questions[1]?.options.map((option) => [option.option_text, option.is_correct])).toEqual([
      ['Frog', false],
      ['Dragonfly', true],
      ['Snail', false],
    ]);

    await deleteQuestion(author, editable!.questions[0]!.id);
    expect(
      (await fetchEditableQuestionSet(author, setId))?.questions.map((question) => question.answer),
    ).toEqual(['Dragonfly']);
    await deleteQuestionSet(author, setId);
    expect(await fetchEditableQuestionSet(author, setId)).toBeNull();
  });

  it.each([
    ['a blank question', { ...normalQuestion, question: '  ' }, LIBRARY_MESSAGES.questionLength],
    ['a normal question without an answer', { ...normalQuestion, answer: '' }, LIBRARY_MESSAGES.answerLength],
    [
      'one option',
      { ...multipleChoiceQuestion, options: [{ option_text: 'Dragonfly', is_correct: true }] },
      LIBRARY_MESSAGES.optionCount,
    ],
    [
      'two correct options',
      {
        ...multipleChoiceQuestion,
        options: [
          { option_text: 'Dragonfly', is_correct: true },
          { option_text: 'Duck', is_correct: true },
        ],
      },
      LIBRARY_MESSAGES.oneCorrectOption,
    ],
  ])('refuses %s before sending it', async (_label, question, message) => {
    expect(questionDraftProblem(question)).toBe(message);
    const setId = await createQuestionSet(author, { ...draft, game_name: 'Refusals' });
    expect((await rejection(addQuestion(author, setId, question))).message).toBe(message);
    expect((await fetchEditableQuestionSet(author, setId))?.questions).toEqual([]);
  });

  it('leaves nothing behind when the database refuses a multiple-choice question', async () => {
    const setId = await createQuestionSet(author, { ...draft, game_name: 'All Or Nothing' });
    const { error } = await author.rpc('add_question', {
      set_id: setId,
      question: 'Pick one',
      answer: '',
      question_type: 'multiple_choice',
      options: [
        { option_text: 'A', is_correct: true },
        { option_text: 'B', is_correct: true },
      ],
    });
    expect(questionSetSaveErrorMessage(error)).toMatch(
      /^A multiple-choice question needs exactly one correct/,
    );
    const { rows } = await server.database.query(
      'select count(*)::int as questions from public.questions where question_set_id = $1',
      [setId],
    );
    expect(rows).toEqual([{ questions: 0 }]);
  });

  it("shows the database's own message when a multiple-choice question's options break its rule", async () => {
    const setId = await createQuestionSet(author, { ...draft, game_name: 'Raw Writes' });
    const { data } = await author
      .from('questions')
      .insert({ question_set_id: setId, question: 'Pick one', answer: 'A' })
      .select('id')
      .single();
    const questionId = data!.id;
    await author.from('multiple_choice_options').insert([
      { question_id: questionId, option_text: 'A', is_correct: true },
      { question_id: questionId, option_text: 'B', is_correct: true },
    ]);
    const { error } = await author
      .from('questions')
      .update({ question_type: 'multiple_choice' })
      .eq('id', questionId);
    expect(questionSetSaveErrorMessage(error)).toMatch(
      /^A multiple-choice question needs exactly one correct option; question .+ has 2\.$/,
    );
  });
});
