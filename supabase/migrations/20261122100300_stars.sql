-- Stars: a signed-in user's bookmarks in the library. Each user sees and changes only their own, and can star
-- only a set they can read.

create table public.starred_question_sets (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  question_set_id uuid not null references public.question_sets (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, question_set_id)
);

comment on table public.starred_question_sets is 'The sets each user starred; they join the user''s own sets in the game setup.';

create index starred_question_sets_question_set_id_idx on public.starred_question_sets (question_set_id);

alter table public.starred_question_sets enable row level security;

revoke all on table public.starred_question_sets from anon, authenticated;
grant select, insert, delete on table public.starred_question_sets to authenticated;

create policy "Users can read their own stars"
  on public.starred_question_sets for select to authenticated
  using ((select auth.uid()) = user_id);

-- The subquery reads question_sets under its policy: a private set of someone else cannot be starred.
create policy "Users can star a set they can read"
  on public.starred_question_sets for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.question_sets as question_set
      where question_set.id = starred_question_sets.question_set_id
    )
  );

create policy "Users can remove their own stars"
  on public.starred_question_sets for delete to authenticated
  using ((select auth.uid()) = user_id);
