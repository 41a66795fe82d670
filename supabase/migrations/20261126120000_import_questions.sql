-- Adds many questions at the end of a set in one call, as a spreadsheet import brings them. A teacher who imports
-- a file expects it to land whole: one call is one transaction, so a refused question keeps every other one of
-- the file out too, and the set is never left holding half an import.
--
-- It follows add_question's rules for each question: it runs as the caller (security invoker), so the same
-- policies decide and only the set's author can add; a multiple-choice question's answer is its correct option's
-- text; options on a normal question are refused; the options' deferred check holds at commit.
--
-- `questions` is a JSON array of {question, answer, type, question_type, options: [{option_text, is_correct}]},
-- in the order they are to be played. The questions are written with two set-based statements rather than one
-- call per question, so thousands of rows cost two inserts; their ids are drawn first so that the options can
-- name their question in the second statement.
create function public.import_questions(set_id uuid, questions jsonb) returns integer
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_variable
declare
  first_position integer;
  new_ids uuid[];
  question_count integer;
begin
  if jsonb_typeof(questions) is distinct from 'array' then
    raise exception 'The questions must be a JSON array.' using errcode = 'invalid_parameter_value';
  end if;
  question_count := jsonb_array_length(questions);
  if question_count = 0 then
    raise exception 'There are no questions to import.' using errcode = 'invalid_parameter_value';
  end if;
  if exists (
    select 1
    from jsonb_array_elements(questions) as item
    where jsonb_typeof(item.value) is distinct from 'object'
       or jsonb_typeof(coalesce(item.value -> 'options', '[]'::jsonb)) is distinct from 'array'
  ) then
    raise exception 'Each question must be a JSON object whose options are a JSON array.'
      using errcode = 'invalid_parameter_value';
  end if;
  if exists (
    select 1
    from jsonb_array_elements(questions) as item
    where coalesce(item.value ->> 'question_type', 'normal') <> 'multiple_choice'
      and jsonb_array_length(coalesce(item.value -> 'options', '[]'::jsonb)) > 0
  ) then
    raise exception 'Only a multiple-choice question has answer options.' using errcode = 'invalid_parameter_value';
  end if;

  -- The author reads every question of their own set, premium ones included, so this is the true end.
  select coalesce(max(existing.position) + 1, 0) into first_position
  from public.questions as existing
  where existing.question_set_id = set_id;

  select array_agg(gen_random_uuid()) into new_ids from generate_series(1, question_count);

  insert into public.questions (id, question_set_id, position, question, answer, type, question_type)
  select new_ids[item.ordinality],
         set_id,
         first_position + (item.ordinality - 1)::integer,
         btrim(item.value ->> 'question'),
         coalesce(
           case when item.value ->> 'question_type' = 'multiple_choice' then (
             select btrim(choice.value ->> 'option_text')
             from jsonb_array_elements(item.value -> 'options') as choice
             where (choice.value ->> 'is_correct')::boolean
             limit 1
           ) else btrim(item.value ->> 'answer') end,
           ''
         ),
         coalesce(item.value ->> 'type', 'normal'),
         coalesce(item.value ->> 'question_type', 'normal')
  from jsonb_array_elements(questions) with ordinality as item (value, ordinality);

  insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
  select new_ids[item.ordinality], (choice.ordinality - 1)::integer, btrim(choice.value ->> 'option_text'),
         coalesce((choice.value ->> 'is_correct')::boolean, false)
  from jsonb_array_elements(questions) with ordinality as item (value, ordinality)
  cross join lateral jsonb_array_elements(coalesce(item.value -> 'options', '[]'::jsonb))
    with ordinality as choice (value, ordinality);

  return question_count;
end;
$$;

revoke execute on function public.import_questions(uuid, jsonb) from public;
grant execute on function public.import_questions(uuid, jsonb) to authenticated, service_role;
