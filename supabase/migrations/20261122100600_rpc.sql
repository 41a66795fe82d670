-- Functions the app calls through PostgREST (`POST /rest/v1/rpc/<name>`). They run as the caller (security
-- invoker), so every row they read or write passes the same policies as a direct request: an RPC can never
-- hand out what the tables would not.

-- Copies a set, its questions and their options into a new private set of the caller, and returns its id.
-- Copying your own set is open to every author; copying anyone else's (public or official) set is the
-- `copy_public_games` feature: premium members only, and only while the flag is enabled. The copy holds the
-- questions the caller can read, so premium questions only for a premium member (or the set's own author).
create function public.copy_question_set(set_id uuid) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  source public.question_sets;
  copy_id uuid;
  source_question_ids uuid[];
  copied_question_ids uuid[];
begin
  if caller is null then
    raise exception 'You must be signed in to copy a question set.' using errcode = 'insufficient_privilege';
  end if;

  select * into source from public.question_sets where id = set_id;
  if not found then
    raise exception 'Question set % was not found.', set_id using errcode = 'no_data_found';
  end if;

  if source.created_by is distinct from caller then
    if not private.is_premium(caller) then
      raise exception 'Copying public question sets is a premium feature.'
        using errcode = 'insufficient_privilege', hint = 'Upgrade to premium to copy public games.';
    end if;
    if not exists (select 1 from public.feature_flags where name = 'copy_public_games' and enabled) then
      raise exception 'Copying public question sets is turned off.' using errcode = 'insufficient_privilege';
    end if;
  end if;

  insert into public.question_sets (
    game_name, question_format, description, intended_grades, intended_settings,
    is_public, is_official, created_by, copied_from
  )
  values (
    source.game_name, source.question_format, source.description, source.intended_grades,
    source.intended_settings, false, false, caller, source.id
  )
  returning id into copy_id;

  select
    coalesce(array_agg(question.id order by question.position, question.id), '{}'),
    coalesce(array_agg(gen_random_uuid()), '{}')
  into source_question_ids, copied_question_ids
  from public.questions as question
  where question.question_set_id = source.id;

  insert into public.questions (
    id, question_set_id, position, question, answer, type, question_type,
    media_url, media_type, media_alt, media_attribution, is_premium
  )
  select
    copied.id, copy_id, question.position, question.question, question.answer, question.type,
    question.question_type, question.media_url, question.media_type, question.media_alt,
    question.media_attribution, question.is_premium
  from unnest(source_question_ids, copied_question_ids) as copied (source_id, id)
  join public.questions as question on question.id = copied.source_id;

  insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
  select copied.id, choice.position, choice.option_text, choice.is_correct
  from unnest(source_question_ids, copied_question_ids) as copied (source_id, id)
  join public.multiple_choice_options as choice on choice.question_id = copied.source_id;

  return copy_id;
end;
$$;

-- Stars the set, or removes the star if it was starred; returns whether it is starred now.
create function public.toggle_star(set_id uuid) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'You must be logged in to star question sets' using errcode = 'insufficient_privilege';
  end if;

  delete from public.starred_question_sets
  where user_id = caller and question_set_id = set_id;
  if found then
    return false;
  end if;

  if not exists (select 1 from public.question_sets where id = set_id) then
    raise exception 'Question set % was not found.', set_id using errcode = 'no_data_found';
  end if;

  insert into public.starred_question_sets (user_id, question_set_id)
  values (caller, set_id)
  on conflict do nothing;
  return true;
end;
$$;

revoke execute on function public.copy_question_set(uuid), public.toggle_star(uuid) from public;
grant execute on function public.copy_question_set(uuid), public.toggle_star(uuid)
  to anon, authenticated, service_role;
