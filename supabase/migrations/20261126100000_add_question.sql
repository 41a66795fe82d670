-- Adds a question at the end of a set, with its answer options, in one transaction. Written as separate
-- requests, a multiple-choice question would be committed before its options (or the other way round) and a
-- refused step would leave a half-written question behind; here the whole question is written or nothing.
--
-- It runs as the caller (security invoker): every row it reads or writes passes the same policies as a direct
-- request, so only the set's author can add to it, and the options' deferred check still holds at commit.
-- A multiple-choice question's answer is its correct option's text, so the two can never disagree.
create function public.add_question(
  set_id uuid,
  question text,
  answer text,
  type text default 'normal',
  question_type text default 'normal',
  options jsonb default '[]'::jsonb
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

  insert into public.questions (question_set_id, position, question, answer, type, question_type)
  values (set_id, next_position, btrim(question), coalesce(stored_answer, ''), type, question_type)
  returning id into new_question_id;

  insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
  select new_question_id, (choice.ordinality - 1)::integer, btrim(choice.value ->> 'option_text'),
         coalesce((choice.value ->> 'is_correct')::boolean, false)
  from jsonb_array_elements(options) with ordinality as choice (value, ordinality);

  return new_question_id;
end;
$$;

revoke execute on function public.add_question(uuid, text, text, text, text, jsonb) from public;
grant execute on function public.add_question(uuid, text, text, text, text, jsonb)
  to authenticated, service_role;
