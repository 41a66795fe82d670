import type { Queryable } from '../internal/db/database';
import { accounts } from './callers';

/**
 * A small library beside the official one, named so a test can see at a glance whose rows came back:
 *   set A — the author's private set: "A free" (normal) and "A premium" (multiple choice, premium);
 *   set B — the author's public set:  "B free" (multiple choice) and "B premium" (normal, premium);
 *   set C — another user's private set: "C free".
 */
export const library = {
  setA: '00000000-0000-4000-8000-00000000a5e1',
  setB: '00000000-0000-4000-8000-00000000b5e1',
  setC: '00000000-0000-4000-8000-00000000c5e1',
  aFree: '00000000-0000-4000-8000-0000000a0001',
  aPremium: '00000000-0000-4000-8000-0000000a0002',
  bFree: '00000000-0000-4000-8000-0000000b0001',
  bPremium: '00000000-0000-4000-8000-0000000b0002',
  cFree: '00000000-0000-4000-8000-0000000c0001',
};

export const librarySetIds = [library.setA, library.setB, library.setC];
export const libraryQuestionIds = [
  library.aFree,
  library.aPremium,
  library.bFree,
  library.bPremium,
  library.cFree,
];

/** An anonymous sign-in that never chose a username, so it has no profile. */
export const guestId = '00000000-0000-4000-8000-0000000000f1';

export async function createLibrary(db: Queryable): Promise<void> {
  await db.query(
    `insert into public.question_sets (id, game_name, is_public, created_by) values
       ($1, 'A', false, $4), ($2, 'B', true, $4), ($3, 'C', false, $5)`,
    [library.setA, library.setB, library.setC, accounts.author.id, accounts.other.id],
  );
  await db.query(
    `insert into public.questions (id, question_set_id, position, question, answer, question_type, is_premium) values
       ($1, $6, 0, 'A free', 'a', 'normal', false),
       ($2, $6, 1, 'A premium', 'a', 'multiple_choice', true),
       ($3, $7, 0, 'B free', 'b', 'multiple_choice', false),
       ($4, $7, 1, 'B premium', 'b', 'normal', true),
       ($5, $8, 0, 'C free', 'c', 'normal', false)`,
    [
      library.aFree,
      library.aPremium,
      library.bFree,
      library.bPremium,
      library.cFree,
      library.setA,
      library.setB,
      library.setC,
    ],
  );
  await db.query(
    `insert into public.multiple_choice_options (question_id, position, option_text, is_correct) values
       ($1, 0, 'A premium right', true), ($1, 1, 'A premium wrong', false),
       ($2, 0, 'B free right', true), ($2, 1, 'B free wrong', false), ($2, 2, 'B free extra', false)`,
    [library.aPremium, library.bFree],
  );
}

/** A kept game of the author's and one of the other user's, each with one team and one turn, named after them. */
async function createKeptGames(db: Queryable): Promise<void> {
  for (const [owner, label] of [
    [accounts.author.id, 'Author'],
    [accounts.other.id, 'Other'],
  ] as const) {
    await db.query(
      `with game as (
         insert into public.games (owner_id, client_id, started_at, ended_at, rounds, ended_by)
         values ($1, gen_random_uuid(), now() - interval '1 hour', now(), 1, 'end_game')
         returning id
       ), team as (
         insert into public.game_teams (game_id, position, name, colour, score, answered, correct, question_set_title)
         select id, 0, $2 || ' team', '#FE2602', 10, 1, 1, 'B' from game
         returning game_id
       )
       insert into public.game_turns (game_id, position, round, team_position, kind, question_id, question_text, mark, points)
       select game_id, 0, 1, 0, 'question', $3, $2 || ' turn', 'correct', 10 from team`,
      [owner, label, library.bFree],
    );
  }
}

/**
 * Everything else a table of the schema holds: stars, reports, a newsletter address, an admin action, a payment, and files —
 * among them two official pictures of Telling Time, one a free question's and one a premium question's.
 */
export async function createEverythingElse(db: Queryable): Promise<void> {
  await db.query(
    `insert into auth.users (id, aud, role, is_anonymous) values ($1, 'authenticated', 'authenticated', true)`,
    [guestId],
  );
  await db.query(
    `insert into public.starred_question_sets (user_id, question_set_id) values ($1, $4), ($2, $4), ($3, $4)`,
    [accounts.author.id, accounts.other.id, accounts.premium.id, library.setB],
  );
  await db.query(
    `insert into public.problem_reports (category, description, reporter_id) values
       ('bug', 'Reported by the author', $1), ('content', 'Reported anonymously', null)`,
    [accounts.author.id],
  );
  await db.query(`insert into public.newsletter_subscribers (email) values ('reader@quizcoop.test')`);
  await db.query(
    `insert into public.admin_audit_log (actor_id, action, target) values ($1, 'flag.set', 'copy_public_games')`,
    [accounts.admin.id],
  );
  await db.query(
    `insert into public.payments (provider, provider_event_id, event_type, user_id, amount_cents, currency)
     values ('local', 'evt_1', 'checkout.completed', $1, 499, 'usd')`,
    [accounts.premium.id],
  );
  await db.query(
    `insert into storage.objects (bucket_id, name, owner, metadata) values
       ('assets', 'logo.png', null, '{"mimetype": "image/png"}'),
       ('sounds', 'correct.mp3', null, '{"mimetype": "audio/mpeg"}'),
       ('question-media', 'official/telling-time/clock-3-00.svg', null, '{"mimetype": "image/svg+xml"}'),
       ('question-media', 'official/telling-time/clock-6-00.svg', null, '{"mimetype": "image/svg+xml"}'),
       ('question-media', $1, $2::uuid, '{"mimetype": "image/png"}')`,
    [`${accounts.author.id}/diagram.png`, accounts.author.id],
  );
  await createKeptGames(db);
}
