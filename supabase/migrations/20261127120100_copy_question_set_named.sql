-- Copying a set under a name of the copier's choosing, in the same one request.
--
-- copy_question_set(set_id, new_name) copies as copy_question_set(set_id) always has (see the rpc and
-- copied-premium migrations): premium rules, provenance and all, and now the set's play order too. The copy
-- takes the given name, trimmed, held to the same 1–100 characters as any set's name. The one-argument call
-- keeps working and keeps the source's name.

create function public.copy_question_set(set_id uuid, new_name text) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  source public.question_sets;
  copy_name text := btrim(new_name);
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

  -- Checked here rather than left to the table's constraint, so the copier reads what to fix.
  if copy_name is null or copy_name = '' then
    raise exception 'Give the copy a name.'
      using errcode = 'check_violation', constraint = 'question_sets_game_name_length';
  end if;
  if char_length(copy_name) > 100 then
    raise exception 'A question set''s name can be at most 100 characters.'
      using errcode = 'check_violation', constraint = 'question_sets_game_name_length';
  end if;

  insert into public.question_sets (
    game_name, question_format, question_order, description, intended_grades, intended_settings,
    is_public, is_official, created_by, copied_from
  )
  values (
    copy_name, source.question_format, source.question_order, source.description, source.intended_grades,
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

  perform private.record_question_copies(copy_id, source_question_ids, copied_question_ids);

  insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
  select copied.id, choice.position, choice.option_text, choice.is_correct
  from unnest(source_question_ids, copied_question_ids) as copied (source_id, id)
  join public.multiple_choice_options as choice on choice.question_id = copied.source_id;

  return copy_id;
end;
$$;

comment on function public.copy_question_set(uuid, text) is 'Copies a readable set, its questions and options into a new private set of the caller named new_name; returns its id.';

-- The one-argument call names the copy after its source. Reading the name runs under the caller's policies,
-- so a set the caller cannot read gives no name and is refused as not found, as before.
create or replace function public.copy_question_set(set_id uuid) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  source_name text;
begin
  if (select auth.uid()) is null then
    raise exception 'You must be signed in to copy a question set.' using errcode = 'insufficient_privilege';
  end if;
  select game_name into source_name from public.question_sets where id = set_id;
  if not found then
    raise exception 'Question set % was not found.', set_id using errcode = 'no_data_found';
  end if;
  return public.copy_question_set(set_id, source_name);
end;
$$;

revoke execute on function public.copy_question_set(uuid, text) from public;
grant execute on function public.copy_question_set(uuid, text) to anon, authenticated, service_role;
