-- Premium content stays premium when it is copied.
--
-- A premium member may copy a public or official set, premium questions included. Those copies belong to the
-- copier as a set, but their content does not: it stays premium for everyone, the copier included.
--   * each copied question records where it came from (`copied_from_question_id`), and a copy of a premium
--     question someone else wrote is marked `is_premium_copy`; only copy_question_set writes either column;
--   * a premium copy cannot be made free, and a set holding one cannot be made public;
--   * a premium copy is read only by premium members: the copier loses it when the subscription ends, while an
--     author keeps reading the premium questions they wrote themselves;
--   * question pictures are no longer public files: the question-media bucket is private, and a picture is
--     signed for its uploader or a caller who may read a question showing it, a premium picture for premium
--     members only.

alter table public.questions
  add column copied_from_question_id uuid references public.questions (id) on delete set null,
  add column is_premium_copy boolean not null default false;

comment on column public.questions.copied_from_question_id is 'The question this one was copied from, if any; written only by copy_question_set.';
comment on column public.questions.is_premium_copy is 'A copy of a premium question its set''s author did not write: premium for good, readable only by premium members.';

create index questions_copied_from_question_id_idx on public.questions (copied_from_question_id);

-- Clients write every column of a question except its provenance (and the set it belongs to, so a copied
-- premium question cannot be carried into another set). Privileges are checked before any policy or trigger,
-- so an attempt fails with 42501 whatever it targets.
revoke insert, update on table public.questions from authenticated;
grant insert (
  id, question_set_id, position, question, answer, type, question_type,
  media_url, media_type, media_alt, media_attribution, is_premium
) on table public.questions to authenticated;
grant update (
  position, question, answer, type, question_type, media_url, media_type, media_alt, media_attribution, is_premium
) on table public.questions to authenticated;

-- The two rules a premium copy lives by, for every writer (the service role included), each with the message
-- the author sees.
create function private.keep_premium_copies_premium() returns trigger
language plpgsql
-- Reads the set of a question, and the questions of a set, whoever may read them.
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'questions' then
    if new.is_premium_copy and not new.is_premium then
      raise exception 'A question copied from a premium question stays premium.'
        using errcode = 'check_violation', schema = 'public', table = 'questions',
          constraint = 'questions_premium_copy_stays_premium';
    end if;
    if new.is_premium_copy
      and exists (select 1 from public.question_sets where id = new.question_set_id and is_public) then
      raise exception 'A question set holding premium questions copied from another set cannot be made public.'
        using errcode = 'check_violation', schema = 'public', table = 'question_sets',
          constraint = 'question_sets_copied_premium_private';
    end if;
  elsif new.is_public
    and exists (select 1 from public.questions where question_set_id = new.id and is_premium_copy) then
    raise exception 'A question set holding premium questions copied from another set cannot be made public.'
      using errcode = 'check_violation', schema = 'public', table = 'question_sets',
        constraint = 'question_sets_copied_premium_private',
        hint = 'Remove the copied premium questions first, or keep the set private.';
  end if;
  return new;
end;
$$;

revoke execute on function private.keep_premium_copies_premium() from public;

create trigger questions_keep_premium_copies_premium
  before insert or update of is_premium, is_premium_copy, question_set_id on public.questions
  for each row execute function private.keep_premium_copies_premium();

create trigger question_sets_keep_premium_copies_private
  before insert or update of is_public on public.question_sets
  for each row execute function private.keep_premium_copies_premium();

-- Who reads a premium question: a premium member; or, for a question the set's author wrote (not a premium
-- copy), that author, subscribed or not.
drop policy "Questions of readable sets; premium ones to premium or author" on public.questions;

create policy "Questions of readable sets; premium ones to premium or their own author"
  on public.questions for select to anon, authenticated
  using (
    exists (
      select 1
      from public.question_sets as question_set
      where question_set.id = questions.question_set_id
        and (
          not questions.is_premium
          or (select private.is_premium((select auth.uid())))
          or (question_set.created_by = (select auth.uid()) and not questions.is_premium_copy)
        )
    )
  );

-- Records the provenance of the questions copy_question_set has just copied, which clients may not write.
-- Only questions of the caller's own set that carry no provenance yet are touched, and what is recorded is
-- read from the source, so calling it in any other way can only make the caller's own questions stricter.
create function private.record_question_copies(copy_set_id uuid, source_ids uuid[], copy_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  update public.questions as copied
  set
    copied_from_question_id = source.id,
    is_premium_copy = source.is_premium
      and (source.is_premium_copy or source_set.created_by is distinct from copy_set.created_by)
  from unnest(source_ids, copy_ids) as pair (source_id, copy_id)
  join public.questions as source on source.id = pair.source_id
  join public.question_sets as source_set on source_set.id = source.question_set_id
  cross join public.question_sets as copy_set
  where copy_set.id = copy_set_id
    and copy_set.created_by = (select auth.uid())
    and copied.id = pair.copy_id
    and copied.question_set_id = copy_set.id
    and copied.copied_from_question_id is null;
$$;

revoke execute on function private.record_question_copies(uuid, uuid[], uuid[]) from public;
grant execute on function private.record_question_copies(uuid, uuid[], uuid[]) to authenticated;

-- As before (see the rpc migration), and now the copied questions remember where they came from.
create or replace function public.copy_question_set(set_id uuid) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  source public.question_sets;
  copy_id uuid;
  source_question_ids uuid[];
  copied_question_ids uuid[];
begin
  if caller is null then
    raise exception 'You must be signed in to copy a question set.' using errcode = 'insufficient_privilege';
  end if;

  select * into source from public.question_sets where id = set_id;
  if not found then
    raise exception 'Question set % was not found.', set_id using errcode = 'no_data_found';
  end if;

  if source.created_by is distinct from caller then
    if not private.is_premium(caller) then
      raise exception 'Copying public question sets is a premium feature.'
        using errcode = 'insufficient_privilege', hint = 'Upgrade to premium to copy public games.';
    end if;
    if not exists (select 1 from public.feature_flags where name = 'copy_public_games' and enabled) then
      raise exception 'Copying public question sets is turned off.' using errcode = 'insufficient_privilege';
    end if;
  end if;

  insert into public.question_sets (
    game_name, question_format, description, intended_grades, intended_settings,
    is_public, is_official, created_by, copied_from
  )
  values (
    source.game_name, source.question_format, source.description, source.intended_grades,
    source.intended_settings, false, false, caller, source.id
  )
  returning id into copy_id;

  select
    coalesce(array_agg(question.id order by question.position, question.id), '{}'),
    coalesce(array_agg(gen_random_uuid()), '{}')
  into source_question_ids, copied_question_ids
  from public.questions as question
  where question.question_set_id = source.id;

  insert into public.questions (
    id, question_set_id, position, question, answer, type, question_type,
    media_url, media_type, media_alt, media_attribution, is_premium
  )
  select
    copied.id, copy_id, question.position, question.question, question.answer, question.type,
    question.question_type, question.media_url, question.media_type, question.media_alt,
    question.media_attribution, question.is_premium
  from unnest(source_question_ids, copied_question_ids) as copied (source_id, id)
  join public.questions as question on question.id = copied.source_id;

  perform private.record_question_copies(copy_id, source_question_ids, copied_question_ids);

  insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
  select copied.id, choice.position, choice.option_text, choice.is_correct
  from unnest(source_question_ids, copied_question_ids) as copied (source_id, id)
  join public.multiple_choice_options as choice on choice.question_id = copied.source_id;

  return copy_id;
end;
$$;

-- Question pictures. A premium picture is one only premium questions show as their own: a picture of the
-- official library shown by official premium questions and no official free one, or a user's upload shown by that
-- user's premium questions and none of their free ones. Questions of other users do not count, so pointing a
-- question at a picture can neither lock it away from its readers nor open it up to everyone.
create function private.is_premium_picture(picture text) returns boolean
language sql
stable
-- Looks at every question showing the picture, including the premium ones the caller cannot read.
security definer
set search_path = ''
as $$
  select coalesce(bool_and(question.is_premium), false)
  from public.questions as question
  join public.question_sets as question_set on question_set.id = question.question_set_id
  where question.media_url = picture
    and (
      question_set.created_by is null
      or question_set.created_by::text = (storage.foldername(picture))[1]
    );
$$;

revoke execute on function private.is_premium_picture(text) from public;
grant execute on function private.is_premium_picture(text) to anon, authenticated, service_role;

create index questions_media_url_idx on public.questions (media_url) where media_url is not null;

update storage.buckets set public = false where id = 'question-media';

-- Storage signs a URL only for an object the caller may select, so this policy decides who sees a picture:
-- its uploader, and whoever may read a question showing it — premium members alone for a premium picture.
drop policy "Anyone can read assets, sounds and question media" on storage.objects;

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
            (select private.is_premium((select auth.uid())))
            or not private.is_premium_picture(objects.name)
          )
        )
      )
    )
  );
