import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../internal/db/database';
import { actAs } from '../internal/db/request-role';
import { testDatabaseVariants } from '../internal/db/test-databases';
import { accounts, asCaller, createAccounts, postgresErrorOf, rolledBack, signUp } from './callers';
import { createLibrary, library } from './fixtures';

const newUser = '00000000-0000-4000-8000-0000000000b1';

interface Refusal {
  what: string;
  sql: string;
  params?: unknown[];
  code: string;
  constraint: string;
}

const long = (length: number) => 'x'.repeat(length);

/** Bad data each table refuses, and the constraint the error names (the api turns some into messages). */
const refusals: Refusal[] = [
  {
    what: 'a question set without a name',
    sql: `insert into question_sets (game_name) values ('   ')`,
    code: '23514',
    constraint: 'question_sets_game_name_length',
  },
  {
    what: 'a question set name of 101 characters',
    sql: 'insert into question_sets (game_name) values ($1)',
    params: [long(101)],
    code: '23514',
    constraint: 'question_sets_game_name_length',
  },
  {
    what: 'a description of 1001 characters',
    sql: `insert into question_sets (game_name, description) values ('Set', $1)`,
    params: [long(1001)],
    code: '23514',
    constraint: 'question_sets_description_length',
  },
  {
    what: 'a grade that does not exist',
    sql: `insert into question_sets (game_name, intended_grades) values ('Set', array['K', '13'])`,
    code: '23514',
    constraint: 'question_sets_intended_grades_check',
  },
  {
    what: 'an unknown question format',
    sql: `insert into question_sets (game_name, question_format) values ('Set', 'essay')`,
    code: '23514',
    constraint: 'question_sets_question_format_check',
  },
  {
    what: 'a question of 501 characters',
    sql: `insert into questions (question_set_id, question, answer) values ($1, $2, 'a')`,
    params: [library.setA, long(501)],
    code: '23514',
    constraint: 'questions_question_length',
  },
  {
    what: 'an empty answer',
    sql: `insert into questions (question_set_id, question, answer) values ($1, 'Why?', '')`,
    params: [library.setA],
    code: '23514',
    constraint: 'questions_answer_length',
  },
  {
    what: 'an unknown question type',
    sql: `insert into questions (question_set_id, question, answer, type) values ($1, 'Why?', 'a', 'trick')`,
    params: [library.setA],
    code: '23514',
    constraint: 'questions_type_check',
  },
  {
    what: 'a picture without alt text',
    sql: `insert into questions (question_set_id, question, answer, media_url, media_type)
          values ($1, 'What is this?', 'a', 'official/y.png', 'image/png')`,
    params: [library.setA],
    code: '23514',
    constraint: 'questions_media_described',
  },
  {
    what: 'a picture of a folder that is not its author’s',
    sql: `insert into questions (question_set_id, question, answer, media_url, media_type, media_alt)
          values ($1, 'What is this?', 'a', 'x/y.png', 'image/png', 'A picture')`,
    params: [library.setA],
    code: '23514',
    constraint: 'questions_media_url_of_its_author',
  },
  {
    what: 'an option of 201 characters',
    sql: `update multiple_choice_options set option_text = $1 where option_text = 'B free extra'`,
    params: [long(201)],
    code: '23514',
    constraint: 'multiple_choice_options_option_text_length',
  },
  {
    what: 'a referral source of 201 characters',
    sql: 'update profiles set referral_source = $1 where id = $2',
    params: [long(201), accounts.author.id],
    code: '23514',
    constraint: 'profiles_referral_source_length',
  },
  {
    what: 'a problem report of 5001 characters',
    sql: `insert into problem_reports (category, description) values ('bug', $1)`,
    params: [long(5001)],
    code: '23514',
    constraint: 'problem_reports_description_length',
  },
  {
    what: 'a problem report with a contact address that is not one',
    sql: `insert into problem_reports (category, description, contact_email) values ('bug', 'Broken', 'me at home')`,
    code: '23514',
    constraint: 'problem_reports_contact_email_format',
  },
  {
    what: 'a newsletter address without an @',
    sql: `insert into newsletter_subscribers (email) values ('reader.example.com')`,
    code: '23514',
    constraint: 'newsletter_subscribers_email_format',
  },
  {
    what: 'the same newsletter address twice, in another case',
    sql: `insert into newsletter_subscribers (email) values ('Reader@Example.com'), ('reader@example.com')`,
    code: '23505',
    constraint: 'newsletter_subscribers_email_key',
  },
  {
    what: 'the same payment event twice',
    sql: `insert into payments (provider, provider_event_id, event_type) values ('stripe', 'evt_1', 'a'), ('stripe', 'evt_1', 'a')`,
    code: '23505',
    constraint: 'payments_provider_event_id_key',
  },
  {
    what: 'a second subscription for one user',
    sql: `insert into user_subscriptions (user_id) values ($1), ($1)`,
    params: [accounts.author.id],
    code: '23505',
    constraint: 'user_subscriptions_user_id_key',
  },
  {
    what: 'a subscription type in capitals',
    sql: `insert into user_subscriptions (user_id, subscription_type) values ($1, 'Premium')`,
    params: [accounts.author.id],
    code: '23514',
    constraint: 'user_subscriptions_type_format',
  },
  {
    what: 'a role the app does not know',
    sql: `insert into user_roles (user_id, role) values ($1, 'owner')`,
    params: [accounts.author.id],
    code: '23514',
    constraint: 'user_roles_role_check',
  },
  {
    what: 'a feature flag of an unknown type',
    sql: `insert into feature_flags (name, flag_type) values ('new_flag', 'beta')`,
    code: '23514',
    constraint: 'feature_flags_flag_type_check',
  },
];

const badUsernames = ['ab', long(31), 'has space', 'émile', 'semi;colon', 'dot.name', 'new\nline'];

describe.each(testDatabaseVariants())('the constraints on $name', (variant) => {
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

  it.each(refusals)('refuse $what ($constraint)', async ({ sql, params, code, constraint }) => {
    const error = await postgresErrorOf(rolledBack(database, (tx) => tx.query(sql, params)));
    expect(error).toMatchObject({ code, constraint });
  });

  describe('usernames', () => {
    it.each(badUsernames)('refuse %j at sign-up, naming profiles_username_format', async (username) => {
      const error = await postgresErrorOf(
        rolledBack(database, (tx) =>
          signUp(tx, { id: newUser, email: 'new@quizcoop.test', metadata: { username } }),
        ),
      );
      expect(error).toMatchObject({ code: '23514', constraint: 'profiles_username_format' });
    });

    it.each(['abc', long(30), 'Under_score-and-hyphen', '007'])('accept %j', async (username) => {
      const profile = await rolledBack(database, async (tx) => {
        await signUp(tx, { id: newUser, email: 'new@quizcoop.test', metadata: { username } });
        return (await tx.query('select username from profiles where id = $1', [newUser])).rows;
      });
      expect(profile).toEqual([{ username }]);
    });

    it('refuse a taken name whatever its case, naming profiles_username_key', async () => {
      const error = await postgresErrorOf(
        rolledBack(database, (tx) =>
          signUp(tx, { id: newUser, email: 'new@quizcoop.test', metadata: { username: 'AUTHOR' } }),
        ),
      );
      expect(error.code).toBe('23505');
      expect(error.constraint).toBe('profiles_username_key');
      expect(error.message).toContain('profiles_username_key');
    });

    it('refuse a taken or malformed name when a user changes it too', async () => {
      const rename = (username: string) =>
        postgresErrorOf(
          asCaller(database, 'other', (tx) =>
            tx.query('update profiles set username = $1 where id = auth.uid()', [username]),
          ),
        );
      expect(await rename('Author')).toMatchObject({ code: '23505', constraint: 'profiles_username_key' });
      expect(await rename('x')).toMatchObject({ code: '23514', constraint: 'profiles_username_format' });
    });

    it('leave no account behind when the sign-up is refused', async () => {
      await postgresErrorOf(
        database.transaction((tx) =>
          signUp(tx, { id: newUser, email: 'new@quizcoop.test', metadata: { username: 'no' } }),
        ),
      );
      expect((await database.query('select id from auth.users where id = $1', [newUser])).rows).toEqual([]);
    });
  });

  describe('the profile made at sign-up', () => {
    const profileOf = (metadata: Record<string, unknown>, isAnonymous = false) =>
      rolledBack(database, async (tx) => {
        await signUp(tx, {
          id: newUser,
          email: isAnonymous ? null : 'new@quizcoop.test',
          metadata,
          isAnonymous,
        });
        const { rows } = await tx.query(
          'select username, referral_source, email_opt_in, terms_accepted from profiles where id = $1',
          [newUser],
        );
        return rows;
      });

    it('carries the four values of the sign-up form', async () => {
      expect(
        await profileOf({
          username: 'Teacher_1',
          referral_source: 'A colleague',
          email_opt_in: true,
          terms_accepted: true,
        }),
      ).toEqual([
        { username: 'Teacher_1', referral_source: 'A colleague', email_opt_in: true, terms_accepted: true },
      ]);
    });

    it('reads missing choices as no', async () => {
      expect(await profileOf({ username: 'Teacher_2' })).toEqual([
        { username: 'Teacher_2', referral_source: null, email_opt_in: false, terms_accepted: false },
      ]);
    });

    it('exists without a username for an account made without the form', async () => {
      expect(await profileOf({})).toEqual([
        { username: null, referral_source: null, email_opt_in: false, terms_accepted: false },
      ]);
    });

    it('is not made for an anonymous guest', async () => {
      expect(await profileOf({}, true)).toEqual([]);
    });

    it('is made for an anonymous guest who chose a username', async () => {
      expect(await profileOf({ username: 'Guest_7' }, true)).toEqual([
        { username: 'Guest_7', referral_source: null, email_opt_in: false, terms_accepted: false },
      ]);
    });

    it('is also what a signed-in user without one may create', async () => {
      const created = await rolledBack(database, async (tx) => {
        await signUp(tx, { id: newUser, isAnonymous: true });
        await actAs(tx, 'authenticated', { sub: newUser, role: 'authenticated', is_anonymous: true });
        return (
          await tx.query(
            `insert into profiles (id, username, terms_accepted) values (auth.uid(), 'Late_name', true)`,
          )
        ).rowCount;
      });
      expect(created).toBe(1);
    });
  });

  describe('multiple-choice questions', () => {
    const question = '00000000-0000-4000-8000-00000000e001';
    const insertQuestion = `insert into questions (id, question_set_id, question, answer, question_type)
                            values ($1, $2, 'Pick one', 'b', 'multiple_choice')`;
    const withOptions = (options: [text: string, correct: boolean][]) =>
      rolledBack(database, async (tx) => {
        await tx.query(insertQuestion, [question, library.setA]);
        for (const [position, [text, correct]] of options.entries()) {
          await tx.query(
            'insert into multiple_choice_options (question_id, position, option_text, is_correct) values ($1, $2, $3, $4)',
            [question, position, text, correct],
          );
        }
        return 'saved';
      });

    it('are saved with their options in one transaction', async () => {
      expect(
        await withOptions([
          ['a', false],
          ['b', true],
        ]),
      ).toBe('saved');
      expect(
        await withOptions([
          ['a', false],
          ['b', true],
          ['c', false],
          ['d', false],
        ]),
      ).toBe('saved');
    });

    type Option = [text: string, correct: boolean];
    it.each([
      { what: 'no options', options: [] as Option[], constraint: 'multiple_choice_option_count' },
      { what: 'one option', options: [['b', true]] as Option[], constraint: 'multiple_choice_option_count' },
      {
        what: 'five options',
        options: [
          ['a', false],
          ['b', true],
          ['c', false],
          ['d', false],
          ['e', false],
        ] as Option[],
        constraint: 'multiple_choice_option_count',
      },
      {
        what: 'no correct option',
        options: [
          ['a', false],
          ['b', false],
        ] as Option[],
        constraint: 'multiple_choice_one_correct_option',
      },
      {
        what: 'two correct options',
        options: [
          ['a', true],
          ['b', true],
        ] as Option[],
        constraint: 'multiple_choice_one_correct_option',
      },
    ])('are refused with $what ($constraint)', async ({ options, constraint }) => {
      const error = await postgresErrorOf(withOptions(options));
      expect(error).toMatchObject({ code: '23514', constraint });
      expect(error.message).toMatch(/^A multiple-choice question needs/);
    });

    it('keep their rule when options are removed or changed later', async () => {
      const dropTo = (sql: string) =>
        postgresErrorOf(rolledBack(database, (tx) => tx.query(sql, [library.aPremium])));
      expect(
        await dropTo(`delete from multiple_choice_options where question_id = $1 and not is_correct`),
      ).toMatchObject({
        constraint: 'multiple_choice_option_count',
      });
      expect(
        await dropTo(`update multiple_choice_options set is_correct = false where question_id = $1`),
      ).toMatchObject({
        constraint: 'multiple_choice_one_correct_option',
      });
    });

    it('can move the correct answer in one statement', async () => {
      const moved = await rolledBack(database, async (tx) => {
        await tx.query(
          'update multiple_choice_options set is_correct = not is_correct where question_id = $1',
          [library.aPremium],
        );
        return (
          await tx.query(
            'select option_text from multiple_choice_options where question_id = $1 and is_correct',
            [library.aPremium],
          )
        ).rows;
      });
      expect(moved).toEqual([{ option_text: 'A premium wrong' }]);
    });

    it('cannot become multiple choice without options', async () => {
      const error = await postgresErrorOf(
        rolledBack(database, (tx) =>
          tx.query(`update questions set question_type = 'multiple_choice' where id = $1`, [library.aFree]),
        ),
      );
      expect(error).toMatchObject({ code: '23514', constraint: 'multiple_choice_option_count' });
    });

    it('go away with their options', async () => {
      const left = await rolledBack(database, async (tx) => {
        await tx.query('delete from questions where id = $1', [library.aPremium]);
        return (
          await tx.query('select id from multiple_choice_options where question_id = $1', [library.aPremium])
        ).rows;
      });
      expect(left).toEqual([]);
    });
  });
});
