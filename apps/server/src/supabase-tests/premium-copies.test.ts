import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { accounts, becomeCaller, createAccounts, postgresErrorOf, rolledBack, sqlstateOf } from './callers';
import { createLibrary, library } from './fixtures';

const PUBLISH_REFUSED =
  'A question set holding premium questions copied from another set cannot be made public.';
const STAYS_PREMIUM = 'A question copied from a premium question stays premium.';

/** The premium member's copy of the author's public set B ("B free" and "B premium"), made in tx. */
async function copySetB(tx: Queryable): Promise<{ copy: string; premiumCopy: string; freeCopy: string }> {
  await becomeCaller(tx, 'premium');
  const { rows } = await tx.query<{ id: string }>('select copy_question_set($1) as id', [library.setB]);
  const copy = rows[0]!.id;
  const questions = await tx.query<{ id: string; question: string }>(
    'select id, question from questions where question_set_id = $1',
    [copy],
  );
  const idOf = (text: string) => questions.rows.find((row) => row.question === text)!.id;
  return { copy, premiumCopy: idOf('B premium'), freeCopy: idOf('B free') };
}

async function questionsReadBy(tx: Queryable, caller: CallerName, setId: string): Promise<string[]> {
  await tx.query('reset role');
  await becomeCaller(tx, caller);
  const { rows } = await tx.query<{ question: string }>(
    'select question from questions where question_set_id = $1 order by position',
    [setId],
  );
  return rows.map((row) => row.question);
}

async function endSubscription(tx: Queryable, caller: 'premium'): Promise<void> {
  await tx.query('reset role');
  await tx.query('update user_subscriptions set active = false where user_id = $1', [accounts[caller].id]);
}

describe.each(testDatabaseVariants())('copied premium questions on $name', (variant) => {
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

  it('never shows a visitor or a free user a copied premium question, however the copier tries', async () => {
    const readers = await rolledBack(database, async (tx) => {
      const { copy } = await copySetB(tx);
      for (const attempt of [
        'update questions set is_premium = false where question_set_id = $1',
        'update question_sets set is_public = true where id = $1',
      ]) {
        await tx.query('savepoint attempt');
        await sqlstateOf(tx.query(attempt, [copy]));
        await tx.query('rollback to savepoint attempt');
      }
      return { anon: await questionsReadBy(tx, 'anon', copy), free: await questionsReadBy(tx, 'free', copy) };
    });
    expect(readers).toEqual({ anon: [], free: [] });
  });

  it('refuses to make a copied premium question free', async () => {
    const error = await postgresErrorOf(
      rolledBack(database, async (tx) => {
        const { premiumCopy } = await copySetB(tx);
        await tx.query('update questions set is_premium = false where id = $1', [premiumCopy]);
      }),
    );
    expect(error).toMatchObject({
      code: '23514',
      constraint: 'questions_premium_copy_stays_premium',
      message: STAYS_PREMIUM,
    });
  });

  it('refuses to publish a set that holds copied premium questions', async () => {
    const error = await postgresErrorOf(
      rolledBack(database, async (tx) => {
        const { copy } = await copySetB(tx);
        await tx.query('update question_sets set is_public = true where id = $1', [copy]);
      }),
    );
    expect(error).toMatchObject({
      code: '23514',
      constraint: 'question_sets_copied_premium_private',
      message: PUBLISH_REFUSED,
    });
  });

  it('lets the copier publish the copy once its copied premium questions are gone', async () => {
    const readers = await rolledBack(database, async (tx) => {
      const { copy, premiumCopy } = await copySetB(tx);
      await tx.query('delete from questions where id = $1', [premiumCopy]);
      await tx.query('update question_sets set is_public = true where id = $1', [copy]);
      return questionsReadBy(tx, 'anon', copy);
    });
    expect(readers).toEqual(['B free']);
  });

  it('refuses to move a copied premium question into a public set', async () => {
    const code = await sqlstateOf(
      rolledBack(database, async (tx) => {
        const { premiumCopy } = await copySetB(tx);
        const { rows } = await tx.query<{ id: string }>(
          `insert into question_sets (game_name, is_public) values ('Open to all', true) returning id`,
        );
        await tx.query('update questions set question_set_id = $1 where id = $2', [rows[0]!.id, premiumCopy]);
      }),
    );
    expect(code).toBe('42501');
  });

  it('never lets a client write where a question was copied from', async () => {
    const outcomes = await rolledBack(database, async (tx) => {
      const { freeCopy, premiumCopy } = await copySetB(tx);
      const attempts = [
        () => tx.query('update questions set is_premium_copy = false where id = $1', [premiumCopy]),
        () => tx.query('update questions set copied_from_question_id = null where id = $1', [premiumCopy]),
        () =>
          tx.query('update questions set copied_from_question_id = $1 where id = $2', [
            library.bPremium,
            freeCopy,
          ]),
      ];
      const codes = [];
      for (const attempt of attempts) {
        await tx.query('savepoint attempt');
        codes.push(await sqlstateOf(attempt()));
        await tx.query('rollback to savepoint attempt');
      }
      return codes;
    });
    expect(outcomes).toEqual(['42501', '42501', '42501']);

    const inserted = await sqlstateOf(
      rolledBack(database, async (tx) => {
        await becomeCaller(tx, 'author');
        await tx.query(
          `insert into questions (question_set_id, question, answer, is_premium, is_premium_copy)
           values ($1, 'Mine', 'a', true, true)`,
          [library.setA],
        );
      }),
    );
    expect(inserted).toBe('42501');
  });

  it('records where each copied question came from', async () => {
    const copied = await rolledBack(database, async (tx) => {
      const { copy } = await copySetB(tx);
      await tx.query('reset role');
      const { rows } = await tx.query(
        `select question, copied_from_question_id, is_premium_copy from questions
          where question_set_id = $1 order by position`,
        [copy],
      );
      return rows;
    });
    expect(copied).toEqual([
      { question: 'B free', copied_from_question_id: library.bFree, is_premium_copy: false },
      { question: 'B premium', copied_from_question_id: library.bPremium, is_premium_copy: true },
    ]);
  });

  it('hides the copied premium questions and their options from the copier once premium ends', async () => {
    const seen = await rolledBack(database, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `select s.id from question_sets s where s.game_name = 'Telling Time' and s.is_official`,
      );
      await becomeCaller(tx, 'premium');
      const copy = (await tx.query<{ id: string }>('select copy_question_set($1) as id', [rows[0]!.id]))
        .rows[0]!.id;
      const count = async () => {
        const { rows: counted } = await tx.query<{ premium: number; free: number; options: number }>(
          `select count(*) filter (where q.is_premium)::int as premium,
                  count(*) filter (where not q.is_premium)::int as free,
                  (select count(*)::int from multiple_choice_options o
                     join questions p on p.id = o.question_id
                    where p.question_set_id = $1 and p.is_premium) as options
             from questions q where q.question_set_id = $1`,
          [copy],
        );
        return counted[0]!;
      };
      const whilePremium = await count();
      await endSubscription(tx, 'premium');
      await becomeCaller(tx, 'premium');
      const afterwards = await count();
      await tx.query('reset role');
      const { rows: premiumIds } = await tx.query<{ id: string }>(
        'select id from questions where question_set_id = $1 and is_premium',
        [copy],
      );
      await becomeCaller(tx, 'premium');
      const { rows: premiumOptions } = await tx.query(
        'select id from multiple_choice_options where question_id = any($1::uuid[])',
        [premiumIds.map((row) => row.id)],
      );
      return { whilePremium, afterwards, premiumOptions };
    });
    expect(seen.whilePremium.premium).toBeGreaterThan(0);
    expect(seen.afterwards).toEqual({ premium: 0, free: seen.whilePremium.free, options: 0 });
    expect(seen.premiumOptions).toEqual([]);
  });

  it('keeps a premium copy premium through a copy of the copy', async () => {
    const code = await sqlstateOf(
      rolledBack(database, async (tx) => {
        const { copy } = await copySetB(tx);
        const again = (await tx.query<{ id: string }>('select copy_question_set($1) as id', [copy])).rows[0]!
          .id;
        await tx.query('update questions set is_premium = false where question_set_id = $1', [again]);
      }),
    );
    expect(code).toBe('23514');
  });

  it('still lets an author on the free plan read, publish and unmark their own premium questions', async () => {
    const readers = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      const own = await questionsReadBy(tx, 'author', library.setA);
      await tx.query('update questions set is_premium = false where id = $1', [library.aPremium]);
      await tx.query('update question_sets set is_public = true where id = $1', [library.setA]);
      return { own, visitor: await questionsReadBy(tx, 'anon', library.setA) };
    });
    expect(readers).toEqual({ own: ['A free', 'A premium'], visitor: ['A free', 'A premium'] });
  });

  it('lets the author copy their own premium questions as their own, free to publish', async () => {
    const readers = await rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      const copy = (await tx.query<{ id: string }>('select copy_question_set($1) as id', [library.setA]))
        .rows[0]!.id;
      await tx.query('update question_sets set is_public = true where id = $1', [copy]);
      return questionsReadBy(tx, 'author', copy);
    });
    expect(readers).toEqual(['A free', 'A premium']);
  });

  it('lets no other user’s question lock a picture away or open a premium one up', async () => {
    const seen = await rolledBack(database, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, metadata) values
           ('question-media', 'official/telling-time/clock-3-00.svg', '{"mimetype": "image/svg+xml"}'),
           ('question-media', 'official/telling-time/clock-6-00.svg', '{"mimetype": "image/svg+xml"}')`,
      );
      await becomeCaller(tx, 'author');
      await tx.query(
        `insert into questions (question_set_id, question, answer, is_premium, media_url, media_type, media_alt)
         values ($1, 'Free, with a premium picture', 'a', false, 'official/telling-time/clock-6-00.svg',
                 'image/svg+xml', 'A clock'),
                ($1, 'Premium, with a free picture', 'a', true, 'official/telling-time/clock-3-00.svg',
                 'image/svg+xml', 'A clock')`,
        [library.setB],
      );
      const pictures = async (caller: CallerName) => {
        await tx.query('reset role');
        await becomeCaller(tx, caller);
        const { rows } = await tx.query<{ name: string }>(
          `select name from storage.objects where bucket_id = 'question-media' order by name`,
        );
        return rows.map((row) => row.name.replace('official/telling-time/', ''));
      };
      return {
        anon: await pictures('anon'),
        free: await pictures('free'),
        premium: await pictures('premium'),
      };
    });
    expect(seen).toEqual({
      anon: ['clock-3-00.svg'],
      free: ['clock-3-00.svg'],
      premium: ['clock-3-00.svg', 'clock-6-00.svg'],
    });
  });
});
