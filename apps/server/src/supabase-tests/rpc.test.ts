import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { accounts, becomeCaller, createAccounts, postgresErrorOf, rolledBack } from './callers';
import { createLibrary, library } from './fixtures';

interface CopiedSet {
  set: Record<string, unknown>;
  questions: { question: string; is_premium: boolean; position: number; options: string[] }[];
}

/** What a copy holds, read back with the owner's rights (the test database's own user). */
async function readCopy(tx: Queryable, id: string): Promise<CopiedSet> {
  const set = (
    await tx.query(
      `select game_name, is_public, is_official, created_by, copied_from from public.question_sets where id = $1`,
      [id],
    )
  ).rows[0]!;
  const questions = (
    await tx.query<CopiedSet['questions'][number]>(
      `select q.question, q.is_premium, q.position,
              coalesce(array_agg(o.option_text || case when o.is_correct then ' ✓' else '' end
                                 order by o.position) filter (where o.id is not null), '{}') as options
         from public.questions q left join public.multiple_choice_options o on o.question_id = q.id
        where q.question_set_id = $1 group by q.id order by q.position, q.question`,
      [id],
    )
  ).rows;
  return { set, questions };
}

function copyAs(database: Database, caller: CallerName, setId: string): Promise<CopiedSet> {
  return rolledBack(database, async (tx) => {
    await becomeCaller(tx, caller);
    const { rows } = await tx.query<{ id: string }>('select copy_question_set($1) as id', [setId]);
    await tx.query('reset role');
    return readCopy(tx, rows[0]!.id);
  });
}

describe.each(testDatabaseVariants())('the RPCs on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;
  let officialSet: string;
  let officialQuestions: number;
  let officialPremiumQuestions: number;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      await createLibrary(tx);
    });
    const { rows } = await database.query<{ id: string; total: number; premium: number }>(
      `select s.id, count(*)::int as total, count(*) filter (where q.is_premium)::int as premium
         from question_sets s join questions q on q.question_set_id = s.id
        where s.game_name = 'Telling Time' group by s.id`,
    );
    ({ id: officialSet, total: officialQuestions, premium: officialPremiumQuestions } = rows[0]!);
  });

  afterAll(() => drop());

  describe('copy_question_set', () => {
    it('gives a premium member a private copy of an official set, premium questions and options included', async () => {
      const copy = await copyAs(database, 'premium', officialSet);
      expect(copy.set).toEqual({
        game_name: 'Telling Time',
        is_public: false,
        is_official: false,
        created_by: accounts.premium.id,
        copied_from: officialSet,
      });
      expect(copy.questions).toHaveLength(officialQuestions);
      expect(copy.questions.filter((question) => question.is_premium)).toHaveLength(officialPremiumQuestions);
      const original = await readCopy(database, officialSet);
      expect(copy.questions).toEqual(original.questions);
    });

    it('copies the premium questions of an author’s public set for a premium member', async () => {
      const copy = await copyAs(database, 'premium', library.setB);
      expect(copy.questions).toEqual([
        {
          question: 'B free',
          is_premium: false,
          position: 0,
          options: ['B free right ✓', 'B free wrong', 'B free extra'],
        },
        { question: 'B premium', is_premium: true, position: 1, options: [] },
      ]);
      expect(copy.set).toMatchObject({ created_by: accounts.premium.id, copied_from: library.setB });
    });

    it('lets any author copy their own set, their premium questions with it', async () => {
      const copy = await copyAs(database, 'author', library.setA);
      expect(copy.questions.map((question) => question.question)).toEqual(['A free', 'A premium']);
      expect(copy.questions[1]!.options).toEqual(['A premium right ✓', 'A premium wrong']);
    });

    it.each(['free', 'other', 'admin'] as const)(
      'refuses to copy a public set for %s, who is not premium',
      async (caller) => {
        const error = await postgresErrorOf(copyAs(database, caller, officialSet));
        expect(error).toMatchObject({
          code: '42501',
          message: 'Copying public question sets is a premium feature.',
        });
      },
    );

    it('refuses a visitor', async () => {
      const error = await postgresErrorOf(copyAs(database, 'anon', library.setB));
      expect(error).toMatchObject({
        code: '42501',
        message: 'You must be signed in to copy a question set.',
      });
    });

    it('cannot copy a private set of someone else, even for a premium member', async () => {
      const error = await postgresErrorOf(copyAs(database, 'premium', library.setC));
      expect(error.code).toBe('P0002');
    });

    it('stops copying public sets while the copy_public_games flag is off', async () => {
      const attempt = rolledBack(database, async (tx) => {
        await tx.query(`update feature_flags set enabled = false where name = 'copy_public_games'`);
        await becomeCaller(tx, 'premium');
        await tx.query('select copy_question_set($1)', [officialSet]);
      });
      expect(await postgresErrorOf(attempt)).toMatchObject({
        code: '42501',
        message: 'Copying public question sets is turned off.',
      });
    });
  });

  describe('toggle_star', () => {
    const toggleTwice = (caller: CallerName, setId: string, { starredBefore = false } = {}) =>
      rolledBack(database, async (tx) => {
        if (starredBefore && caller !== 'anon' && caller !== 'service') {
          await tx.query('insert into starred_question_sets (user_id, question_set_id) values ($1, $2)', [
            accounts[caller].id,
            setId,
          ]);
        }
        await becomeCaller(tx, caller);
        const starred: boolean[] = [];
        for (let turn = 0; turn < 2; turn += 1) {
          const { rows } = await tx.query<{ starred: boolean }>('select toggle_star($1) as starred', [setId]);
          starred.push(rows[0]!.starred);
        }
        const { rows } = await tx.query('select 1 from starred_question_sets where question_set_id = $1', [
          setId,
        ]);
        return { starred, remaining: rows.length };
      });

    it('stars a set, then takes the star away', async () => {
      expect(await toggleTwice('free', officialSet)).toEqual({ starred: [true, false], remaining: 0 });
    });

    it('takes away a star that was there, then puts it back', async () => {
      expect(await toggleTwice('author', library.setB, { starredBefore: true })).toEqual({
        starred: [false, true],
        remaining: 1,
      });
    });

    it('cannot star a set the caller cannot read', async () => {
      const error = await postgresErrorOf(toggleTwice('other', library.setA));
      expect(error.code).toBe('P0002');
    });

    it('asks a visitor to log in, in the words of the app', async () => {
      const error = await postgresErrorOf(toggleTwice('anon', library.setB));
      expect(error).toMatchObject({ code: '42501', message: 'You must be logged in to star question sets' });
    });
  });
});
