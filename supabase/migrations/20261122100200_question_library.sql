-- The question library: sets, their questions and the options of multiple-choice questions.
--
-- Who sees what:
--   * a set is readable when it is public, when the caller wrote it, or by an admin;
--   * a question or option is readable only with its set, and a premium question only by a premium member or
--     the set's author. A free user or a visitor never receives a premium question's text, answer or options,
--     whichever way they ask (the table, an embedding under question_sets, an RPC).
-- Official sets (the library that ships with Quiz Coop) belong to no user and are written by the seed or the
-- service role; only an admin may mark a set official.

create table public.question_sets (
  id uuid primary key default gen_random_uuid(),
  game_name text not null,
  question_format text not null default 'mixed',
  description text,
  intended_grades text[] not null default '{}',
  intended_settings text[] not null default '{}',
  is_public boolean not null default false,
  is_official boolean not null default false,
  -- Empty for the official library.
  created_by uuid default auth.uid() references auth.users (id) on delete cascade,
  copied_from uuid references public.question_sets (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint question_sets_game_name_length check (char_length(btrim(game_name)) between 1 and 100),
  constraint question_sets_question_format_check check (question_format in ('normal', 'multiple_choice', 'mixed')),
  constraint question_sets_description_length check (char_length(description) <= 1000),
  constraint question_sets_intended_grades_check
    check (intended_grades <@ array['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']),
  constraint question_sets_intended_settings_check
    check (intended_settings <@ array['whole class', 'small groups', 'individual', 'review', 'homework'])
);

comment on table public.question_sets is 'A game''s worth of questions: a teacher''s own, shared publicly, or from the official library.';

create index question_sets_created_by_idx on public.question_sets (created_by);
create index question_sets_public_idx on public.question_sets (game_name) where is_public;

create trigger question_sets_set_updated_at
  before update on public.question_sets
  for each row execute function private.set_updated_at();

alter table public.question_sets enable row level security;

revoke all on table public.question_sets from anon, authenticated;
grant select on table public.question_sets to anon;
grant select, insert, update, delete on table public.question_sets to authenticated;

create policy "Anyone can read public sets, authors their own, admins all"
  on public.question_sets for select to anon, authenticated
  using (
    is_public
    or created_by = (select auth.uid())
    or (select private.is_admin((select auth.uid())))
  );

create policy "Authors can create their own sets, official ones only if admin"
  on public.question_sets for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and (not is_official or (select private.is_admin((select auth.uid()))))
  );

create policy "Authors can change their own sets, official ones only if admin"
  on public.question_sets for update to authenticated
  using (created_by = (select auth.uid()))
  with check (
    created_by = (select auth.uid())
    and (not is_official or (select private.is_admin((select auth.uid()))))
  );

create policy "Authors can delete their own sets"
  on public.question_sets for delete to authenticated
  using (created_by = (select auth.uid()));

create table public.questions (
  id uuid primary key default gen_random_uuid(),
  question_set_id uuid not null references public.question_sets (id) on delete cascade,
  position integer not null default 0,
  question text not null,
  answer text not null,
  -- normal; bonus doubles the points when right; punishment takes them away when wrong.
  type text not null default 'normal',
  question_type text not null default 'normal',
  -- A storage path (for example 'official/telling-time/clock-3-00.svg' in the question-media bucket) or a URL.
  media_url text,
  media_type text,
  media_alt text,
  media_attribution text,
  is_premium boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint questions_question_length check (char_length(btrim(question)) between 1 and 500),
  constraint questions_answer_length check (char_length(btrim(answer)) between 1 and 500),
  constraint questions_type_check check (type in ('normal', 'bonus', 'punishment')),
  constraint questions_question_type_check check (question_type in ('multiple_choice', 'normal')),
  constraint questions_position_check check (position >= 0),
  constraint questions_media_url_length check (char_length(media_url) between 1 and 1000),
  constraint questions_media_type_format check (media_type ~ '^(image|audio|video)/[a-z0-9.+-]{1,80}$'),
  constraint questions_media_alt_length check (char_length(media_alt) <= 300),
  constraint questions_media_attribution_length check (char_length(media_attribution) <= 300),
  -- A picture is shown to a whole class, some of whom cannot see it: it always comes with a description.
  constraint questions_media_described
    check (media_url is null or (media_type is not null and media_alt is not null and btrim(media_alt) <> ''))
);

comment on table public.questions is 'The questions of a set; premium ones are readable only by premium members and the author.';

create index questions_question_set_id_idx on public.questions (question_set_id, position);

create trigger questions_set_updated_at
  before update on public.questions
  for each row execute function private.set_updated_at();

alter table public.questions enable row level security;

revoke all on table public.questions from anon, authenticated;
grant select on table public.questions to anon;
grant select, insert, update, delete on table public.questions to authenticated;

-- The subquery reads question_sets under its own policy, so "the set is readable" comes for free.
create policy "Questions of readable sets; premium ones to premium or author"
  on public.questions for select to anon, authenticated
  using (
    exists (
      select 1
      from public.question_sets as question_set
      where question_set.id = questions.question_set_id
        and (
          not questions.is_premium
          or question_set.created_by = (select auth.uid())
          or (select private.is_premium((select auth.uid())))
        )
    )
  );

create policy "Authors can add questions to their own sets"
  on public.questions for insert to authenticated
  with check (
    exists (
      select 1
      from public.question_sets as question_set
      where question_set.id = questions.question_set_id
        and question_set.created_by = (select auth.uid())
    )
  );

create policy "Authors can change the questions of their own sets"
  on public.questions for update to authenticated
  using (
    exists (
      select 1
      from public.question_sets as question_set
      where question_set.id = questions.question_set_id
        and question_set.created_by = (select auth.uid())
    )
  )
  with check (
    exists (
      select 1
      from public.question_sets as question_set
      where question_set.id = questions.question_set_id
        and question_set.created_by = (select auth.uid())
    )
  );

create policy "Authors can delete the questions of their own sets"
  on public.questions for delete to authenticated
  using (
    exists (
      select 1
      from public.question_sets as question_set
      where question_set.id = questions.question_set_id
        and question_set.created_by = (select auth.uid())
    )
  );

create table public.multiple_choice_options (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade,
  position integer not null default 0,
  option_text text not null,
  is_correct boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint multiple_choice_options_option_text_length check (char_length(btrim(option_text)) between 1 and 200),
  constraint multiple_choice_options_position_check check (position >= 0)
);

comment on table public.multiple_choice_options is 'The choices of a multiple-choice question: 2 to 4, exactly one correct.';

create index multiple_choice_options_question_id_idx on public.multiple_choice_options (question_id, position);

create trigger multiple_choice_options_set_updated_at
  before update on public.multiple_choice_options
  for each row execute function private.set_updated_at();

alter table public.multiple_choice_options enable row level security;

revoke all on table public.multiple_choice_options from anon, authenticated;
grant select on table public.multiple_choice_options to anon;
grant select, insert, update, delete on table public.multiple_choice_options to authenticated;

-- Options follow their question: the subquery reads questions under the policy above, premium rule included.
create policy "Anyone can read the options of a readable question"
  on public.multiple_choice_options for select to anon, authenticated
  using (
    exists (select 1 from public.questions as question where question.id = multiple_choice_options.question_id)
  );

create policy "Authors can add options to their own questions"
  on public.multiple_choice_options for insert to authenticated
  with check (
    exists (
      select 1
      from public.questions as question
      join public.question_sets as question_set on question_set.id = question.question_set_id
      where question.id = multiple_choice_options.question_id
        and question_set.created_by = (select auth.uid())
    )
  );

create policy "Authors can change the options of their own questions"
  on public.multiple_choice_options for update to authenticated
  using (
    exists (
      select 1
      from public.questions as question
      join public.question_sets as question_set on question_set.id = question.question_set_id
      where question.id = multiple_choice_options.question_id
        and question_set.created_by = (select auth.uid())
    )
  )
  with check (
    exists (
      select 1
      from public.questions as question
      join public.question_sets as question_set on question_set.id = question.question_set_id
      where question.id = multiple_choice_options.question_id
        and question_set.created_by = (select auth.uid())
    )
  );

create policy "Authors can delete the options of their own questions"
  on public.multiple_choice_options for delete to authenticated
  using (
    exists (
      select 1
      from public.questions as question
      join public.question_sets as question_set on question_set.id = question.question_set_id
      where question.id = multiple_choice_options.question_id
        and question_set.created_by = (select auth.uid())
    )
  );

-- A multiple-choice question has 2 to 4 options and exactly one correct. The check waits for the end of the
-- transaction (deferrable, initially deferred), so a question and its options can be written in any order
-- within one transaction; a single PostgREST request is its own transaction, so over the REST API write the
-- options of an existing multiple-choice question in one request (an upsert of all of them).
create function private.check_multiple_choice_options() returns trigger
language plpgsql
-- Counts every option of the question, whoever's transaction changed one of them.
security definer
set search_path = ''
as $$
declare
  touched uuid[];
  checked record;
begin
  if tg_table_name = 'questions' then
    touched := array[new.id];
  elsif tg_op = 'INSERT' then
    touched := array[new.question_id];
  elsif tg_op = 'DELETE' then
    touched := array[old.question_id];
  else
    touched := array[old.question_id, new.question_id];
  end if;

  for checked in
    select
      question.id,
      count(choice.id) as option_count,
      count(choice.id) filter (where choice.is_correct) as correct_count
    from public.questions as question
    left join public.multiple_choice_options as choice on choice.question_id = question.id
    where question.id = any (touched)
      and question.question_type = 'multiple_choice'
    group by question.id
  loop
    if checked.option_count not between 2 and 4 then
      raise exception 'A multiple-choice question needs 2 to 4 options; question % has %.',
          checked.id, checked.option_count
        using errcode = 'check_violation', schema = 'public', table = 'questions',
          constraint = 'multiple_choice_option_count';
    end if;
    if checked.correct_count <> 1 then
      raise exception 'A multiple-choice question needs exactly one correct option; question % has %.',
          checked.id, checked.correct_count
        using errcode = 'check_violation', schema = 'public', table = 'questions',
          constraint = 'multiple_choice_one_correct_option';
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function private.check_multiple_choice_options() from public;

create constraint trigger multiple_choice_questions_have_valid_options
  after insert or update of question_type on public.questions
  deferrable initially deferred
  for each row execute function private.check_multiple_choice_options();

create constraint trigger multiple_choice_options_stay_valid
  after insert or update or delete on public.multiple_choice_options
  deferrable initially deferred
  for each row execute function private.check_multiple_choice_options();
