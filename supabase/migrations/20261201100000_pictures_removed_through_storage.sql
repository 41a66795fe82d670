-- A picture no question shows any more was deleted from storage.objects by the questions' trigger. On hosted
-- Supabase that deletes only the row: the file's bytes stay in the object store, which only the Storage API
-- empties, and newer projects refuse such deletes outright. So the trigger now writes the picture down here,
-- and the remove-pictures function removes it through the Storage API and crosses it off. Hosted Supabase runs
-- that function on a schedule (pg_cron and pg_net, see docs/operators/hosted-supabase.md); the embedded server
-- runs the same removal after every write.

create table private.removed_pictures (
  bucket_id text not null,
  name text not null,
  queued_at timestamptz not null default now(),
  primary key (bucket_id, name)
);

comment on table private.removed_pictures is 'Pictures no question shows any more, waiting for the remove-pictures function to remove them through the Storage API.';

-- Only the remove-pictures function reads and clears the list, as the service role (which bypasses RLS).
alter table private.removed_pictures enable row level security;
revoke all on table private.removed_pictures from public, anon, authenticated;
grant select, delete on table private.removed_pictures to service_role;

-- As before (see the pictures-of-their-own-author migration), with the picture written down for removal
-- rather than its row deleted here.
create or replace function private.remove_unshown_question_picture() returns trigger
language plpgsql
-- Sees every question showing the picture, premium and private ones included, and writes down a picture the
-- caller's own storage policies might not let them see.
security definer
set search_path = ''
as $$
declare
  picture text := old.media_url;
  author uuid;
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

  insert into private.removed_pictures (bucket_id, name)
  values ('question-media', picture)
  on conflict (bucket_id, name) do nothing;
  return null;
end;
$$;
