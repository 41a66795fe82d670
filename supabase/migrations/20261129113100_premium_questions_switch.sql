-- The premium_questions_access flag is the admin's switch for premium questions, and the database obeys it,
-- not only the app. While the flag is off (or its row is gone), premium members no longer receive premium
-- questions: not from questions, not their options (which follow their question), not their pictures. A premium
-- question is then read only by the author who wrote it (never through a premium copy), as for everyone else.

-- Whether the caller receives premium questions as a premium member: premium, while the flag is on. Policies
-- call it as `(select private.premium_questions_open_to_caller())`, an InitPlan run once per statement rather
-- than once per row, because the questions policy sits under the game's question fetch, the busiest read.
create function private.premium_questions_open_to_caller() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1
      from public.feature_flags as flag
      where flag.name = 'premium_questions_access'
        and flag.enabled
    )
    and private.is_premium((select auth.uid()));
$$;

comment on function private.premium_questions_open_to_caller() is 'Whether the caller is premium while premium_questions_access is switched on.';

revoke execute on function private.premium_questions_open_to_caller() from public;
grant execute on function private.premium_questions_open_to_caller() to anon, authenticated, service_role;

drop policy "Questions of readable sets; premium ones to premium or their own author" on public.questions;

-- As before (see the question-set ownership migration), with premium members let in only while the switch is
-- on. The subquery reads question_sets under its own policy, so only questions of readable sets are shown.
create policy "Questions of readable sets; premium ones to premium while switched on, or their own author"
  on public.questions for select to anon, authenticated
  using (
    exists (select 1 from public.question_sets as question_set where question_set.id = questions.question_set_id)
    and (
      not questions.is_premium
      or (select private.premium_questions_open_to_caller())
      or (private.owns_question_set(questions.question_set_id) and not questions.is_premium_copy)
    )
  );

drop policy "Anyone reads assets and sounds; question pictures with a question they may read" on storage.objects;

-- As before (see the copied-premium migration): a premium picture goes to premium members only while the switch
-- is on, like the questions showing it; its uploader keeps it whatever the switch.
create policy "Anyone reads assets and sounds; question pictures with a question they may read"
  on storage.objects for select to anon, authenticated
  using (
    bucket_id in ('assets', 'sounds')
    or (
      bucket_id = 'question-media'
      and (
        (storage.foldername(name))[1] = (select auth.uid())::text
        or (
          exists (select 1 from public.questions as question where question.media_url = objects.name)
          and (
            (select private.premium_questions_open_to_caller())
            or not private.is_premium_picture(objects.name)
          )
        )
      )
    )
  );
