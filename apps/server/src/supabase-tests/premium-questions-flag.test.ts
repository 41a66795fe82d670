import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { becomeCaller, createAccounts, rolledBack } from './callers';
import { createLibrary, library } from './fixtures';

// The premium_questions_access flag is the admin's switch for premium content, and the database obeys it: while
// it is off (or gone), a premium member receives no premium question, option or picture by any route, and an
// author keeps the premium questions they wrote themselves.

const HELPER = 'private.premium_questions_open_to_caller()';

type Switch = 'on' | 'off' | 'removed';

const SWITCHED_AWAY: readonly Switch[] = ['off', 'removed'];

async function switchPremiumQuestions(tx: Queryable, state: Switch): Promise<void> {
  if (state === 'removed') {
    await tx.query(`delete from feature_flags where name = 'premium_questions_access'`);
  } else {
    await tx.query(`update feature_flags set enabled = $1 where name = 'premium_questions_access'`, [
      state === 'on',
    ]);
  }
}

async function labelsOf(tx: Queryable, statement: string, params: unknown[] = []): Promise<string[]> {
  const { rows } = await tx.query<{ label: string }>(statement, params);
  return rows.map((row) => row.label);
}

describe.each(testDatabaseVariants())('the premium questions switch on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;
  let premiumIds: string[];

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      await createLibrary(tx);
    });
    premiumIds = (
      await database.query<{ id: string }>('select id from questions where is_premium order by id')
    ).rows.map((row) => row.id);
  });

  afterAll(() => drop());

  /** Runs work as a caller with the flag in the given state, then rolls both back. */
  function readWith<T>(state: Switch, caller: CallerName, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return rolledBack(database, async (tx) => {
      await switchPremiumQuestions(tx, state);
      await becomeCaller(tx, caller);
      return work(tx);
    });
  }

  const premiumQuestionsOf = (tx: Queryable) =>
    labelsOf(tx, 'select question as label from questions where id = any($1) order by 1', [premiumIds]);

  const premiumOptionsOf = (tx: Queryable) =>
    labelsOf(
      tx,
      'select option_text as label from multiple_choice_options where question_id = any($1) order by 1',
      [premiumIds],
    );

  it('hands a premium member every premium question of the readable sets while it is on', async () => {
    const seen = await readWith('on', 'premium', premiumQuestionsOf);
    expect(seen).toContain('B premium');
    expect(seen.length).toBeGreaterThan(50);
  });

  it.each(SWITCHED_AWAY)('hands a premium member no premium question while it is %s', async (state) => {
    expect(await readWith(state, 'premium', premiumQuestionsOf)).toEqual([]);
  });

  it.each(SWITCHED_AWAY)(
    'hands a premium member no premium question’s options while it is %s',
    async (state) => {
      expect(await readWith(state, 'premium', premiumOptionsOf)).toEqual([]);
    },
  );

  it.each(SWITCHED_AWAY)(
    'leaves premium questions out of a premium member’s read of sets, questions and options while it is %s',
    async (state) => {
      const joined = await readWith(state, 'premium', (tx) =>
        labelsOf(
          tx,
          `select question.question || ' ' || coalesce(string_agg(choice.option_text, ', '), '') as label
           from question_sets question_set
           join questions question on question.question_set_id = question_set.id
           left join multiple_choice_options choice on choice.question_id = question.id
          where question.is_premium
          group by question.id`,
        ),
      );
      expect(joined).toEqual([]);
    },
  );

  it.each(SWITCHED_AWAY)(
    'still lets the author read their own premium questions and options while it is %s',
    async (state) => {
      const seen = await readWith(state, 'author', async (tx) => ({
        questions: await premiumQuestionsOf(tx),
        options: await premiumOptionsOf(tx),
      }));
      expect(seen).toEqual({
        questions: ['A premium', 'B premium'],
        options: ['A premium right', 'A premium wrong'],
      });
    },
  );

  it('takes a premium member’s copies of other authors’ premium questions away while it is off', async () => {
    const seen = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'premium');
      const { rows } = await tx.query<{ id: string }>('select copy_question_set($1) as id', [library.setB]);
      const copy = rows[0]!.id;
      const ownCopy = () =>
        labelsOf(tx, 'select question as label from questions where question_set_id = $1 order by 1', [copy]);
      const whileOn = await ownCopy();
      await tx.query('reset role');
      await switchPremiumQuestions(tx, 'off');
      await becomeCaller(tx, 'premium');
      return { whileOn, whileOff: await ownCopy() };
    });
    expect(seen).toEqual({ whileOn: ['B free', 'B premium'], whileOff: ['B free'] });
  });

  it.each([
    { state: 'on', pictures: ['clock-3-00.svg', 'clock-6-00.svg'] },
    { state: 'off', pictures: ['clock-3-00.svg'] },
    { state: 'removed', pictures: ['clock-3-00.svg'] },
  ] as const)(
    'lets a premium member see premium pictures only while it is on ($state)',
    async ({ state, pictures }) => {
      const seen = await rolledBack(database, async (tx) => {
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata) values
           ('question-media', 'official/telling-time/clock-3-00.svg', '{"mimetype": "image/svg+xml"}'),
           ('question-media', 'official/telling-time/clock-6-00.svg', '{"mimetype": "image/svg+xml"}')`,
        );
        await switchPremiumQuestions(tx, state);
        await becomeCaller(tx, 'premium');
        return labelsOf(
          tx,
          `select regexp_replace(name, '^.*/', '') as label from storage.objects
          where bucket_id = 'question-media' order by 1`,
        );
      });
      expect(seen).toEqual(pictures);
    },
  );

  const gameFetch = {
    statement: 'select id, question, answer from questions where question_set_id = any($1)',
    params: [[library.setA, library.setB]],
  };

  /** The plan of a statement read as a premium member, one line of EXPLAIN VERBOSE each. */
  async function planOf(tx: Queryable, { statement, params }: typeof gameFetch): Promise<string[]> {
    await becomeCaller(tx, 'premium');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `explain (verbose, costs off) ${statement}`,
      params,
    );
    return rows.map((row) => row['QUERY PLAN']);
  }

  /** The lines of a plan that ask the switch anywhere but as the output of an InitPlan of its own. */
  function askedPerRow(plan: string[]): string[] {
    return plan.filter(
      (line, index) =>
        line.includes(HELPER) &&
        !(
          /^\s*Output: /.test(line) &&
          /->\s+Result/.test(plan[index - 1]!) &&
          /InitPlan/.test(plan[index - 2]!)
        ),
    );
  }

  it.each([
    { read: 'the game’s question fetch', ...gameFetch },
    {
      read: 'a question picture’s read',
      statement: `select name from storage.objects where bucket_id = 'question-media'`,
      params: [],
    },
  ])('asks the switch once per statement in $read, never once per row', async (read) => {
    const plan = await rolledBack(database, (tx) => planOf(tx, read));
    expect(
      plan.some((line) => line.includes(HELPER)),
      plan.join('\n'),
    ).toBe(true);
    expect(askedPerRow(plan)).toEqual([]);
  });

  it('would notice a policy that asked the switch once per row', async () => {
    const plan = await rolledBack(database, async (tx) => {
      await tx.query(
        `alter policy "Questions of readable sets; premium ones to premium while switched on, or their own author"
           on questions using (not is_premium or ${HELPER})`,
      );
      return planOf(tx, gameFetch);
    });
    expect(askedPerRow(plan)).toHaveLength(1);
  });
});
