-- Who may do what beyond their own rows: subscriptions (premium), roles (admin), the configured admin identity,
-- and the feature flags. Nobody grants themselves premium or admin: subscriptions and roles are written only by
-- the service role (the payments webhook, the server's start-up, an operator).

create table public.user_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  active boolean not null default false,
  -- 'free', or the lower-cased tier that was paid for (for example 'premium').
  subscription_type text not null default 'free',
  -- Empty for a subscription that does not end.
  valid_until timestamptz,
  provider text,
  provider_customer_id text,
  provider_subscription_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The app reads at most one subscription per user.
  constraint user_subscriptions_user_id_key unique (user_id),
  constraint user_subscriptions_type_format check (subscription_type ~ '^[a-z][a-z0-9_-]{0,49}$'),
  constraint user_subscriptions_provider_check check (provider in ('local', 'stripe')),
  constraint user_subscriptions_provider_customer_id_length check (char_length(provider_customer_id) <= 255),
  constraint user_subscriptions_provider_subscription_id_length
    check (char_length(provider_subscription_id) <= 255)
);

comment on table public.user_subscriptions is 'The subscription of each user who ever had one; premium per private.is_premium.';

create trigger user_subscriptions_set_updated_at
  before update on public.user_subscriptions
  for each row execute function private.set_updated_at();

alter table public.user_subscriptions enable row level security;

revoke all on table public.user_subscriptions from anon, authenticated;
grant select on table public.user_subscriptions to authenticated;

create policy "Users can read their own subscription"
  on public.user_subscriptions for select to authenticated
  using ((select auth.uid()) = user_id);

create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null constraint user_roles_role_check check (role in ('admin')),
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);

comment on table public.user_roles is 'Roles granted by an operator. An admin also needs the configured admin identity (private.is_admin).';

alter table public.user_roles enable row level security;

revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;

create policy "Users can read their own roles"
  on public.user_roles for select to authenticated
  using ((select auth.uid()) = user_id);

-- Settings of this installation that no API caller may read or change. One row.
create table private.settings (
  singleton boolean primary key default true constraint settings_single_row check (singleton),
  -- The one account that may be admin, by email or by user id: the embedded server sets it from
  -- QUIZCOOP_ADMIN_EMAIL at start-up; on hosted Supabase run `select private.set_admin_identity('…')`.
  admin_identity text constraint settings_admin_identity_length check (char_length(admin_identity) between 1 and 320),
  updated_at timestamptz not null default now()
);

insert into private.settings (singleton) values (true);

alter table private.settings enable row level security;

create trigger settings_set_updated_at
  before update on private.settings
  for each row execute function private.set_updated_at();

create function private.set_admin_identity(identity text) returns void
language sql
set search_path = ''
as $$
  update private.settings set admin_identity = nullif(btrim(identity), '');
$$;

revoke execute on function private.set_admin_identity(text) from public;

-- Premium means an active subscription whose type is not 'free' and whose end is empty or still ahead.
create function private.is_premium(uid uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_subscriptions as subscription
    where subscription.user_id = uid
      and subscription.active
      and subscription.subscription_type <> 'free'
      and (subscription.valid_until is null or subscription.valid_until > now())
  );
$$;

-- An admin has an admin role row AND is the configured admin identity. An email identity counts only
-- once that email is confirmed, so signing up with the admin's address is not enough.
create function private.is_admin(uid uuid) returns boolean
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

revoke execute on function private.is_premium(uuid), private.is_admin(uuid) from public;
grant execute on function private.is_premium(uuid), private.is_admin(uuid) to anon, authenticated, service_role;

create table public.feature_flags (
  name text primary key constraint feature_flags_name_format check (name ~ '^[a-z][a-z0-9_]{2,62}$'),
  -- Control flags follow `enabled`; premium flags need `enabled` and a premium user; others follow `enabled`.
  flag_type text not null default 'other'
    constraint feature_flags_flag_type_check check (flag_type in ('control', 'premium', 'other')),
  enabled boolean not null default false,
  description text constraint feature_flags_description_length check (char_length(description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.feature_flags is 'Switches the app reads at start; control flags by enabled, premium flags also need a premium user.';

create trigger feature_flags_set_updated_at
  before update on public.feature_flags
  for each row execute function private.set_updated_at();

alter table public.feature_flags enable row level security;

revoke all on table public.feature_flags from anon, authenticated;
grant select on table public.feature_flags to anon;
grant select, insert, update, delete on table public.feature_flags to authenticated;

create policy "Anyone can read the feature flags"
  on public.feature_flags for select to anon, authenticated
  using (true);

create policy "Admins can add feature flags"
  on public.feature_flags for insert to authenticated
  with check ((select private.is_admin((select auth.uid()))));

create policy "Admins can change feature flags"
  on public.feature_flags for update to authenticated
  using ((select private.is_admin((select auth.uid()))))
  with check ((select private.is_admin((select auth.uid()))));

create policy "Admins can remove feature flags"
  on public.feature_flags for delete to authenticated
  using ((select private.is_admin((select auth.uid()))));

-- For the app's admin screen: the caller's own status, without revealing the configured identity.
create function public.current_user_is_admin() returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_admin((select auth.uid()));
$$;

create function public.current_user_is_premium() returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_premium((select auth.uid()));
$$;

revoke execute on function public.current_user_is_admin(), public.current_user_is_premium() from public;
grant execute on function public.current_user_is_admin(), public.current_user_is_premium()
  to anon, authenticated, service_role;
