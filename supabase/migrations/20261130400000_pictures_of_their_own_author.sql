-- A question shows only a picture its own author uploaded, or one of the official library.
--
-- Until now a picture was readable by whoever could read any question showing it, and its file stayed while any
-- question showed it. So a teacher could point a question of their own at another user's storage path: the
-- storage policy then signed that file for them (a private set's picture, say), and the file outlived its
-- owner's deleting the question or the set. Now:
--   * a question may name a file of the folder of its set's author, of the official library (`official/…`), or
--     of the author of a set its set was copied from, while that set still shows the file: a copy keeps its
--     source's pictures exactly as long as their owner does. A full URL is not a file of ours and stays allowed;
--   * only such questions open a picture to their readers, so a pointer written before this rule opens nothing;
--   * a file goes when no such question shows it any more, whatever other questions still name it;
--   * where a set was copied from can no longer be made up: it is written only by copying a set the caller
--     may read, and never changed by a client afterwards.

create function private.may_show_picture(set_id uuid, picture text) returns boolean
language sql
stable
-- Follows a set's copies back through sets (and their questions) the caller may no longer read.
security definer
set search_path = ''
as $$
  select picture ~* '^https?://'
    or (storage.foldername(picture))[1] = 'official'
    or exists (
      with recursive lineage (id, created_by, copied_from, is_source) as (
        select question_set.id, question_set.created_by, question_set.copied_from, false
        from public.question_sets as question_set
        where question_set.id = set_id
        union
        select source.id, source.created_by, source.copied_from, true
        from public.question_sets as source
        join lineage on source.id = lineage.copied_from
      )
      select 1
      from lineage
      where lineage.created_by::text = (storage.foldername(picture))[1]
        and (
          not lineage.is_source
          or exists (
            select 1 from public.questions as question
            where question.question_set_id = lineage.id and question.media_url = picture
          )
        )
    );
$$;

comment on function private.may_show_picture(uuid, text) is 'Whether a question of this set may show this picture: a URL, an official picture, its author''s upload, or one a set it was copied from shows as its own.';

revoke execute on function private.may_show_picture(uuid, text) from public;
grant execute on function private.may_show_picture(uuid, text) to anon, authenticated, service_role;

create function private.show_only_the_authors_pictures() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.media_url is not null
    and (
      tg_op = 'INSERT'
      or new.media_url is distinct from old.media_url
      or new.question_set_id is distinct from old.question_set_id
    )
    and not private.may_show_picture(new.question_set_id, new.media_url) then
    raise exception 'A question can show only a picture its author uploaded or one of the official library.'
      using errcode = 'check_violation', schema = 'public', table = 'questions',
        constraint = 'questions_media_url_of_its_author',
        hint = 'Upload the picture into your own folder of question-media and use that path.';
  end if;
  return new;
end;
$$;

revoke execute on function private.show_only_the_authors_pictures() from public;

create trigger questions_show_only_the_authors_pictures
  before insert or update of media_url, question_set_id on public.questions
  for each row execute function private.show_only_the_authors_pictures();

create function private.keep_copy_provenance() returns trigger
language plpgsql
-- Runs as the caller on purpose: the source must be a set the caller may read, and the roles of the API are
-- told apart from the security definer functions and foreign-key actions that also write the column.
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.copied_from is distinct from old.copied_from then
    raise exception 'Where a question set was copied from cannot be changed.'
      using errcode = 'insufficient_privilege';
  end if;
  if tg_op = 'INSERT'
    and new.copied_from is not null
    and not exists (select 1 from public.question_sets as source where source.id = new.copied_from) then
    raise exception 'A question set can only be copied from a set you may read.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end;
$$;

revoke execute on function private.keep_copy_provenance() from public;

create trigger question_sets_keep_copy_provenance
  before insert or update of copied_from on public.question_sets
  for each row execute function private.keep_copy_provenance();

drop policy "Anyone reads assets and sounds; question pictures with a question they may read" on storage.objects;

-- As before (see the premium-questions switch migration), counting only the questions that may show the picture.
create policy "Anyone reads assets and sounds; question pictures with a question of their author they may read"
  on storage.objects for select to anon, authenticated
  using (
    bucket_id in ('assets', 'sounds')
    or (
      bucket_id = 'question-media'
      and (
        (storage.foldername(name))[1] = (select auth.uid())::text
        or (
          exists (
            select 1 from public.questions as question
            where question.media_url = objects.name
              and private.may_show_picture(question.question_set_id, objects.name)
          )
          and (
            (select private.premium_questions_open_to_caller())
            or not private.is_premium_picture(objects.name)
          )
        )
      )
    )
  );

-- As before (see the question-pictures migration), with only the questions that may show the picture keeping
-- its file.
create or replace function private.remove_unshown_question_picture() returns trigger
language plpgsql
-- Sees every question showing the picture, premium and private ones included, and removes a file the caller's
-- own storage policies might not let them see.
security definer
set search_path = ''
as $$
declare
  picture text := old.media_url;
  author uuid;
  earlier_delete_setting text;
begin
  if picture is null or (tg_op = 'UPDATE' and new.media_url is not distinct from picture) then
    return null;
  end if;

  -- When a whole set is deleted its questions go after it, so the set is gone; only its author (the caller)
  -- may delete a set.
  select question_set.created_by into author
  from public.question_sets as question_set
  where question_set.id = old.question_set_id;
  if not found then
    author := (select auth.uid());
  end if;

  if author is null
    or (storage.foldername(picture))[1] is distinct from author::text
    or exists (
      select 1 from public.questions as question
      where question.media_url = picture and private.may_show_picture(question.question_set_id, picture)
    ) then
    return null;
  end if;

  -- Hosted Supabase refuses deletes from storage.objects unless they say they mean it.
  earlier_delete_setting := current_setting('storage.allow_delete_query', true);
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects as object
  where object.bucket_id = 'question-media' and object.name = picture;
  perform set_config('storage.allow_delete_query', coalesce(earlier_delete_setting, ''), true);
  return null;
end;
$$;
