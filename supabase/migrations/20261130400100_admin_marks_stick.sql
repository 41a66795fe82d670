-- The admin's marks on a question set stick.
--
-- The admin marks sets official and takes public sets out of the library through the admin functions, which
-- write who did it to the audit log. A set's author could undo either with a plain update of their own set
-- (is_official back to false, is_public back to true), and the admin could set is_official with a plain update
-- that the audit log never saw. Now:
--   * only the admin functions change is_official: through the API it is refused, even to the admin;
--   * an unpublished set remembers it (unpublished_by_admin_at), and a set with that mark cannot be public: its
--     author may still edit, play and copy it, but neither it nor a copy of it goes back into the library.
-- The roles of the API are told apart from the admin functions by the role a statement runs as: the admin
-- functions are security definer, so their statements run as the functions' owner.

alter table public.question_sets add column unpublished_by_admin_at timestamptz;

comment on column public.question_sets.unpublished_by_admin_at is 'When the admin took the set (or the set it was copied from) out of the public library; while set, the set stays private.';

create function private.keep_admin_marks() returns trigger
language plpgsql
-- Runs as the caller on purpose: current_user tells a client's statement from an admin function's, and a copy
-- inherits the mark of a source the copier may read.
set search_path = ''
as $$
declare
  by_client boolean := current_user in ('anon', 'authenticated');
begin
  if by_client
    and (
      (tg_op = 'INSERT' and new.is_official)
      or (tg_op = 'UPDATE' and new.is_official is distinct from old.is_official)
    ) then
    raise exception 'Only the admin marks a set official or takes the mark away, from the admin dashboard.'
      using errcode = 'insufficient_privilege';
  end if;
  if by_client
    and (
      (tg_op = 'INSERT' and new.unpublished_by_admin_at is not null)
      or (tg_op = 'UPDATE' and new.unpublished_by_admin_at is distinct from old.unpublished_by_admin_at)
    ) then
    raise exception 'Only the admin unpublishes a set, from the admin dashboard.'
      using errcode = 'insufficient_privilege';
  end if;

  if tg_op = 'INSERT' and new.copied_from is not null then
    new.unpublished_by_admin_at := coalesce(
      new.unpublished_by_admin_at,
      (select source.unpublished_by_admin_at from public.question_sets as source where source.id = new.copied_from)
    );
  end if;

  if new.is_public and new.unpublished_by_admin_at is not null then
    raise exception 'The admin took this set out of the public library: it stays private.'
      using errcode = 'insufficient_privilege',
        hint = 'Ask the admin if you think it should be public again.';
  end if;
  return new;
end;
$$;

revoke execute on function private.keep_admin_marks() from public;

create trigger question_sets_keep_admin_marks
  before insert or update of is_public, is_official, unpublished_by_admin_at on public.question_sets
  for each row execute function private.keep_admin_marks();

-- As before (see the admin-actions migration), now leaving the mark that keeps the set private.
create or replace function private.admin_unpublish_set(set_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.require_admin();
begin
  perform private.require_recent_sign_in();
  update public.question_sets set is_public = false, unpublished_by_admin_at = now() where id = set_id and is_public;
  if not found then
    raise exception 'There is no such public question set.' using errcode = 'P0002';
  end if;
  perform private.record_admin_action(actor, 'set.unpublish', set_id::text, '{}'::jsonb);
end;
$$;
