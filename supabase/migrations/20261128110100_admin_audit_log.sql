-- What the admin did, one row per action, so every change the admin makes to other people's things can be
-- looked back on. Rows are written only by the admin functions (security definer); nobody may change or remove
-- them through the API, and only the admin may read them.

create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  -- Kept when the admin account goes, so the history stays whole.
  actor_id uuid references auth.users (id) on delete set null,
  action text not null constraint admin_audit_log_action_length check (char_length(action) between 1 and 100),
  target text constraint admin_audit_log_target_length check (char_length(target) <= 500),
  details jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);

comment on table public.admin_audit_log is 'Every action taken through the admin functions: who, what, on what, when.';

create index admin_audit_log_at_idx on public.admin_audit_log (at desc);

alter table public.admin_audit_log enable row level security;

revoke all on table public.admin_audit_log from anon, authenticated;
grant select on table public.admin_audit_log to authenticated;

create policy "Admins can read the audit log"
  on public.admin_audit_log for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

-- The admin's notes on a report: what was found, what was done.
alter table public.problem_reports
  add column admin_notes text constraint problem_reports_admin_notes_length check (char_length(admin_notes) <= 5000);

-- Every admin function starts here: the caller must be the admin, or nothing happens.
create function private.require_admin() returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or not private.is_admin(caller) then
    raise exception 'Only the admin may do this.' using errcode = '42501';
  end if;
  return caller;
end;
$$;

-- How long ago a session's newest sign-in may be for actions that take something away from someone. A token
-- refresh keeps the `amr` entries of the sign-in it came from, so a long-open tab does not count as recent.
create function private.require_recent_sign_in() returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  signed_in_at bigint;
begin
  select max((entry ->> 'timestamp')::bigint)
  into signed_in_at
  from jsonb_array_elements(coalesce((select auth.jwt()) -> 'amr', '[]'::jsonb)) as entry
  where entry ->> 'timestamp' ~ '^[0-9]{1,12}$';
  if signed_in_at is null or signed_in_at < extract(epoch from now()) - 600 then
    raise exception 'Please sign in again: this action needs a sign-in from the last 10 minutes.'
      using errcode = '42501';
  end if;
end;
$$;

create function private.record_admin_action(actor uuid, action text, target text, details jsonb) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.admin_audit_log (actor_id, action, target, details) values (actor, action, target, details);
$$;

revoke execute on function private.require_admin(), private.require_recent_sign_in(),
  private.record_admin_action(uuid, text, text, jsonb) from public;
