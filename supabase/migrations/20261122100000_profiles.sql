-- Profiles: the public face of an account, created from the sign-up form's metadata.
--
-- Everything the API does not expose lives in the `private` schema (it is not listed in config.toml's
-- api.schemas): helper functions that policies call, trigger functions and settings.

create schema if not exists private;
-- Policies run as the caller, so the API roles must be able to reach the helpers they call.
grant usage on schema private to anon, authenticated, service_role;

-- Keeps updated_at honest on every table that has one, whoever writes the row.
create function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.set_updated_at() from public;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- Empty until chosen when an account was made without the sign-up form (for example by an administrator).
  username text,
  referral_source text,
  email_opt_in boolean not null default false,
  terms_accepted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A username is 3 to 30 letters, digits, underscores or hyphens. The api maps this name to
  -- 'Username must be between 3 and 30 characters and can only contain letters, numbers, underscores, and hyphens.'
  constraint profiles_username_format check (username ~ '^[A-Za-z0-9_-]{3,30}$'),
  constraint profiles_referral_source_length check (char_length(referral_source) <= 200)
);

comment on table public.profiles is 'One row per account: the username and the choices made when signing up.';

-- Usernames are unique whatever their case: "Alice" and "alice" are the same name. A duplicate raises 23505
-- naming profiles_username_key, which the api maps to 'This username is already taken. Please choose another one.'
create unique index profiles_username_key on public.profiles (lower(username));

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

alter table public.profiles enable row level security;

revoke all on table public.profiles from anon, authenticated;
grant select, insert, update on table public.profiles to authenticated;

create policy "Users can read their own profile"
  on public.profiles for select to authenticated
  using ((select auth.uid()) = id);

create policy "Users can create their own profile"
  on public.profiles for insert to authenticated
  with check ((select auth.uid()) = id);

create policy "Users can update their own profile"
  on public.profiles for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Sign-up sends username, referral_source, email_opt_in and terms_accepted as user metadata; the profile is
-- made from them in the same transaction as the account, so an account never lacks its profile. A taken or
-- malformed username fails the sign-up with the constraint errors above. Anonymous sign-ins (guests who never
-- chose a name) get no profile.
create function private.create_profile_for_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  chosen_username text := nullif(metadata ->> 'username', '');
begin
  if new.is_anonymous and chosen_username is null then
    return new;
  end if;
  insert into public.profiles (id, username, referral_source, email_opt_in, terms_accepted)
  values (
    new.id,
    chosen_username,
    nullif(metadata ->> 'referral_source', ''),
    coalesce(metadata ->> 'email_opt_in' = 'true', false),
    coalesce(metadata ->> 'terms_accepted' = 'true', false)
  );
  return new;
end;
$$;

revoke execute on function private.create_profile_for_new_user() from public;

create trigger create_profile_after_signup
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();
