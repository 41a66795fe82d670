import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { CALLER_NAMES, accounts, asCaller, createAccounts, signedInIds, sqlstateOf } from './callers';
import {
  createEverythingElse,
  createLibrary,
  guestId,
  library,
  libraryQuestionIds,
  librarySetIds,
} from './fixtures';

/**
 * Every table the API can reach × every kind of caller × select / insert / update / delete.
 *
 * An outcome is what the statement does as that caller: the labels of the rows a select sees (or how many), the
 * number of rows a write changes, or DENIED (SQLSTATE 42501: no privilege, or a row the policy refuses).
 * Row-level security hides rows rather than failing, so an update or delete of rows the caller may not touch
 * changes 0 rows. Each case runs in its own transaction, rolled back afterwards.
 */
const DENIED = '42501';

type Outcome = number | readonly string[] | typeof DENIED;
type Operation = 'select' | 'insert' | 'update' | 'delete';
const OPERATIONS: readonly Operation[] = ['select', 'insert', 'update', 'delete'];

interface Statement {
  sql: string;
  params?: unknown[];
}

interface TableMatrix {
  table: string;
  /** A select returns a `label` column; writes return nothing. */
  statements: Record<Operation, Statement>;
  /** Per caller: [select, insert, update, delete]. */
  expected: Record<CallerName, readonly [Outcome, Outcome, Outcome, Outcome]>;
}

const sql = (text: string, ...params: unknown[]): Statement => ({ sql: text, params });

const { author, other } = accounts;
const everyFlag = [
  'copy_public_games',
  'premium_question_creation',
  'premium_questions_access',
  'premium_subscription_available',
  'unlimited_score_scrambles',
];
const everyoneSees = ['assets logo.png', 'question-media clock-3-00.svg', 'sounds correct.mp3'];
const ownPicture = 'question-media diagram.png';
const premiumPicture = 'question-media clock-6-00.svg';
const everyUsername = ['admin_user', 'author', 'free_user', 'other_user', 'premium_user'];

const matrix: TableMatrix[] = [
  {
    table: 'profiles',
    statements: {
      select: sql('select username as label from profiles where id = any($1) order by 1', signedInIds),
      insert: sql(`insert into profiles (id, username) values ($1, 'guest_name')`, guestId),
      update: sql(`update profiles set referral_source = 'changed' where id = any($1)`, signedInIds),
      delete: sql('delete from profiles where id = any($1)', signedInIds),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [['author'], DENIED, 1, DENIED],
      other: /*   */ [['other_user'], DENIED, 1, DENIED],
      free: /*    */ [['free_user'], DENIED, 1, DENIED],
      premium: /* */ [['premium_user'], DENIED, 1, DENIED],
      admin: /*   */ [['admin_user'], DENIED, 1, DENIED],
      service: /* */ [everyUsername, 1, 5, 5],
    },
  },
  {
    table: 'question_sets',
    statements: {
      select: sql(
        'select game_name as label from question_sets where id = any($1) order by 1',
        librarySetIds,
      ),
      insert: sql(`insert into question_sets (game_name) values ('New set')`),
      update: sql(`update question_sets set description = 'changed' where id = any($1)`, librarySetIds),
      delete: sql('delete from question_sets where id = any($1)', librarySetIds),
    },
    expected: {
      anon: /*    */ [['B'], DENIED, DENIED, DENIED],
      author: /*  */ [['A', 'B'], 1, 2, 2],
      other: /*   */ [['B', 'C'], 1, 1, 1],
      free: /*    */ [['B'], 1, 0, 0],
      premium: /* */ [['B'], 1, 0, 0],
      admin: /*   */ [['A', 'B', 'C'], 1, 0, 0],
      service: /* */ [['A', 'B', 'C'], 1, 3, 3],
    },
  },
  {
    table: 'questions',
    statements: {
      select: sql(
        'select question as label from questions where id = any($1) order by 1',
        libraryQuestionIds,
      ),
      insert: sql(
        `insert into questions (question_set_id, question, answer) values ($1, 'New question', 'Yes')`,
        library.setB,
      ),
      update: sql(`update questions set answer = 'changed' where id = any($1)`, libraryQuestionIds),
      delete: sql('delete from questions where id = any($1)', libraryQuestionIds),
    },
    expected: {
      anon: /*    */ [['B free'], DENIED, DENIED, DENIED],
      author: /*  */ [['A free', 'A premium', 'B free', 'B premium'], 1, 4, 4],
      other: /*   */ [['B free', 'C free'], DENIED, 1, 1],
      free: /*    */ [['B free'], DENIED, 0, 0],
      premium: /* */ [['B free', 'B premium'], DENIED, 0, 0],
      admin: /*   */ [['A free', 'B free', 'C free'], DENIED, 0, 0],
      service: /* */ [['A free', 'A premium', 'B free', 'B premium', 'C free'], 1, 5, 5],
    },
  },
  {
    table: 'multiple_choice_options',
    statements: {
      select: sql(
        'select option_text as label from multiple_choice_options where question_id = any($1) order by 1',
        libraryQuestionIds,
      ),
      insert: sql(
        `insert into multiple_choice_options (question_id, position, option_text) values ($1, 3, 'B free fourth')`,
        library.bFree,
      ),
      update: sql(
        `update multiple_choice_options set option_text = option_text || '!' where question_id = any($1)`,
        libraryQuestionIds,
      ),
      delete: sql(`delete from multiple_choice_options where option_text = 'B free extra'`),
    },
    expected: {
      anon: /*    */ [['B free extra', 'B free right', 'B free wrong'], DENIED, DENIED, DENIED],
      author: /*  */ [
        ['A premium right', 'A premium wrong', 'B free extra', 'B free right', 'B free wrong'],
        1,
        5,
        1,
      ],
      other: /*   */ [['B free extra', 'B free right', 'B free wrong'], DENIED, 0, 0],
      free: /*    */ [['B free extra', 'B free right', 'B free wrong'], DENIED, 0, 0],
      premium: /* */ [['B free extra', 'B free right', 'B free wrong'], DENIED, 0, 0],
      admin: /*   */ [['B free extra', 'B free right', 'B free wrong'], DENIED, 0, 0],
      service: /* */ [
        ['A premium right', 'A premium wrong', 'B free extra', 'B free right', 'B free wrong'],
        1,
        5,
        1,
      ],
    },
  },
  {
    table: 'starred_question_sets',
    statements: {
      select: sql('select count(*) from starred_question_sets'),
      // Starring set A in the author's name: only the author (or the service role) may.
      insert: sql(
        'insert into starred_question_sets (user_id, question_set_id) values ($1, $2)',
        author.id,
        library.setA,
      ),
      update: sql('update starred_question_sets set created_at = now()'),
      delete: sql('delete from starred_question_sets where question_set_id = $1', library.setB),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [1, 1, DENIED, 1],
      other: /*   */ [1, DENIED, DENIED, 1],
      free: /*    */ [0, DENIED, DENIED, 0],
      premium: /* */ [1, DENIED, DENIED, 1],
      admin: /*   */ [0, DENIED, DENIED, 0],
      service: /* */ [3, 1, 3, 3],
    },
  },
  {
    table: 'feature_flags',
    statements: {
      select: sql('select name as label from feature_flags order by 1'),
      insert: sql(`insert into feature_flags (name, flag_type, enabled) values ('new_flag', 'other', true)`),
      update: sql('update feature_flags set enabled = not enabled'),
      delete: sql(`delete from feature_flags where name = 'copy_public_games'`),
    },
    expected: {
      anon: /*    */ [everyFlag, DENIED, DENIED, DENIED],
      author: /*  */ [everyFlag, DENIED, 0, 0],
      other: /*   */ [everyFlag, DENIED, 0, 0],
      free: /*    */ [everyFlag, DENIED, 0, 0],
      premium: /* */ [everyFlag, DENIED, 0, 0],
      admin: /*   */ [everyFlag, 1, everyFlag.length, 1],
      service: /* */ [everyFlag, 1, everyFlag.length, 1],
    },
  },
  {
    table: 'user_subscriptions',
    statements: {
      select: sql('select subscription_type as label from user_subscriptions order by 1'),
      // The move that must never work: granting yourself premium.
      insert: sql(
        `insert into user_subscriptions (user_id, active, subscription_type) values ($1, true, 'premium')`,
        author.id,
      ),
      update: sql(
        `update user_subscriptions set active = true, subscription_type = 'premium', valid_until = null`,
      ),
      delete: sql('delete from user_subscriptions'),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [[], DENIED, DENIED, DENIED],
      other: /*   */ [[], DENIED, DENIED, DENIED],
      free: /*    */ [['free'], DENIED, DENIED, DENIED],
      premium: /* */ [['premium'], DENIED, DENIED, DENIED],
      admin: /*   */ [[], DENIED, DENIED, DENIED],
      service: /* */ [['free', 'premium'], 1, 2, 2],
    },
  },
  {
    // Written only by the admin functions; read only by the admin.
    table: 'admin_audit_log',
    statements: {
      select: sql('select action as label from admin_audit_log order by 1'),
      insert: sql(`insert into admin_audit_log (actor_id, action) values ($1, 'forged')`, author.id),
      update: sql(`update admin_audit_log set action = 'rewritten'`),
      delete: sql('delete from admin_audit_log'),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [[], DENIED, DENIED, DENIED],
      other: /*   */ [[], DENIED, DENIED, DENIED],
      free: /*    */ [[], DENIED, DENIED, DENIED],
      premium: /* */ [[], DENIED, DENIED, DENIED],
      admin: /*   */ [['flag.set'], DENIED, DENIED, DENIED],
      service: /* */ [['flag.set'], 1, 1, 1],
    },
  },
  {
    table: 'user_roles',
    statements: {
      select: sql('select role as label from user_roles order by 1'),
      insert: sql(`insert into user_roles (user_id, role) values ($1, 'admin')`, other.id),
      update: sql('update user_roles set created_at = now()'),
      delete: sql('delete from user_roles'),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [[], DENIED, DENIED, DENIED],
      other: /*   */ [[], DENIED, DENIED, DENIED],
      free: /*    */ [[], DENIED, DENIED, DENIED],
      premium: /* */ [[], DENIED, DENIED, DENIED],
      admin: /*   */ [['admin'], DENIED, DENIED, DENIED],
      service: /* */ [['admin'], 1, 1, 1],
    },
  },
  {
    table: 'newsletter_subscribers',
    statements: {
      select: sql('select email as label from newsletter_subscribers'),
      insert: sql(`insert into newsletter_subscribers (email) values ('new-reader@quizcoop.test')`),
      update: sql('update newsletter_subscribers set confirmed_at = now()'),
      delete: sql('delete from newsletter_subscribers'),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [DENIED, DENIED, DENIED, DENIED],
      other: /*   */ [DENIED, DENIED, DENIED, DENIED],
      free: /*    */ [DENIED, DENIED, DENIED, DENIED],
      premium: /* */ [DENIED, DENIED, DENIED, DENIED],
      admin: /*   */ [DENIED, DENIED, DENIED, DENIED],
      service: /* */ [['reader@quizcoop.test'], 1, 1, 1],
    },
  },
  {
    table: 'problem_reports',
    statements: {
      select: sql('select description as label from problem_reports order by 1'),
      insert: sql(
        `insert into problem_reports (category, description) values ('bug', 'The wheel did not spin')`,
      ),
      update: sql(`update problem_reports set status = 'resolved'`),
      delete: sql('delete from problem_reports'),
    },
    expected: {
      anon: /*    */ [DENIED, 1, DENIED, DENIED],
      author: /*  */ [[], 1, 0, DENIED],
      other: /*   */ [[], 1, 0, DENIED],
      free: /*    */ [[], 1, 0, DENIED],
      premium: /* */ [[], 1, 0, DENIED],
      admin: /*   */ [['Reported anonymously', 'Reported by the author'], 1, 2, DENIED],
      service: /* */ [['Reported anonymously', 'Reported by the author'], 1, 2, 2],
    },
  },
  {
    table: 'payments',
    statements: {
      select: sql('select provider_event_id as label from payments'),
      insert: sql(
        `insert into payments (provider, provider_event_id, event_type) values ('local', 'evt_2', 'test')`,
      ),
      update: sql(`update payments set status = 'refunded'`),
      delete: sql('delete from payments'),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [DENIED, DENIED, DENIED, DENIED],
      other: /*   */ [DENIED, DENIED, DENIED, DENIED],
      free: /*    */ [DENIED, DENIED, DENIED, DENIED],
      premium: /* */ [DENIED, DENIED, DENIED, DENIED],
      admin: /*   */ [DENIED, DENIED, DENIED, DENIED],
      service: /* */ [['evt_1'], 1, 1, 1],
    },
  },
  {
    // A teacher's kept games: read and deleted by that teacher alone, written only through record_game.
    table: 'games',
    statements: {
      select: sql(
        `select (select name from game_teams where game_id = games.id) as label from games order by 1`,
      ),
      insert: sql(
        `insert into games (owner_id, client_id, started_at, ended_at, rounds, ended_by)
         values ($1, gen_random_uuid(), now(), now(), 0, 'end_game')`,
        author.id,
      ),
      update: sql('update games set rounds = 99'),
      delete: sql('delete from games'),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [['Author team'], DENIED, DENIED, 1],
      other: /*   */ [['Other team'], DENIED, DENIED, 1],
      free: /*    */ [[], DENIED, DENIED, 0],
      premium: /* */ [[], DENIED, DENIED, 0],
      admin: /*   */ [[], DENIED, DENIED, 0],
      service: /* */ [['Author team', 'Other team'], 1, 2, 2],
    },
  },
  {
    table: 'game_teams',
    statements: {
      select: sql('select name as label from game_teams order by 1'),
      insert: sql(
        `insert into game_teams (game_id, position, name, colour, score, answered, correct, question_set_title)
         select id, 1, 'Forged team', '#FE2602', 999, 0, 0, '' from games`,
      ),
      update: sql('update game_teams set score = 999'),
      delete: sql('delete from game_teams'),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [['Author team'], DENIED, DENIED, DENIED],
      other: /*   */ [['Other team'], DENIED, DENIED, DENIED],
      free: /*    */ [[], DENIED, DENIED, DENIED],
      premium: /* */ [[], DENIED, DENIED, DENIED],
      admin: /*   */ [[], DENIED, DENIED, DENIED],
      service: /* */ [['Author team', 'Other team'], 2, 2, 2],
    },
  },
  {
    table: 'game_turns',
    statements: {
      select: sql('select question_text as label from game_turns order by 1'),
      insert: sql(
        `insert into game_turns (game_id, position, round, team_position, kind, scramble_outcome, points)
         select id, 1, 1, 0, 'scramble', 'Forged', 999 from games`,
      ),
      update: sql('update game_turns set points = 999'),
      delete: sql('delete from game_turns'),
    },
    expected: {
      anon: /*    */ [DENIED, DENIED, DENIED, DENIED],
      author: /*  */ [['Author turn'], DENIED, DENIED, DENIED],
      other: /*   */ [['Other turn'], DENIED, DENIED, DENIED],
      free: /*    */ [[], DENIED, DENIED, DENIED],
      premium: /* */ [[], DENIED, DENIED, DENIED],
      admin: /*   */ [[], DENIED, DENIED, DENIED],
      service: /* */ [['Author turn', 'Other turn'], 2, 2, 2],
    },
  },
  {
    table: 'storage.objects',
    statements: {
      // Labelled by bucket and file name: the author's own picture, a free and a premium official picture.
      select: sql(
        `select bucket_id || ' ' || regexp_replace(name, '^.*/', '') as label from storage.objects order by 1`,
      ),
      // A picture in the author's own folder of question-media.
      insert: sql(
        `insert into storage.objects (bucket_id, name, owner, metadata)
         values ('question-media', $1, auth.uid(), '{"mimetype": "image/png"}')`,
        `${author.id}/new-picture.png`,
      ),
      update: sql(
        `update storage.objects set user_metadata = '{"caption": "changed"}' where bucket_id = 'question-media'`,
      ),
      delete: sql(`delete from storage.objects where bucket_id = 'question-media'`),
    },
    expected: {
      anon: /*    */ [everyoneSees, DENIED, 0, 0],
      author: /*  */ [[...everyoneSees, ownPicture].sort(), 1, 1, 1],
      other: /*   */ [everyoneSees, DENIED, 0, 0],
      free: /*    */ [everyoneSees, DENIED, 0, 0],
      premium: /* */ [[...everyoneSees, premiumPicture].sort(), DENIED, 0, 0],
      admin: /*   */ [everyoneSees, DENIED, 0, 0],
      service: /* */ [[...everyoneSees, ownPicture, premiumPicture].sort(), 1, 3, 3],
    },
  },
];

const cases = matrix.flatMap(({ table, statements, expected }) =>
  CALLER_NAMES.flatMap((caller) =>
    OPERATIONS.map((operation, index) => ({
      table,
      caller,
      operation,
      statement: statements[operation],
      outcome: expected[caller][index]!,
    })),
  ),
);

async function outcomeOf(database: Database, caller: CallerName, operation: Operation, statement: Statement) {
  let outcome: Outcome | undefined;
  const failure = await sqlstateOf(
    asCaller(database, caller, async (tx) => {
      const result = await tx.query<{ label?: string; count?: number }>(statement.sql, statement.params);
      if (operation !== 'select') outcome = result.rowCount;
      else if (result.rows[0] && 'count' in result.rows[0]) outcome = Number(result.rows[0].count);
      else outcome = result.rows.map((row) => String(row.label));
    }),
  );
  return failure ?? outcome;
}

describe.each(testDatabaseVariants())('the row-level security matrix on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      await createLibrary(tx);
      await createEverythingElse(tx);
    });
  });

  afterAll(() => drop());

  it('covers every table of the public schema', async () => {
    const { rows } = await database.query<{ table: string }>(
      `select tablename as table from pg_tables where schemaname = 'public'`,
    );
    expect(rows.map((row) => row.table).sort()).toEqual(
      matrix
        .map((entry) => entry.table)
        .filter((table) => !table.includes('.'))
        .sort(),
    );
  });

  it.each(cases)(
    '$table: $caller $operation → $outcome',
    async ({ caller, operation, statement, outcome }) => {
      expect(await outcomeOf(database, caller, operation, statement)).toEqual(outcome);
    },
  );
});
