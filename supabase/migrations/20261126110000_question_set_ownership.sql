-- Question-set ownership in one place.
--
-- Every policy that lets an author write the questions and options of their own sets asked the same
-- question with its own copy of a subquery on question_sets. They now share private.owns_question_set, so the
-- rule of who owns a set is written once and cannot drift between tables.

-- Security definer so the answer does not depend on which sets the caller may read: ownership is a fact about
-- the row, and the policies that need "readable" still read question_sets under its own policy.
create function private.owns_question_set(set_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.question_sets as question_set
    where question_set.id = set_id
      and question_set.created_by = (select auth.uid())
  );
$$;

comment on function private.owns_question_set(uuid) is 'Whether the signed-in caller wrote the question set.';

revoke execute on function private.owns_question_set(uuid) from public;
grant execute on function private.owns_question_set(uuid) to anon, authenticated, service_role;

-- The options' policies ask the same of the question an option belongs to. Security invoker: the question is
-- read under its own policy, so an option is written only beside a question its author can see.
create function private.owns_question(question_id uuid) returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1
    from public.questions as question
    where question.id = question_id
      and private.owns_question_set(question.question_set_id)
  );
$$;

comment on function private.owns_question(uuid) is 'Whether the signed-in caller wrote the question''s set.';

revoke execute on function private.owns_question(uuid) from public;
grant execute on function private.owns_question(uuid) to anon, authenticated, service_role;

drop policy "Questions of readable sets; premium ones to premium or their own author" on public.questions;
drop policy "Authors can add questions to their own sets" on public.questions;
drop policy "Authors can change the questions of their own sets" on public.questions;
drop policy "Authors can delete the questions of their own sets" on public.questions;

-- Who reads a premium question: a premium member; or, for a question the set's author wrote (not a premium
-- copy), that author, subscribed or not. The subquery reads question_sets under its own policy, so only
-- questions of readable sets are shown.
create policy "Questions of readable sets; premium ones to premium or their own author"
  on public.questions for select to anon, authenticated
  using (
    exists (select 1 from public.question_sets as question_set where question_set.id = questions.question_set_id)
    and (
      not questions.is_premium
      or (select private.is_premium((select auth.uid())))
      or (private.owns_question_set(questions.question_set_id) and not questions.is_premium_copy)
    )
  );

create policy "Authors can add questions to their own sets"
  on public.questions for insert to authenticated
  with check (private.owns_question_set(questions.question_set_id));

-- Checked before and after the change, so a question cannot be moved into or out of someone else's set.
create policy "Authors can change the questions of their own sets"
  on public.questions for update to authenticated
  using (private.owns_question_set(questions.question_set_id))
  with check (private.owns_question_set(questions.question_set_id));

create policy "Authors can delete the questions of their own sets"
  on public.questions for delete to authenticated
  using (private.owns_question_set(questions.question_set_id));

drop policy "Authors can add options to their own questions" on public.multiple_choice_options;
drop policy "Authors can change the options of their own questions" on public.multiple_choice_options;
drop policy "Authors can delete the options of their own questions" on public.multiple_choice_options;

create policy "Authors can add options to their own questions"
  on public.multiple_choice_options for insert to authenticated
  with check (private.owns_question(multiple_choice_options.question_id));

create policy "Authors can change the options of their own questions"
  on public.multiple_choice_options for update to authenticated
  using (private.owns_question(multiple_choice_options.question_id))
  with check (private.owns_question(multiple_choice_options.question_id));

create policy "Authors can delete the options of their own questions"
  on public.multiple_choice_options for delete to authenticated
  using (private.owns_question(multiple_choice_options.question_id));
