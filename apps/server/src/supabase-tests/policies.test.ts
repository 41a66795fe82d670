import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { accounts, asCaller, becomeCaller, createAccounts, rolledBack, sqlstateOf } from './callers';
import { createLibrary, library } from './fixtures';

const NOT_PREMIUM: readonly CallerName[] = ['anon', 'other', 'free', 'admin'];

describe.each(testDatabaseVariants())('the policies on $name', (variant) => {
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

  describe('the shape of the rules', () => {
    it('enables row-level security on every table of public and private', async () => {
      const { rows } = await database.query<{ table: string }>(
        `select n.nspname || '.' || c.relname as table
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity`,
      );
      expect(rows).toEqual([]);
    });

    it('has no write policy that lets every row through', async () => {
      expect(await writePoliciesForEveryRow(database)).toEqual([]);
      const planted = await rolledBack(database, async (tx) => {
        await tx.query(`create policy "Anyone can delete flags" on feature_flags for delete using (true)`);
        return writePoliciesForEveryRow(tx);
      });
      expect(planted).toEqual(['feature_flags: Anyone can delete flags']);
    });

    // A restrictive policy only narrows what the one permissive policy allows, so it may stand beside it.
    it('has at most one permissive policy per table and operation, and none for all operations at once', async () => {
      const { rows } = await database.query<{ policy: string }>(
        `select tablename || ' ' || cmd || ': ' || string_agg(policyname, ', ') as policy from pg_policies
          where schemaname in ('public', 'storage')
          group by tablename, cmd
         having count(*) filter (where permissive = 'PERMISSIVE') > 1 or cmd = 'ALL'`,
      );
      expect(rows).toEqual([]);
    });

    it('asks for the caller once per statement, (select auth.uid()), never once per row', async () => {
      const { rows } = await database.query<{ policy: string; expression: string }>(
        `select policyname as policy, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression
           from pg_policies where schemaname in ('public', 'storage')`,
      );
      const perRow = rows.filter(
        ({ expression }) =>
          (expression.match(/auth\.uid\(\)/g) ?? []).length !==
          (expression.match(/SELECT auth\.uid\(\) AS uid/gi) ?? []).length,
      );
      expect(perRow).toEqual([]);
      expect(rows.length).toBeGreaterThan(20);
    });

    it('runs every API function as its caller, and keeps security definer helpers out of the API', async () => {
      const { rows } = await database.query<{
        name: string;
        schema: string;
        definer: boolean;
        config: string[] | null;
      }>(
        `select p.proname as name, n.nspname as schema, p.prosecdef as definer, p.proconfig as config
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private') order by 2, 1`,
      );
      expect(rows.filter((row) => row.schema === 'public' && row.definer)).toEqual([]);
      expect(rows.filter((row) => !row.config?.includes('search_path=""'))).toEqual([]);
      expect(rows.filter((row) => row.schema === 'public').map((row) => row.name)).toEqual([
        'add_question',
        'admin_dashboard_counts',
        'admin_find_accounts',
        'admin_set_feature_flag',
        'admin_set_official',
        'admin_set_premium',
        'admin_unpublish_set',
        'admin_update_report',
        'copy_question_set',
        'copy_question_set',
        'current_user_is_admin',
        'current_user_is_premium',
        'hardest_questions',
        'import_questions',
        'record_game',
        'reorder_questions',
        'toggle_star',
        'update_question',
      ]);
    });

    it('has no view that would read the tables with its owner’s rights', async () => {
      const { rows } = await database.query(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('v', 'm')
            and not coalesce('security_invoker=true' = any (c.reloptions), false)`,
      );
      expect(rows).toEqual([]);
    });
  });

  describe('premium questions', () => {
    let premiumIds: string[];
    let readablePremiumIds: string[];

    beforeAll(async () => {
      premiumIds = (
        await database.query<{ id: string }>('select id from questions where is_premium order by id')
      ).rows.map((row) => row.id);
      readablePremiumIds = (
        await database.query<{ id: string }>(
          `select q.id from questions q join question_sets s on s.id = q.question_set_id
            where q.is_premium and s.is_public order by q.id`,
        )
      ).rows.map((row) => row.id);
      expect(readablePremiumIds.length).toBeGreaterThan(50);
    });

    it.each(NOT_PREMIUM)('are never read by %s from the questions table', async (caller) => {
      const seen = await asCaller(database, caller, (tx) =>
        tx.query(`select question, answer from questions where is_premium or id = any($1)`, [premiumIds]),
      );
      expect(seen.rows).toEqual([]);
    });

    it.each(NOT_PREMIUM)('never lend their options to %s', async (caller) => {
      const seen = await asCaller(database, caller, (tx) =>
        tx.query('select option_text from multiple_choice_options where question_id = any($1)', [premiumIds]),
      );
      expect(seen.rows).toEqual([]);
    });

    it.each(NOT_PREMIUM)(
      'stay out of question sets embedded for %s, as PostgREST embeds them',
      async (caller) => {
        // What GET /rest/v1/question_sets?select=*,questions(*,multiple_choice_options(*)) runs.
        const embedded = await asCaller(database, caller, async (tx) => {
          const { rows } = await tx.query<{ body: string }>(
            `select coalesce(json_agg(s), '[]')::text as body from (
             select question_set.id, (
               select coalesce(json_agg(q), '[]') from (
                 select question.id, question.question, question.answer, (
                   select coalesce(json_agg(o), '[]') from (
                     select choice.option_text, choice.is_correct from multiple_choice_options choice
                      where choice.question_id = question.id
                   ) o
                 ) as multiple_choice_options
                 from questions question where question.question_set_id = question_set.id
               ) q
             ) as questions
             from question_sets question_set
           ) s`,
          );
          return JSON.parse(rows[0]!.body) as { questions: { id: string }[] }[];
        });
        const questionIds = embedded.flatMap((set) => set.questions.map((question) => question.id));
        expect(questionIds.length).toBeGreaterThan(200);
        expect(questionIds.filter((id) => premiumIds.includes(id))).toEqual([]);
      },
    );

    it('are read by a premium member in every readable set', async () => {
      const seen = await asCaller(database, 'premium', (tx) =>
        tx.query<{ id: string }>('select id from questions where is_premium order by id'),
      );
      expect(seen.rows.map((row) => row.id)).toEqual(readablePremiumIds);
    });

    it('are read by their author, premium or not', async () => {
      const seen = await asCaller(database, 'author', (tx) =>
        tx.query<{ question: string }>('select question from questions where is_premium order by 1'),
      );
      expect(seen.rows.map((row) => row.question)).toContain('A premium');
      expect(seen.rows.map((row) => row.question)).toContain('B premium');
    });

    it('cannot be unlocked by editing them blind', async () => {
      const changed = await asCaller(database, 'free', (tx) =>
        tx.query(`update questions set is_premium = false where is_premium`),
      );
      expect(changed.rowCount).toBe(0);
    });
  });

  describe('official sets', () => {
    it('can be marked official only through the admin functions, which write the audit log', async () => {
      const insert = `insert into question_sets (game_name, is_public, is_official) values ('Official', true, true)`;
      for (const caller of ['author', 'premium', 'admin'] as const) {
        expect(await sqlstateOf(asCaller(database, caller, (tx) => tx.query(insert))), caller).toBe('42501');
      }
    });

    it('cannot be claimed by an author who marks their own set official', async () => {
      const update = `update question_sets set is_official = true where id = $1`;
      expect(await sqlstateOf(asCaller(database, 'author', (tx) => tx.query(update, [library.setB])))).toBe(
        '42501',
      );
    });

    it('belong to no one, so no signed-in user can change or delete them', async () => {
      for (const caller of ['author', 'premium', 'admin'] as const) {
        const changed = await asCaller(database, caller, async (tx) => {
          const update = await tx.query(`update question_sets set game_name = 'Mine now' where is_official`);
          const remove = await tx.query(
            'delete from questions where question_set_id in (select id from question_sets where is_official)',
          );
          return update.rowCount + remove.rowCount;
        });
        expect(changed).toBe(0);
      }
    });

    it('cannot be handed to another author', async () => {
      const update = `update question_sets set created_by = $1 where id = $2`;
      expect(
        await sqlstateOf(
          asCaller(database, 'author', (tx) => tx.query(update, [accounts.other.id, library.setA])),
        ),
      ).toBe('42501');
    });
  });

  describe('stars', () => {
    it('can be put only on a set the user can read', async () => {
      const star = 'insert into starred_question_sets (question_set_id) values ($1)';
      expect(await sqlstateOf(asCaller(database, 'other', (tx) => tx.query(star, [library.setA])))).toBe(
        '42501',
      );
      expect(
        await sqlstateOf(asCaller(database, 'other', (tx) => tx.query(star, [library.setB]))),
      ).toBeUndefined();
    });
  });

  describe('problem reports', () => {
    it('are filed in the reporter’s own name or in nobody’s', async () => {
      const report = `insert into problem_reports (category, description, reporter_id) values ('bug', 'x', $1)`;
      expect(
        await sqlstateOf(asCaller(database, 'author', (tx) => tx.query(report, [accounts.other.id]))),
      ).toBe('42501');
      expect(
        await sqlstateOf(asCaller(database, 'anon', (tx) => tx.query(report, [accounts.other.id]))),
      ).toBe('42501');
      expect(
        await sqlstateOf(asCaller(database, 'author', (tx) => tx.query(report, [accounts.author.id]))),
      ).toBe(undefined);
    });

    it('arrive open: a reporter cannot file one already resolved', async () => {
      const report = `insert into problem_reports (category, description, status) values ('bug', 'x', 'resolved')`;
      expect(await sqlstateOf(asCaller(database, 'anon', (tx) => tx.query(report)))).toBe('42501');
    });
  });

  describe('storage', () => {
    it('has the three buckets with their limits', async () => {
      const { rows } = await database.query(
        `select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id`,
      );
      expect(rows).toEqual([
        {
          id: 'assets',
          public: true,
          file_size_limit: 1048576,
          allowed_mime_types: ['image/png', 'image/svg+xml', 'image/x-icon'],
        },
        {
          id: 'question-media',
          public: false,
          file_size_limit: 5242880,
          allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
        },
        { id: 'sounds', public: false, file_size_limit: 2097152, allowed_mime_types: ['audio/mpeg'] },
      ]);
    });

    const author = accounts.author.id;
    const other = accounts.other.id;
    it.each([
      { bucket: 'question-media', name: `${author}/picture.png`, type: 'image/png', outcome: undefined },
      {
        bucket: 'question-media',
        name: `${author}/quiz/2/picture.JPEG`,
        type: 'image/jpeg',
        outcome: undefined,
      },
      { bucket: 'question-media', name: `${author}/picture.webp`, type: 'image/webp', outcome: undefined },
      { bucket: 'question-media', name: `${author}/picture.gif`, type: 'image/gif', outcome: undefined },
      { bucket: 'question-media', name: `${author}/picture.svg`, type: 'image/svg+xml', outcome: '42501' },
      { bucket: 'question-media', name: `${author}/picture.png`, type: 'image/svg+xml', outcome: '42501' },
      { bucket: 'question-media', name: `${author}/picture.png`, type: 'text/html', outcome: '42501' },
      { bucket: 'question-media', name: `${author}/picture.png`, type: undefined, outcome: '42501' },
      { bucket: 'question-media', name: `${author}/notes.html`, type: 'image/png', outcome: '42501' },
      { bucket: 'question-media', name: `${other}/picture.png`, type: 'image/png', outcome: '42501' },
      {
        bucket: 'question-media',
        name: 'official/telling-time/picture.png',
        type: 'image/png',
        outcome: '42501',
      },
      { bucket: 'question-media', name: 'picture.png', type: 'image/png', outcome: '42501' },
      { bucket: 'sounds', name: `${author}/sound.mp3`, type: 'audio/mpeg', outcome: '42501' },
      { bucket: 'assets', name: `${author}/logo.png`, type: 'image/png', outcome: '42501' },
    ])(
      'lets the author upload $bucket/$name as $type → $outcome',
      async ({ bucket, name, type, outcome }) => {
        const upload = asCaller(database, 'author', (tx) =>
          tx.query(
            'insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, auth.uid(), $3::jsonb)',
            [bucket, name, type === undefined ? null : JSON.stringify({ mimetype: type })],
          ),
        );
        expect(await sqlstateOf(upload)).toBe(outcome);
      },
    );

    it('lets the author replace a picture only with another raster image', async () => {
      const replace = (type: string) =>
        sqlstateOf(
          rolledBack(database, async (tx) => {
            await tx.query(
              `insert into storage.objects (bucket_id, name, owner, metadata)
               values ('question-media', $1, $2::uuid, '{"mimetype": "image/png"}')`,
              [`${author}/diagram.png`, author],
            );
            await becomeCaller(tx, 'author');
            const { rowCount } = await tx.query(
              `update storage.objects set metadata = jsonb_build_object('mimetype', $2::text)
                where bucket_id = 'question-media' and name = $1`,
              [`${author}/diagram.png`, type],
            );
            expect(rowCount).toBe(1);
          }),
        );
      expect(await replace('image/webp')).toBe(undefined);
      expect(await replace('image/svg+xml')).toBe('42501');
    });

    it('lets a visitor read a sound, so the storage server may sign its URL', async () => {
      const seen = await rolledBack(database, async (tx) => {
        await tx.query(`insert into storage.objects (bucket_id, name) values ('sounds', 'correct.mp3')`);
        await becomeCaller(tx, 'anon');
        const { rows } = await tx.query<{ name: string }>(
          `select name from storage.objects where bucket_id = 'sounds'`,
        );
        return rows.map((row) => row.name);
      });
      expect(seen).toEqual(['correct.mp3']);
    });
  });
});

async function writePoliciesForEveryRow(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ policy: string }>(
    `select tablename || ': ' || policyname as policy from pg_policies
      where schemaname in ('public', 'storage') and cmd <> 'SELECT'
        and (coalesce(qual, '') ~* '^\\(?true\\)?$' or coalesce(with_check, '') ~* '^\\(?true\\)?$')`,
  );
  return rows.map((row) => row.policy);
}
