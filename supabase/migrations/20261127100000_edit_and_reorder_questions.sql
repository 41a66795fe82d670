-- Changing a saved question, and the order a set's questions are listed in.
--
-- Both follow add_question: they run as the caller (security invoker), so the policies on questions and options
-- decide who may change what, and each call is one transaction, so a refused change leaves nothing half done.

-- Rewrites every field of a question, its picture included, and replaces its answer options. Written as separate
-- requests, an edited multiple-choice question could be saved with its old options, or its options swapped while
-- the question was refused; here the question and its options change together or not at all. The rules are
-- add_question's: options only on a multiple-choice question, whose answer is its correct option's text, and the
-- options' own deferred check (2 to 4, exactly one correct) holds at commit.
create function public.update_question(
  question_id uuid,
  question text,
  answer text,
  type text default 'normal',
  question_type text default 'normal',
  options jsonb default '[]'::jsonb,
  is_premium boolean default false,
  media_url text default null,
  media_type text default null,
  media_alt text default null,
  media_attribution text default null
) returns void
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_variable
declare
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

  update public.questions as edited
  set question = btrim(question),
      answer = coalesce(stored_answer, ''),
      type = type,
      question_type = question_type,
      is_premium = is_premium,
      media_url = nullif(btrim(media_url), ''),
      media_type = nullif(btrim(media_type), ''),
      media_alt = nullif(btrim(media_alt), ''),
      media_attribution = nullif(btrim(media_attribution), '')
  where edited.id = question_id;

  -- The update policy hides other authors' questions, so "not changed" means missing or not the caller's.
  if not found then
    raise exception 'You can only change your own question sets.' using errcode = 'insufficient_privilege';
  end if;

  delete from public.multiple_choice_options as old_option where old_option.question_id = question_id;

  insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
  select question_id, (choice.ordinality - 1)::integer, btrim(choice.value ->> 'option_text'),
         coalesce((choice.value ->> 'is_correct')::boolean, false)
  from jsonb_array_elements(options) with ordinality as choice (value, ordinality);
end;
$$;

revoke execute on function public.update_question(uuid, text, text, text, text, jsonb, boolean, text, text, text, text)
  from public;
grant execute on function public.update_question(uuid, text, text, text, text, jsonb, boolean, text, text, text, text)
  to authenticated, service_role;

-- Puts a set's questions in the given order: the first id gets position 0, the next 1, and so on. The list must
-- name each question of the set the caller can see exactly once, so a stale list (a question added or removed
-- in another tab) is refused instead of leaving two questions on one position.
create function public.reorder_questions(set_id uuid, question_ids uuid[]) returns void
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_variable
begin
  if not private.owns_question_set(set_id) then
    raise exception 'You can only change your own question sets.' using errcode = 'insufficient_privilege';
  end if;

  if question_ids is null
    or cardinality(question_ids) <> (select count(distinct listed.id) from unnest(question_ids) as listed (id))
    or exists (
      select 1 from unnest(question_ids) as listed (id)
      where not exists (
        select 1 from public.questions as existing
        where existing.id = listed.id and existing.question_set_id = set_id
      )
    )
    or exists (
      select 1 from public.questions as existing
      where existing.question_set_id = set_id and not (existing.id = any (question_ids))
    )
  then
    raise exception 'The new order must list every question of the set exactly once. Reload the page and try again.'
      using errcode = 'invalid_parameter_value';
  end if;

  update public.questions as moved
  set position = (listed.ordinality - 1)::integer
  from unnest(question_ids) with ordinality as listed (id, ordinality)
  where moved.id = listed.id
    and moved.position is distinct from (listed.ordinality - 1)::integer;
end;
$$;

revoke execute on function public.reorder_questions(uuid, uuid[]) from public;
grant execute on function public.reorder_questions(uuid, uuid[]) to authenticated, service_role;
