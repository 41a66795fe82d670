-- The first admin. The configured admin identity (QUIZCOOP_ADMIN_EMAIL, an email or a user id) names the one
-- account that may be admin, but an admin also needs a row in user_roles, and nobody could write that row from
-- the app. So the database writes it itself: when the named account exists and is confirmed, whether the
-- account comes after the identity (it signs up and confirms) or before it (the identity is set at start-up).
-- Writing the row twice changes nothing, and the admin rule itself is unchanged: the row alone, without the
-- identity, still grants nothing, so an identity moved to another account leaves the old row powerless.

-- Whether an account is the one the identity names: by id, or by an email address it has confirmed.
create function private.names_admin_account(identity text, account auth.users) returns boolean
language sql
immutable
set search_path = ''
as $$
  select identity is not null
    and (
      lower(identity) = account.id::text
      or (lower(identity) = lower(account.email) and account.email_confirmed_at is not null)
    );
$$;

create function private.grant_admin_role_to_named_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.names_admin_account((select settings.admin_identity from private.settings as settings), new) then
    insert into public.user_roles (user_id, role) values (new.id, 'admin') on conflict do nothing;
  end if;
  return new;
end;
$$;

revoke execute on function private.grant_admin_role_to_named_account() from public;

create trigger users_grant_admin_role
  after insert or update of email, email_confirmed_at on auth.users
  for each row execute function private.grant_admin_role_to_named_account();

create or replace function private.set_admin_identity(identity text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.settings set admin_identity = nullif(btrim(identity), '');
  insert into public.user_roles (user_id, role)
  select account.id, 'admin'
  from auth.users as account
  cross join private.settings as settings
  where private.names_admin_account(settings.admin_identity, account) and account.deleted_at is null
  on conflict do nothing;
end;
$$;

revoke execute on function private.set_admin_identity(text) from public;
