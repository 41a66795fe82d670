import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendClient } from './client';
import type { QuestionSetSummary } from './questionSets';
import {
  fetchOwnQuestionSets,
  fetchPlayableQuestionSets,
  fetchPublicQuestionSets,
  fetchQuestionSetPreview,
  fetchQuestionSetsByIds,
} from './questionSets';
import { fetchGameQuestions } from './questions';
import { copyQuestionSet, defaultCopyName, QuestionSetCopyError } from './questionSetCopy';
import { LIBRARY_MESSAGES } from './errors';
import { fetchStarredSetIds, StarSignInRequiredError, StarToggleError, toggleStar } from './stars';
import { signedInClient, visitorClient } from './testBackend';

const PASSWORD = 'Library#Card9';
const OFFICIAL_SET_COUNT = 14;
const PREMIUM_QUESTIONS_PER_OFFICIAL_SET = 4;

let server: TestServer;
let freeTeacher: BackendClient;
let premiumTeacher: BackendClient;
let otherTeacher: BackendClient;
let visitor: BackendClient;
let officialSets: QuestionSetSummary[];
let otherTeachersPrivateSetId: string;

async function teacher(username: string, { premium = false } = {}): Promise<BackendClient> {
  const email = `${username}@school.example`;
  const user = await server.createUser({
    email,
    password: PASSWORD,
    data: { username, terms_accepted: true },
  });
  if (premium) {
    const response = await fetch(`${server.url}/rest/v1/user_subscriptions`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        user_id: user.id,
        active: true,
        subscription_type: 'premium',
        provider: 'local',
      }),
    });
    expect(response.status).toBe(201);
  }
  return signedInClient(server, { email, password: PASSWORD });
}

/** A set of the signed-in author with plain questions, as the question editor makes them. */
async function createSet(
  author: BackendClient,
  gameName: string,
  { isPublic = false, questions = 1 } = {},
): Promise<string> {
  const { data, error } = await author
    .from('question_sets')
    .insert({ game_name: gameName, is_public: isPublic, intended_grades: ['2'] })
    .select('id')
    .single();
  expect(error).toBeNull();
  const setId = data!.id;
  if (questions > 0) {
    const rows = Array.from({ length: questions }, (_, position) => ({
      question_set_id: setId,
      position,
      question: `${gameName} question ${position + 1}`,
      answer: `Answer ${position + 1}`,
    }));
    const { error: questionError } = await author.from('questions').insert(rows);
    expect(questionError).toBeNull();
  }
  return setId;
}

function officialSet(name: string): QuestionSetSummary {
  const set = officialSets.find((candidate) => candidate.game_name === name);
  if (!set) throw new Error(`The official library has no set named ${name}.`);
  return set;
}

beforeAll(async () => {
  server = await startTestServer();
  [freeTeacher, premiumTeacher, otherTeacher] = await Promise.all([
    teacher('free_reader'),
    teacher('premium_reader', { premium: true }),
    teacher('private_author'),
  ]);
  visitor = visitorClient(server);
  officialSets = await fetchPublicQuestionSets(freeTeacher);
  otherTeachersPrivateSetId = await createSet(otherTeacher, 'Secret Spelling', { questions: 2 });
});

afterAll(async () => {
  await server?.close();
});

describe('the public library', () => {
  it('lists the official sets by name, marked official, with descriptions and question counts', () => {
    expect(officialSets).toHaveLength(OFFICIAL_SET_COUNT);
    const names = officialSets.map((set) => set.game_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const set of officialSets) {
      expect(set).toMatchObject({ is_public: true, is_official: true, created_by: null });
      expect(set.description).toBeTruthy();
    }
    // A free reader counts only the questions the server lets them read.
    expect(officialSet('Telling Time').question_count).toBe(24 - PREMIUM_QUESTIONS_PER_OFFICIAL_SET);
  });

  it('finds sets by words of their name in any letter case', async () => {
    const found = await fetchPublicQuestionSets(freeTeacher, { search: '  SOLAR system ' });
    expect(found.map((set) => set.game_name)).toEqual(['The Solar System']);
    expect(await fetchPublicQuestionSets(freeTeacher, { search: '100% (weird), input_' })).toEqual([]);
  });

  it('filters by intended grade and by setting', async () => {
    const grade7 = await fetchPublicQuestionSets(freeTeacher, { grade: '7' });
    expect(grade7.map((set) => set.game_name)).toEqual(['US States and Capitals', 'World Geography']);
    const homeworkInGrade4 = await fetchPublicQuestionSets(freeTeacher, { grade: '4', setting: 'homework' });
    expect(homeworkInGrade4.map((set) => set.game_name)).toEqual([
      'Multiplication and Division',
      'Spelling and Vocabulary',
      'US States and Capitals',
    ]);
  });

  it("never shows another teacher's private set, in the library, by id or as a preview", async () => {
    const all = await fetchPublicQuestionSets(freeTeacher, { search: 'Secret' });
    expect(all).toEqual([]);
    expect(await fetchQuestionSetsByIds(freeTeacher, [otherTeachersPrivateSetId])).toEqual([]);
    expect(
      await fetchQuestionSetPreview(freeTeacher, otherTeachersPrivateSetId, { isPremium: false }),
    ).toBeNull();
    expect(await fetchGameQuestions(freeTeacher, [otherTeachersPrivateSetId], { isPremium: false })).toEqual({
      questionsBySet: { [otherTeachersPrivateSetId]: [] },
      questionOrderBySet: {},
    });
    await expect(toggleStar(freeTeacher, otherTeachersPrivateSetId)).rejects.toBeInstanceOf(StarToggleError);
  });
});

describe('stars and the playable sets', () => {
  it('refuses a visitor with the sign-in message', async () => {
    const refusal = toggleStar(visitor, officialSet('Telling Time').id);
    await expect(refusal).rejects.toBeInstanceOf(StarSignInRequiredError);
    await expect(refusal).rejects.toThrow('You must be logged in to star question sets');
    expect(await fetchPlayableQuestionSets(visitor)).toEqual([]);
  });

  it('stars and unstars a set', async () => {
    const setId = officialSet('Money and Coins').id;
    expect(await toggleStar(premiumTeacher, setId)).toBe(true);
    expect(await fetchStarredSetIds(premiumTeacher)).toEqual([setId]);
    expect(await toggleStar(premiumTeacher, setId)).toBe(false);
    expect(await fetchStarredSetIds(premiumTeacher)).toEqual([]);
  });

  it('offers own sets by name, then starred sets by name, each once', async () => {
    const zoo = await createSet(freeTeacher, 'Zoo Animals', { questions: 3 });
    const apples = await createSet(freeTeacher, 'Apple Orchard', { isPublic: true, questions: 2 });
    for (const setId of [officialSet('World Geography').id, apples, officialSet('Animals and Habitats').id]) {
      expect(await toggleStar(freeTeacher, setId)).toBe(true);
    }

    expect((await fetchOwnQuestionSets(freeTeacher)).map((set) => set.id)).toEqual([apples, zoo]);
    const playable = await fetchPlayableQuestionSets(freeTeacher);
    expect(playable.map((set) => [set.game_name, set.question_count])).toEqual([
      ['Apple Orchard', 2],
      ['Zoo Animals', 3],
      ['Animals and Habitats', 26 - PREMIUM_QUESTIONS_PER_OFFICIAL_SET],
      ['World Geography', 25 - PREMIUM_QUESTIONS_PER_OFFICIAL_SET],
    ]);
    // Another teacher's stars and sets stay theirs.
    expect((await fetchPlayableQuestionSets(otherTeacher)).map((set) => set.game_name)).toEqual([
      'Secret Spelling',
    ]);
  });
});

describe("the game's questions", () => {
  it('gives a free teacher the free questions with their options, keyed by set, in the engine shape', async () => {
    const time = officialSet('Telling Time');
    const { questionsBySet, questionOrderBySet } = await fetchGameQuestions(freeTeacher, [time.id], {
      isPremium: false,
    });
    expect(Object.keys(questionsBySet)).toEqual([time.id]);
    expect(questionOrderBySet).toEqual({ [time.id]: 'shuffled' });
    const questions = questionsBySet[time.id]!;
    expect(questions).toHaveLength(24 - PREMIUM_QUESTIONS_PER_OFFICIAL_SET);
    expect(questions.every((question) => !question.is_premium && question.question_set_id === time.id)).toBe(
      true,
    );

    const multipleChoice = questions.filter((question) => question.question_type === 'multiple_choice');
    expect(multipleChoice.length).toBeGreaterThan(0);
    for (const question of multipleChoice) {
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      expect(question.options.filter((option) => option.is_correct)).toHaveLength(1);
      expect(Object.keys(question.options[0]!).sort()).toEqual(['id', 'is_correct', 'option_text']);
    }

    const pictured = questions.find((question) => question.media_url !== null)!;
    expect(pictured.media_url).toMatch(
      new RegExp(`^${server.url}/storage/v1/object/sign/question-media/official/telling-time/.+\\?token=`),
    );
    expect(pictured.media_alt).toBeTruthy();
    const picture = await fetch(pictured.media_url!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('gives a premium teacher the premium questions too', async () => {
    const time = officialSet('Telling Time');
    const questions = (await fetchGameQuestions(premiumTeacher, [time.id], { isPremium: true }))
      .questionsBySet[time.id]!;
    expect(questions).toHaveLength(24);
    expect(questions.filter((question) => question.is_premium)).toHaveLength(
      PREMIUM_QUESTIONS_PER_OFFICIAL_SET,
    );
    const pictured = questions.filter((question) => question.is_premium && question.media_alt);
    expect(pictured.length).toBeGreaterThan(0);
    for (const question of pictured) {
      expect((await fetch(question.media_url!)).status).toBe(200);
    }
  });

  it('withholds premium questions from a free teacher who claims to be premium', async () => {
    const time = officialSet('Telling Time');
    const questions = (await fetchGameQuestions(freeTeacher, [time.id], { isPremium: true })).questionsBySet[
      time.id
    ]!;
    expect(questions.some((question) => question.is_premium)).toBe(false);
  });

  it('loads several sets at once, each chosen set once, and previews a set with its questions in order', async () => {
    const shapes = officialSet('2D and 3D Shapes');
    const body = officialSet('The Human Body');
    const { questionsBySet } = await fetchGameQuestions(freeTeacher, [shapes.id, body.id, shapes.id, ''], {
      isPremium: false,
    });
    expect(Object.keys(questionsBySet).sort()).toEqual([shapes.id, body.id].sort());
    expect(questionsBySet[body.id]).toHaveLength(body.question_count);

    const preview = await fetchQuestionSetPreview(freeTeacher, shapes.id, { isPremium: false });
    expect(preview?.set).toEqual(shapes);
    expect(preview?.questions.map((question) => question.id)).toEqual(
      questionsBySet[shapes.id]!.map((question) => question.id),
    );
  });

  it("says which sets play in order, with each set's questions by position", async () => {
    const body = officialSet('The Human Body');
    await server.database.query(`update question_sets set question_order = 'in_order' where id = $1`, [
      body.id,
    ]);
    try {
      const { questionsBySet, questionOrderBySet } = await fetchGameQuestions(freeTeacher, [body.id], {
        isPremium: false,
      });
      expect(questionOrderBySet).toEqual({ [body.id]: 'in_order' });
      const { rows } = await server.database.query<{ id: string }>(
        'select id from questions where question_set_id = $1 and not is_premium order by position, id',
        [body.id],
      );
      expect(questionsBySet[body.id]!.map((question) => question.id)).toEqual(rows.map((row) => row.id));
    } finally {
      await server.database.query(`update question_sets set question_order = 'shuffled' where id = $1`, [
        body.id,
      ]);
    }
  });
});

describe('copying a public set', () => {
  it('copies an official set for a premium teacher under the name given, premium questions and all', async () => {
    const time = officialSet('Telling Time');
    const copyId = await copyQuestionSet(premiumTeacher, time.id, `  ${defaultCopyName(time.game_name)} `);
    const own = await fetchPlayableQuestionSets(premiumTeacher);
    expect(own.find((set) => set.id === copyId)).toMatchObject({
      game_name: 'Telling Time (Copy)',
      question_order: time.question_order,
      is_public: false,
      is_official: false,
      question_count: 24,
    });
  });

  it('refuses a free teacher with the reason, and makes no copy', async () => {
    const time = officialSet('Telling Time');
    const ownBefore = await fetchOwnQuestionSets(freeTeacher);
    const refusal = copyQuestionSet(freeTeacher, time.id, 'My clocks');
    await expect(refusal).rejects.toBeInstanceOf(QuestionSetCopyError);
    await expect(refusal).rejects.toThrow(LIBRARY_MESSAGES.copyIsPremium);
    expect(await fetchOwnQuestionSets(freeTeacher)).toEqual(ownBefore);
  });

  it('asks for a name of 1 to 100 characters before sending anything', async () => {
    const time = officialSet('Telling Time');
    for (const name of ['   ', 'x'.repeat(101)]) {
      await expect(copyQuestionSet(premiumTeacher, time.id, name)).rejects.toThrow(
        LIBRARY_MESSAGES.setNameLength,
      );
    }
  });
});
