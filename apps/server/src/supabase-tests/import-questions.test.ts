import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { asCaller, becomeCaller, createAccounts, postgresErrorOf, rolledBack, sqlstateOf } from './callers';
import { createLibrary, library } from './fixtures';

interface ImportedQuestion {
  question: string;
  answer: string;
  type?: string;
  question_type?: string;
  options?: { option_text: string; is_correct: boolean }[];
}

function importQuestions(tx: Queryable, setId: string, questions: unknown): Promise<number> {
  return tx
    .query<{
      imported: number;
    }>('select public.import_questions(set_id => $1, questions => $2::jsonb) as imported', [
      setId,
      JSON.stringify(questions),
    ])
    .then(({ rows }) => rows[0]!.imported);
}

/** The set's questions as stored, read with the owner's rights, options in their order. */
async function storedQuestions(tx: Queryable, setId: string) {
  const { rows } = await tx.query<{ position: number; question: string; answer: string; options: string[] }>(
    `select q.position, q.question, q.answer,
            coalesce(array_agg(o.option_text || case when o.is_correct then ' ✓' else '' end order by o.position)
                     filter (where o.id is not null), '{}') as options
       from public.questions q left join public.multiple_choice_options o on o.question_id = q.id
      where q.question_set_id = $1 group by q.id order by q.position`,
    [setId],
  );
  return rows;
}

async function questionCount(database: Database, setId: string): Promise<number> {
  const { rows } = await database.query<{ questions: number }>(
    'select count(*)::int as questions from public.questions where question_set_id = $1',
    [setId],
  );
  return rows[0]!.questions;
}

/** How many questions a set holds, and what the database says when a write would go past it. */
const MAX_QUESTIONS_PER_SET = 500;
const SET_FULL = `A question set holds at most ${MAX_QUESTIONS_PER_SET} questions.`;

const pickOne: ImportedQuestion = {
  question: ' Which of these can fly? ',
  answer: '',
  type: 'bonus',
  question_type: 'multiple_choice',
  options: [
    { option_text: 'Frog', is_correct: false },
    { option_text: ' Dragonfly ', is_correct: true },
  ],
};

/** `count` questions, every third one multiple-choice. */
function numbered(count: number): ImportedQuestion[] {
  return Array.from({ length: count }, (_, index) =>
    index % 3 === 0
      ? { ...pickOne, question: `Fly ${index}?` }
      : { question: `Q${index}?`, answer: `${index}` },
  );
}

describe.each(testDatabaseVariants())('import_questions on $name', (variant) => {
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

  it("adds every question after the set's last one, in order, with their options", async () => {
    const { imported, questions } = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      const imported = await importQuestions(tx, library.setA, [
        { question: 'Two and two?', answer: ' Four ' },
        pickOne,
        { question: 'Loud?', answer: 'Yes', type: 'punishment', question_type: 'normal', options: [] },
      ]);
      await tx.query('reset role');
      return { imported, questions: await storedQuestions(tx, library.setA) };
    });
    expect(imported).toBe(3);
    expect(questions.slice(2)).toEqual([
      { position: 2, question: 'Two and two?', answer: 'Four', options: [] },
      {
        position: 3,
        question: 'Which of these can fly?',
        answer: 'Dragonfly',
        options: ['Frog', 'Dragonfly ✓'],
      },
      { position: 4, question: 'Loud?', answer: 'Yes', options: [] },
    ]);
  });

  it('writes as many questions as a set holds in one call, a third of them multiple-choice', async () => {
    const count = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      await importQuestions(tx, library.setB, numbered(MAX_QUESTIONS_PER_SET - 2));
      await tx.query('reset role');
      return (await storedQuestions(tx, library.setB)).length;
    });
    expect(count).toBe(MAX_QUESTIONS_PER_SET);
  });

  it('refuses an import of more questions than a set holds before looking at any of them', async () => {
    const refusal = await postgresErrorOf(
      asCaller(database, 'author', (tx) =>
        importQuestions(tx, library.setA, [...numbered(MAX_QUESTIONS_PER_SET), 'Not even an object']),
      ),
    );
    expect(refusal).toMatchObject({
      code: '22023',
      message: `At most ${MAX_QUESTIONS_PER_SET} questions can be imported at once; this import has ${MAX_QUESTIONS_PER_SET + 1}.`,
    });
    expect(await questionCount(database, library.setA)).toBe(2);
  });

  it('keeps none of an import that would take the set past its size', async () => {
    const refusal = await postgresErrorOf(
      asCaller(database, 'author', (tx) =>
        importQuestions(tx, library.setA, numbered(MAX_QUESTIONS_PER_SET - 1)),
      ),
    );
    expect(refusal).toMatchObject({ code: '23514', message: SET_FULL });
    expect(await questionCount(database, library.setA)).toBe(2);
  });

  it('refuses one question more in a full set, from any path and any role, and still lets it be edited', async () => {
    const refusals = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      await importQuestions(tx, library.setA, numbered(MAX_QUESTIONS_PER_SET - 2));
      const attempt = async (sql: string, params: unknown[]) => {
        await tx.query('savepoint attempt');
        const refusal = await postgresErrorOf(tx.query(sql, params));
        await tx.query('rollback to savepoint attempt');
        return refusal.message;
      };
      const added = await attempt("select public.add_question($1, 'One more?', 'No')", [library.setA]);
      await tx.query("update public.questions set question = 'Edited' where question_set_id = $1", [
        library.setA,
      ]);
      await tx.query('reset role');
      const moved = await attempt('update public.questions set question_set_id = $1 where id = $2', [
        library.setA,
        library.bFree,
      ]);
      const inserted = await attempt(
        "insert into public.questions (question_set_id, position, question, answer) values ($1, 900, 'Mine?', 'Yes')",
        [library.setA],
      );
      return [added, moved, inserted];
    });
    expect(refusals).toEqual([SET_FULL, SET_FULL, SET_FULL]);
  });

  it.each<CallerName>(['anon', 'other', 'premium'])(
    "refuses %s questions in the author's set",
    async (caller) => {
      const code = await sqlstateOf(
        asCaller(database, caller, (tx) =>
          importQuestions(tx, library.setA, [{ question: 'Mine?', answer: 'No' }]),
        ),
      );
      expect(code).toBe('42501');
    },
  );

  it('keeps none of the file when one multiple-choice question breaks the rule', async () => {
    const refusal = await postgresErrorOf(
      database.transaction(async (tx) => {
        await becomeCaller(tx, 'author');
        await importQuestions(tx, library.setA, [
          { question: 'Fine?', answer: 'Yes' },
          {
            ...pickOne,
            options: [
              { option_text: 'A', is_correct: true },
              { option_text: 'B', is_correct: true },
            ],
          },
        ]);
      }),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'multiple_choice_one_correct_option' });
    expect(await questionCount(database, library.setA)).toBe(2);
  });

  it('keeps none of the file when one question is refused by its own checks', async () => {
    const refusal = await postgresErrorOf(
      database.transaction(async (tx) => {
        await becomeCaller(tx, 'author');
        await importQuestions(tx, library.setA, [
          { question: 'Fine?', answer: 'Yes' },
          { question: 'No answer?', answer: '  ' },
        ]);
      }),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'questions_answer_length' });
    expect(await questionCount(database, library.setA)).toBe(2);
  });

  it.each([
    ['options on a normal question', [{ question: 'Plain?', answer: 'Yes', options: pickOne.options }]],
    ['an empty list', []],
    ['something other than a list', { question: 'Alone?', answer: 'Yes' }],
    ['a question that is not an object', ['Just text']],
  ])('refuses %s', async (_, questions) => {
    const code = await sqlstateOf(
      asCaller(database, 'author', (tx) => importQuestions(tx, library.setA, questions)),
    );
    expect(code).toBe('22023');
  });
});
