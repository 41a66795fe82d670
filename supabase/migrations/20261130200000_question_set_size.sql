-- How many questions a set holds, and an import brings at once: 500, far more than a classroom plays, few enough
-- that one write stays short. The rule lives here, on the table, so it holds for every way a question arrives
-- (add_question, an import, a plain insert, a question moved from another set) and for every role, on hosted
-- Supabase as on the embedded server. The forms and the import check the same figure before sending anything.

create function private.max_questions_per_set() returns integer
language sql
immutable
set search_path = ''
as $$ select 500 $$;

-- Runs once per statement over the rows it wrote, so an import of many questions counts each set once. It runs
-- as its owner so that the count is the set's true size whatever the writer may read, and it locks the sets
-- first, so two writers adding to one set at the same time cannot each see room for their own questions.
create function private.check_question_set_size() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limit_per_set constant integer := private.max_questions_per_set();
  grown uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct written.question_set_id) into grown from written_rows as written;
  else
    -- An edit within a set leaves its size alone; only a question moved into another set grows that set.
    select array_agg(distinct written.question_set_id) into grown
    from written_rows as written
    join replaced_rows as replaced on replaced.id = written.id
    where written.question_set_id is distinct from replaced.question_set_id;
  end if;
  if grown is null then
    return null;
  end if;

  perform 1 from public.question_sets as question_set
  where question_set.id = any (grown)
  order by question_set.id
  for update;

  if exists (
    select 1
    from public.questions as question
    where question.question_set_id = any (grown)
    group by question.question_set_id
    having count(*) > limit_per_set
  ) then
    raise exception 'A question set holds at most % questions.', limit_per_set
      using errcode = 'check_violation', constraint = 'questions_per_set',
            hint = 'Put the other questions in a set of their own.';
  end if;
  return null;
end;
$$;

revoke execute on function private.check_question_set_size() from public;

create trigger questions_per_set_on_insert
  after insert on public.questions
  referencing new table as written_rows
  for each statement execute function private.check_question_set_size();

create trigger questions_per_set_on_update
  after update on public.questions
  referencing new table as written_rows old table as replaced_rows
  for each statement execute function private.check_question_set_size();

-- The import refuses a file larger than a set before reading a single question of it: such a file could never
-- land whole, and refusing it early keeps the work of a hostile call as small as that of an honest one.
create or replace function public.import_questions(set_id uuid, questions jsonb) returns integer
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
  if question_count > private.max_questions_per_set() then
    raise exception 'At most % questions can be imported at once; this import has %.',
      private.max_questions_per_set(), question_count
      using errcode = 'invalid_parameter_value', hint = 'Split the file and import its parts one by one.';
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
