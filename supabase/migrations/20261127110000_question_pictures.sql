-- Pictures an author uploads for their own questions.
--
--   * add_question takes the picture with the question: its storage path (or URL), type, alt text and an
--     optional attribution, all checked by the questions table's own constraints;
--   * an uploaded picture goes with the last question showing it: when a question is deleted, or shows another
--     picture or none, the file it showed is removed from the question-media bucket once no question shows it
--     any more. Only files in the folder of the question's author are removed, never the official library's
--     and never another user's, so pointing a question at someone else's picture cannot delete it.

drop function public.add_question(uuid, text, text, text, text, jsonb);

-- As in its first version (see its migration), now with the question's picture.
create function public.add_question(
  set_id uuid,
  question text,
  answer text,
  type text default 'normal',
  question_type text default 'normal',
  options jsonb default '[]'::jsonb,
  media_url text default null,
  media_type text default null,
  media_alt text default null,
  media_attribution text default null
) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_variable
declare
  new_question_id uuid;
  next_position integer;
  stored_answer text := btrim(answer);
begin
  if jsonb_typeof(options) is distinct from 'array' then
    raise exception 'The options must be a JSON array.' using errcode = 'invalid_parameter_value';
  end if;
  if question_type <> 'multiple_choice' and jsonb_array_length(options) > 0 then
    raise exception 'Only a multiple-choice question has answer options.' using errcode = 'invalid_parameter_value';
  end if;

  if question_type = 'multiple_choice' then
    select btrim(choice.value ->> 'option_text') into stored_answer
    from jsonb_array_elements(options) as choice
    where (choice.value ->> 'is_correct')::boolean
    limit 1;
  end if;

  -- The author reads every question of their own set, premium ones included, so this is the true end.
  select coalesce(max(existing.position) + 1, 0) into next_position
  from public.questions as existing
  where existing.question_set_id = set_id;

  insert into public.questions (
    question_set_id, position, question, answer, type, question_type,
    media_url, media_type, media_alt, media_attribution
  )
  values (
    set_id, next_position, btrim(question), coalesce(stored_answer, ''), type, question_type,
    nullif(btrim(media_url), ''),
    nullif(btrim(media_type), ''),
    nullif(btrim(media_alt), ''),
    nullif(btrim(media_attribution), '')
  )
  returning id into new_question_id;

  insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
  select new_question_id, (choice.ordinality - 1)::integer, btrim(choice.value ->> 'option_text'),
         coalesce((choice.value ->> 'is_correct')::boolean, false)
  from jsonb_array_elements(options) with ordinality as choice (value, ordinality);

  return new_question_id;
end;
$$;

revoke execute on function public.add_question(uuid, text, text, text, text, jsonb, text, text, text, text)
  from public;
grant execute on function public.add_question(uuid, text, text, text, text, jsonb, text, text, text, text)
  to authenticated, service_role;

create function private.remove_unshown_question_picture() returns trigger
language plpgsql
-- Sees every question showing the picture, premium and private ones included, and removes a file the caller's
-- own storage policies might not let them see.
security definer
set search_path = ''
as $$
declare
  picture text := old.media_url;
  author uuid;
  earlier_delete_setting text;
begin
  if picture is null or (tg_op = 'UPDATE' and new.media_url is not distinct from picture) then
    return null;
  end if;

  -- When a whole set is deleted its questions go after it, so the set is gone; only its author (the caller)
  -- may delete a set.
  select question_set.created_by into author
  from public.question_sets as question_set
  where question_set.id = old.question_set_id;
  if not found then
    author := (select auth.uid());
  end if;

  if author is null
    or (storage.foldername(picture))[1] is distinct from author::text
    or exists (select 1 from public.questions as question where question.media_url = picture) then
    return null;
  end if;

  -- Hosted Supabase refuses deletes from storage.objects unless they say they mean it.
  earlier_delete_setting := current_setting('storage.allow_delete_query', true);
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects as object
  where object.bucket_id = 'question-media' and object.name = picture;
  perform set_config('storage.allow_delete_query', coalesce(earlier_delete_setting, ''), true);
  return null;
end;
$$;

revoke execute on function private.remove_unshown_question_picture() from public;

create trigger questions_remove_unshown_picture
  after delete or update of media_url on public.questions
  for each row execute function private.remove_unshown_question_picture();
