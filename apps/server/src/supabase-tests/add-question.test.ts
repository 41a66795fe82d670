import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { asCaller, createAccounts, postgresErrorOf, rolledBack, becomeCaller, sqlstateOf } from './callers';
import { createLibrary, library } from './fixtures';

interface Option {
  option_text: string;
  is_correct: boolean;
}

interface NewQuestion {
  question: string;
  answer: string;
  type?: string;
  question_type?: string;
  options?: Option[];
}

function addQuestion(tx: Queryable, setId: string, question: NewQuestion): Promise<string> {
  return tx
    .query<{ id: string }>(
      `select public.add_question(
         set_id => $1, question => $2, answer => $3, type => $4, question_type => $5, options => $6::jsonb
       ) as id`,
      [
        setId,
        question.question,
        question.answer,
        question.type ?? 'normal',
        question.question_type ?? 'normal',
        JSON.stringify(question.options ?? []),
      ],
    )
    .then(({ rows }) => rows[0]!.id);
}

/** A question as stored, read back with the owner's rights, options in their order. */
async function stored(tx: Queryable, questionId: string) {
  const { rows } = await tx.query<{
    position: number;
    question: string;
    answer: string;
    type: string;
    question_type: string;
    options: string[];
  }>(
    `select q.position, q.question, q.answer, q.type, q.question_type,
            coalesce(array_agg(o.option_text || case when o.is_correct then ' ✓' else '' end order by o.position)
                     filter (where o.id is not null), '{}') as options
       from public.questions q left join public.multiple_choice_options o on o.question_id = q.id
      where q.id = $1 group by q.id`,
    [questionId],
  );
  return rows[0];
}

const pickOne: NewQuestion = {
  question: '  Which of these can fly?  ',
  answer: '',
  type: 'bonus',
  question_type: 'multiple_choice',
  options: [
    { option_text: ' Frog ', is_correct: false },
    { option_text: 'Dragonfly', is_correct: true },
    { option_text: 'Snail', is_correct: false },
  ],
};

describe.each(testDatabaseVariants())('add_question on $name', (variant) => {
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

  it("adds a multiple-choice question after the set's last one, its correct option as its answer", async () => {
    const added = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      const id = await addQuestion(tx, library.setA, pickOne);
      await tx.query('reset role');
      return stored(tx, id);
    });
    expect(added).toEqual({
      position: 2,
      question: 'Which of these can fly?',
      answer: 'Dragonfly',
      type: 'bonus',
      question_type: 'multiple_choice',
      options: ['Frog', 'Dragonfly ✓', 'Snail'],
    });
  });

  it('adds a normal question with its own answer and no options', async () => {
    const added = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      const id = await addQuestion(tx, library.setB, { question: 'Two and two?', answer: ' Four ' });
      await tx.query('reset role');
      return stored(tx, id);
    });
    expect(added).toMatchObject({ position: 2, answer: 'Four', question_type: 'normal', options: [] });
  });

  it.each<CallerName>(['anon', 'other', 'premium'])(
    "refuses %s a question in the author's set",
    async (caller) => {
      const code = await sqlstateOf(
        asCaller(database, caller, (tx) =>
          addQuestion(tx, library.setA, { question: 'Mine?', answer: 'No' }),
        ),
      );
      expect(code).toBe('42501');
    },
  );

  it('refuses a multiple-choice question whose options break the rule, and keeps no part of it', async () => {
    const refusal = await postgresErrorOf(
      database.transaction(async (tx) => {
        await becomeCaller(tx, 'author');
        await addQuestion(tx, library.setA, {
          ...pickOne,
          options: [
            { option_text: 'A', is_correct: true },
            { option_text: 'B', is_correct: true },
          ],
        });
      }),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'multiple_choice_one_correct_option' });
    const { rows } = await database.query<{ questions: number }>(
      'select count(*)::int as questions from public.questions where question_set_id = $1',
      [library.setA],
    );
    expect(rows).toEqual([{ questions: 2 }]);
  });

  it('refuses options on a normal question', async () => {
    const code = await sqlstateOf(
      asCaller(database, 'author', (tx) =>
        addQuestion(tx, library.setA, { question: 'Plain?', answer: 'Yes', options: pickOne.options! }),
      ),
    );
    expect(code).toBe('22023');
  });
});
