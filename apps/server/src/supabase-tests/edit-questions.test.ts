import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import {
  accounts,
  asCaller,
  becomeCaller,
  createAccounts,
  postgresErrorOf,
  rolledBack,
  sqlstateOf,
} from './callers';
import { createLibrary, library } from './fixtures';

interface Edit {
  question: string;
  answer: string;
  type?: string;
  question_type?: string;
  options?: { option_text: string; is_correct: boolean }[];
  is_premium?: boolean;
  picture?: { url: string; type: string; alt: string | null; attribution?: string };
}

function updateQuestion(tx: Queryable, questionId: string, edit: Edit) {
  return tx.query(
    `select public.update_question(
       question_id => $1, question => $2, answer => $3, type => $4, question_type => $5, options => $6::jsonb,
       is_premium => $7, media_url => $8, media_type => $9, media_alt => $10, media_attribution => $11
     )`,
    [
      questionId,
      edit.question,
      edit.answer,
      edit.type ?? 'normal',
      edit.question_type ?? 'normal',
      JSON.stringify(edit.options ?? []),
      edit.is_premium ?? false,
      edit.picture?.url ?? null,
      edit.picture?.type ?? null,
      edit.picture?.alt ?? null,
      edit.picture?.attribution ?? null,
    ],
  );
}

function reorder(tx: Queryable, setId: string, ids: string[]) {
  return tx.query('select public.reorder_questions(set_id => $1, question_ids => $2::uuid[])', [setId, ids]);
}

async function stored(tx: Queryable, questionId: string) {
  await tx.query('reset role');
  const { rows } = await tx.query<{
    question: string;
    answer: string;
    type: string;
    question_type: string;
    is_premium: boolean;
    options: string[];
  }>(
    `select q.question, q.answer, q.type, q.question_type, q.is_premium,
            coalesce(array_agg(o.option_text || case when o.is_correct then ' ✓' else '' end order by o.position)
                     filter (where o.id is not null), '{}') as options
       from public.questions q left join public.multiple_choice_options o on o.question_id = q.id
      where q.id = $1 group by q.id`,
    [questionId],
  );
  return rows[0];
}

async function orderOf(tx: Queryable, setId: string): Promise<string[]> {
  await tx.query('reset role');
  const { rows } = await tx.query<{ id: string }>(
    'select id from public.questions where question_set_id = $1 order by position, id',
    [setId],
  );
  return rows.map((row) => row.id);
}

const threeChoices: Edit = {
  question: ' Which one swims? ',
  answer: 'ignored',
  type: 'punishment',
  question_type: 'multiple_choice',
  options: [
    { option_text: 'Cat', is_correct: false },
    { option_text: ' Fish ', is_correct: true },
    { option_text: 'Owl', is_correct: false },
  ],
  is_premium: true,
};

describe.each(testDatabaseVariants())('editing and reordering questions on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      await createLibrary(tx);
    });
  });

  afterAll(() => drop());

  it('lets the author turn a normal question into a premium multiple-choice one', async () => {
    const edited = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      await updateQuestion(tx, library.aFree, threeChoices);
      return stored(tx, library.aFree);
    });
    expect(edited).toEqual({
      question: 'Which one swims?',
      answer: 'Fish',
      type: 'punishment',
      question_type: 'multiple_choice',
      is_premium: true,
      options: ['Cat', 'Fish ✓', 'Owl'],
    });
  });

  it('drops the options when a multiple-choice question becomes a normal one', async () => {
    const edited = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      await updateQuestion(tx, library.aPremium, { question: 'Say it', answer: ' Aloud ' });
      return stored(tx, library.aPremium);
    });
    expect(edited).toMatchObject({
      answer: 'Aloud',
      question_type: 'normal',
      is_premium: false,
      options: [],
    });
  });

  it.each<CallerName>(['anon', 'other', 'premium'])(
    "refuses %s an edit of the author's question",
    async (caller) => {
      const code = await sqlstateOf(
        asCaller(database, caller, (tx) =>
          updateQuestion(tx, library.aFree, { question: 'Mine', answer: 'No' }),
        ),
      );
      expect(code).toBe('42501');
    },
  );

  it('refuses options that break the rule with its message, and keeps the question as it was', async () => {
    const refusal = await postgresErrorOf(
      database.transaction(async (tx) => {
        await becomeCaller(tx, 'author');
        await updateQuestion(tx, library.aPremium, {
          ...threeChoices,
          options: [{ option_text: 'Only one', is_correct: true }],
        });
      }),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'multiple_choice_option_count' });
    expect(refusal.message).toMatch(/^A multiple-choice question needs 2 to 4 options/);
    expect(await rolledBack(database, (tx) => stored(tx, library.aPremium))).toEqual({
      question: 'A premium',
      answer: 'a',
      type: 'normal',
      question_type: 'multiple_choice',
      is_premium: true,
      options: ['A premium right ✓', 'A premium wrong'],
    });
  });

  it('refuses options on a normal question', async () => {
    const code = await sqlstateOf(
      asCaller(database, 'author', (tx) =>
        updateQuestion(tx, library.aFree, {
          question: 'Plain',
          answer: 'Yes',
          options: threeChoices.options!,
        }),
      ),
    );
    expect(code).toBe('22023');
  });

  it('changes the picture with the question, and refuses a picture without alt text', async () => {
    const picture = {
      url: `${accounts.author.id}/frog.png`,
      type: 'image/png',
      alt: ' A green frog ',
      attribution: ' Photo: Pond Club ',
    };
    const saved = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      await updateQuestion(tx, library.aFree, { question: 'What is it?', answer: 'A frog', picture });
      await tx.query('reset role');
      const { rows } = await tx.query(
        'select media_url, media_type, media_alt, media_attribution from public.questions where id = $1',
        [library.aFree],
      );
      return rows[0];
    });
    expect(saved).toEqual({
      media_url: picture.url,
      media_type: 'image/png',
      media_alt: 'A green frog',
      media_attribution: 'Photo: Pond Club',
    });

    const refusal = await postgresErrorOf(
      database.transaction(async (tx) => {
        await becomeCaller(tx, 'author');
        await updateQuestion(tx, library.aFree, {
          question: 'What is it?',
          answer: 'A frog',
          picture: { ...picture, alt: ' ' },
        });
      }),
    );
    expect(refusal.constraint).toBe('questions_media_described');
  });

  it('puts the questions in the order the author lists them', async () => {
    const order = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      await reorder(tx, library.setA, [library.aPremium, library.aFree]);
      return orderOf(tx, library.setA);
    });
    expect(order).toEqual([library.aPremium, library.aFree]);
  });

  it.each<CallerName>(['anon', 'other', 'premium'])(
    "refuses %s a new order of the author's set",
    async (caller) => {
      const code = await sqlstateOf(
        asCaller(database, caller, (tx) => reorder(tx, library.setA, [library.aPremium, library.aFree])),
      );
      expect(code).toBe('42501');
    },
  );

  it.each([
    ['one missing', [library.aPremium]],
    ['one twice', [library.aPremium, library.aFree, library.aFree]],
    ['one from another set', [library.aPremium, library.aFree, library.bFree]],
  ])('refuses an order with %s, with a message saying what to do', async (_, ids) => {
    const refusal = await postgresErrorOf(
      asCaller(database, 'author', (tx) => reorder(tx, library.setA, ids)),
    );
    expect(refusal).toMatchObject({
      code: '22023',
      message:
        'The new order must list every question of the set exactly once. Reload the page and try again.',
    });
  });
});
