-- A question set's language.
--
-- A set is written in one language, named by its BCP 47 tag in canonical case: a language subtag of two or three
-- lowercase letters, then optionally a script (Latn) and a region (ES, or 419 for Latin America), as in en,
-- pt-BR, es-419 or sr-Latn-RS. The game marks the set's questions with it, so a screen reader and the read-aloud
-- voice pronounce them in that language, and the library lets teachers find sets in theirs. Sets written
-- before sets had a language count as English, the app's only language until now; their authors can change it.

alter table public.question_sets
  add column language text not null default 'en',
  add constraint question_sets_language_tag
    check (language ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$');

comment on column public.question_sets.language is 'The BCP 47 tag of the language the set is written in, in canonical case (en, es, pt-BR, es-419).';

-- The library lists public sets of one language by name.
create index question_sets_public_language_idx on public.question_sets (language, game_name) where is_public;

-- A copy is written in the language of its source; otherwise it copies as before (see the named-copies migration).
create or replace function public.copy_question_set(set_id uuid, new_name text) returns uuid
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
    game_name, question_format, question_order, language, description, intended_grades, intended_settings,
    is_public, is_official, created_by, copied_from
  )
  values (
    copy_name, source.question_format, source.question_order, source.language, source.description,
    source.intended_grades, source.intended_settings, false, false, caller, source.id
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

