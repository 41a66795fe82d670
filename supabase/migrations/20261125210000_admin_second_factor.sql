-- Two-factor authentication for the admin. Once the admin account has a verified second factor, a session that
-- has only the password behind it (aal1) no longer acts as admin: the dashboard, problem reports, other
-- teachers' private sets, official sets and feature flags all need a token that proved the second factor
-- (aal2). The rule lives here, in the one check every admin policy and function already calls, so no browser
-- can skip it. Accounts without a verified factor are unaffected.

-- Whether the account is the configured admin, whatever the session: what private.is_admin asked before.
create function private.holds_admin_identity(uid uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles as granted
    join auth.users as account on account.id = granted.user_id
    cross join private.settings as settings
    where granted.user_id = uid
      and granted.role = 'admin'
      and (
        lower(settings.admin_identity) = account.id::text
        or (lower(settings.admin_identity) = lower(account.email) and account.email_confirmed_at is not null)
      )
  );
$$;

-- Whether the caller's session is as sure of who they are as their account asks: an account with a verified
-- second factor needs a token whose `aal` claim is aal2. Read through security definer, since the factors
-- live in the auth schema no API role may read.
create function private.caller_meets_assurance(uid uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors as factor where factor.user_id = uid and factor.status = 'verified'
    );
$$;

-- The admin acts as admin only from a session that meets the account's assurance. A question about another
-- account than the caller's (the service role checking someone) is answered from the identity alone, since
-- the caller's token says nothing about that account's sessions.
create or replace function private.is_admin(uid uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.holds_admin_identity(uid)
    and (uid is distinct from (select auth.uid()) or private.caller_meets_assurance(uid));
$$;

-- For the app: whether the caller is the admin, so the admin screen can ask an aal1 admin for the code rather
-- than turn them away. It grants nothing; every power still goes through private.is_admin.
create or replace function public.current_user_is_admin() returns boolean
language sql
stable
set search_path = ''
as $$
  select private.holds_admin_identity((select auth.uid()));
$$;

revoke execute on function private.holds_admin_identity(uuid), private.caller_meets_assurance(uuid) from public;
grant execute on function private.holds_admin_identity(uuid), private.caller_meets_assurance(uuid)
  to anon, authenticated, service_role;
