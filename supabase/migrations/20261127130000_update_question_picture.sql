-- Changing a saved question's picture with the rest of it: update_question takes the picture's storage path (or
-- URL), type, alt text and attribution as add_question does, in the same one transaction. A picture the
-- question no longer shows is removed by the questions table's picture trigger once no question shows it.

drop function public.update_question(uuid, text, text, text, text, jsonb, boolean);

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
