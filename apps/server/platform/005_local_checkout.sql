-- The local payments provider: the checkout and subscription-management pages the embedded server shows in
-- place of Stripe's. Hosted Supabase uses Stripe, so this lives in the server's platform SQL, never in
-- supabase/migrations. The provider acts as the service role, as a payment webhook would; no other API role
-- can reach the schema. A session id is the capability to use its page.

create schema if not exists quizcoop_checkout;
revoke all on schema quizcoop_checkout from public;
grant usage on schema quizcoop_checkout to service_role;

create table quizcoop_checkout.sessions (
  id text primary key check (id ~ '^cs_local_[A-Za-z0-9_-]{32,64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text check (char_length(email) <= 320),
  plan text not null check (plan in ('monthly', 'yearly')),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  success_url text not null check (char_length(success_url) <= 2000),
  cancel_url text not null check (char_length(cancel_url) <= 2000),
  status text not null default 'open' check (status in ('open', 'complete')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours',
  completed_at timestamptz
);

create table quizcoop_checkout.portal_sessions (
  id text primary key check (id ~ '^ps_local_[A-Za-z0-9_-]{32,64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  return_url text not null check (char_length(return_url) <= 2000),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour'
);

grant select, insert, update on quizcoop_checkout.sessions, quizcoop_checkout.portal_sessions to service_role;
