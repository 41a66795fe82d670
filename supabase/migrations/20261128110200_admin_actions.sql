-- What the admin dashboard does: triage problem reports, switch feature flags, mark official sets, take a public
-- set out of the library, and give or take premium. Each is one function that checks the admin rule, does the
-- change and writes the audit log in the same transaction. The functions that take something away from someone
-- (unpublishing, revoking premium) also ask for a recent sign-in, so a session left open is not enough.
-- As elsewhere, the work is done in private security definer functions and the API reaches them through public
-- functions that run as the caller.

create function private.admin_update_report(report_id uuid, new_status text, notes text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.require_admin();
  old_status text;
  steps constant text[] := array['open', 'in_progress', 'resolved'];
begin
  select report.status into old_status from public.problem_reports as report where report.id = report_id for update;
  if old_status is null then
    raise exception 'There is no such problem report.' using errcode = 'P0002';
  end if;
  if array_position(steps, new_status) is null then
    raise exception 'A report''s status is open, in_progress or resolved.' using errcode = '22023';
  end if;
  if array_position(steps, new_status) < coalesce(array_position(steps, old_status), 0) then
    raise exception 'A report moves forward only: open, then in progress, then resolved.' using errcode = '22023';
  end if;
  update public.problem_reports
  set status = new_status, admin_notes = coalesce(nullif(btrim(notes), ''), admin_notes)
  where id = report_id;
  perform private.record_admin_action(
    actor, 'report.status', report_id::text,
    jsonb_build_object('from', old_status, 'to', new_status, 'notes', nullif(btrim(notes), ''))
  );
end;
$$;

create function private.admin_set_feature_flag(flag_name text, turned_on boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.require_admin();
begin
  update public.feature_flags set enabled = turned_on where name = flag_name;
  if not found then
    raise exception 'There is no such feature flag.' using errcode = 'P0002';
  end if;
  perform private.record_admin_action(actor, 'flag.set', flag_name, jsonb_build_object('enabled', turned_on));
end;
$$;

create function private.admin_set_official(set_id uuid, official boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.require_admin();
begin
  update public.question_sets set is_official = official where id = set_id;
  if not found then
    raise exception 'There is no such question set.' using errcode = 'P0002';
  end if;
  perform private.record_admin_action(
    actor, case when official then 'set.mark_official' else 'set.unmark_official' end, set_id::text, '{}'::jsonb
  );
end;
$$;

create function private.admin_unpublish_set(set_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.require_admin();
begin
  perform private.require_recent_sign_in();
  update public.question_sets set is_public = false where id = set_id and is_public;
  if not found then
    raise exception 'There is no such public question set.' using errcode = 'P0002';
  end if;
  perform private.record_admin_action(actor, 'set.unpublish', set_id::text, '{}'::jsonb);
end;
$$;

-- Accounts whose email contains the search, for the admin to pick one to give or take premium. At most 20.
create function private.admin_find_accounts(search text)
returns table (id uuid, email text, is_premium boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if char_length(btrim(coalesce(search, ''))) not between 1 and 320 then
    raise exception 'Type part of an email address to search for.' using errcode = '22023';
  end if;
  return query
  select account.id, account.email::text, private.is_premium(account.id)
  from auth.users as account
  where account.deleted_at is null
    and strpos(lower(account.email), lower(btrim(search))) > 0
  order by account.email
  limit 20;
end;
$$;

create function private.admin_set_premium(account_id uuid, premium boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.require_admin();
begin
  if not premium then
    perform private.require_recent_sign_in();
  end if;
  if not exists (select 1 from auth.users as account where account.id = account_id and account.deleted_at is null) then
    raise exception 'There is no such account.' using errcode = 'P0002';
  end if;
  if premium then
    insert into public.user_subscriptions (user_id, active, subscription_type, provider)
    values (account_id, true, 'premium', 'local')
    on conflict (user_id) do update set active = true, subscription_type = 'premium', valid_until = null;
  else
    update public.user_subscriptions set active = false where user_id = account_id;
  end if;
  perform private.record_admin_action(
    actor, case when premium then 'premium.grant' else 'premium.revoke' end, account_id::text, '{}'::jsonb
  );
end;
$$;

revoke execute on function
  private.admin_update_report(uuid, text, text),
  private.admin_set_feature_flag(text, boolean),
  private.admin_set_official(uuid, boolean),
  private.admin_unpublish_set(uuid),
  private.admin_find_accounts(text),
  private.admin_set_premium(uuid, boolean)
from public;
grant execute on function
  private.admin_update_report(uuid, text, text),
  private.admin_set_feature_flag(text, boolean),
  private.admin_set_official(uuid, boolean),
  private.admin_unpublish_set(uuid),
  private.admin_find_accounts(text),
  private.admin_set_premium(uuid, boolean),
  private.require_admin(),
  private.require_recent_sign_in(),
  private.record_admin_action(uuid, text, text, jsonb)
to authenticated;

create function public.admin_update_report(report_id uuid, new_status text, notes text default null) returns void
language sql
set search_path = ''
as $$
  select private.admin_update_report(report_id, new_status, notes);
$$;

create function public.admin_set_feature_flag(flag_name text, turned_on boolean) returns void
language sql
set search_path = ''
as $$
  select private.admin_set_feature_flag(flag_name, turned_on);
$$;

create function public.admin_set_official(set_id uuid, official boolean) returns void
language sql
set search_path = ''
as $$
  select private.admin_set_official(set_id, official);
$$;

create function public.admin_unpublish_set(set_id uuid) returns void
language sql
set search_path = ''
as $$
  select private.admin_unpublish_set(set_id);
$$;

create function public.admin_find_accounts(search text)
returns table (id uuid, email text, is_premium boolean)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_find_accounts(search);
$$;

create function public.admin_set_premium(account_id uuid, premium boolean) returns void
language sql
set search_path = ''
as $$
  select private.admin_set_premium(account_id, premium);
$$;

revoke execute on function
  public.admin_update_report(uuid, text, text),
  public.admin_set_feature_flag(text, boolean),
  public.admin_set_official(uuid, boolean),
  public.admin_unpublish_set(uuid),
  public.admin_find_accounts(text),
  public.admin_set_premium(uuid, boolean)
from public;
grant execute on function
  public.admin_update_report(uuid, text, text),
  public.admin_set_feature_flag(text, boolean),
  public.admin_set_official(uuid, boolean),
  public.admin_unpublish_set(uuid),
  public.admin_find_accounts(text),
  public.admin_set_premium(uuid, boolean)
to authenticated;
