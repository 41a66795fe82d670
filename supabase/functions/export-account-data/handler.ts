import { uploadedFileNames } from '../_shared/account.ts';
import type { FunctionQueryable } from '../_shared/context.ts';
import { defineFunction, json, requireUser } from '../_shared/http.ts';

async function rows(db: FunctionQueryable, sql: string, userId: string): Promise<unknown[]> {
  const { rows: found } = await db.query<{ row: unknown }>(sql, [userId]);
  return found.map((entry) => entry.row);
}

/**
 * Everything Quiz Coop keeps about the caller, as one JSON document: the account, the profile, their question
 * sets with every question and option, their stars, their kept games with every team and turn, subscription,
 * payments, newsletter sign-up, problem reports and the names of their uploaded pictures. Secrets (password
 * hash, email-link tokens) stay out.
 */
export const handler = defineFunction(['POST', 'GET'], async (_request, context) => {
  const user = requireUser(context);
  const { db } = context;
  const [account, profile, questionSets, stars, games, subscription, payments, newsletter, reports, files] =
    await Promise.all([
      rows(
        db,
        `select jsonb_build_object('id', id, 'email', email, 'created_at', created_at,
           'email_confirmed_at', email_confirmed_at, 'last_sign_in_at', last_sign_in_at,
           'is_anonymous', is_anonymous) as row
         from auth.users where id = $1`,
        user.id,
      ),
      rows(db, `select to_jsonb(profile) as row from public.profiles as profile where id = $1`, user.id),
      rows(
        db,
        `select to_jsonb(question_set) || jsonb_build_object('questions', coalesce((
           select jsonb_agg(to_jsonb(set_question) || jsonb_build_object('options', coalesce((
             select jsonb_agg(to_jsonb(choice) order by choice.position, choice.id)
             from public.multiple_choice_options as choice where choice.question_id = set_question.id
           ), '[]'::jsonb)) order by set_question.position, set_question.created_at)
           from public.questions as set_question where set_question.question_set_id = question_set.id
         ), '[]'::jsonb)) as row
         from public.question_sets as question_set
         where question_set.created_by = $1
         order by question_set.game_name`,
        user.id,
      ),
      rows(
        db,
        `select jsonb_build_object('question_set_id', star.question_set_id, 'game_name', question_set.game_name,
           'created_at', star.created_at) as row
         from public.starred_question_sets as star
         join public.question_sets as question_set on question_set.id = star.question_set_id
         where star.user_id = $1
         order by question_set.game_name`,
        user.id,
      ),
      // A game past the teacher's retention is no longer theirs to read, even before the sweep deletes it.
      rows(
        db,
        `select to_jsonb(game) || jsonb_build_object(
           'teams', coalesce((
             select jsonb_agg(to_jsonb(team) - 'game_id' order by team.position)
             from public.game_teams as team where team.game_id = game.id
           ), '[]'::jsonb),
           'turns', coalesce((
             select jsonb_agg(to_jsonb(turn) - 'game_id' order by turn.position)
             from public.game_turns as turn where turn.game_id = game.id
           ), '[]'::jsonb)) as row
         from public.games as game
         where game.owner_id = $1 and game.started_at >= private.games_kept_since($1)
         order by game.started_at desc`,
        user.id,
      ),
      rows(
        db,
        `select to_jsonb(subscription) as row from public.user_subscriptions as subscription where user_id = $1`,
        user.id,
      ),
      rows(
        db,
        `select to_jsonb(payment) - 'payload' as row from public.payments as payment
         where user_id = $1 order by created_at`,
        user.id,
      ),
      rows(
        db,
        `select to_jsonb(subscriber) - 'confirmation_token' - 'unsubscribe_token' as row
         from public.newsletter_subscribers as subscriber
         join auth.users as account on lower(account.email) = lower(subscriber.email)
         where account.id = $1`,
        user.id,
      ),
      rows(
        db,
        `select to_jsonb(report) as row from public.problem_reports as report
         where reporter_id = $1 order by created_at`,
        user.id,
      ),
      uploadedFileNames(db, user.id),
    ]);
  return json({
    exported_at: new Date().toISOString(),
    account: account[0] ?? null,
    profile: profile[0] ?? null,
    question_sets: questionSets,
    starred_question_sets: stars,
    games,
    subscription: subscription[0] ?? null,
    payments,
    newsletter_subscriptions: newsletter,
    problem_reports: reports,
    uploaded_files: files,
  });
});
