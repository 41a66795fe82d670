-- Sign-ups of an address nobody has confirmed yet, each with the password and details it gave.
--
-- Anyone may sign up with any address, so an unconfirmed account cannot take its password from the first (or
-- the last) sign-up: whoever follows the confirmation link would then inherit a stranger's choice. Each sign-up
-- waits here instead. Only the browser that made one (the holder of its PKCE verifier) activates it, after
-- following the link; any other confirmation leaves the account with none of them.

create table auth.pending_signups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The sign-up's PKCE flow; none for an implicit-flow sign-up, which therefore can never be activated.
  flow_state_id uuid unique references auth.flow_state (id) on delete cascade,
  encrypted_password text not null,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null
);
create index pending_signups_user_id_idx on auth.pending_signups (user_id, created_at);

-- Accounts that were waiting for their confirmation before this table existed held their first sign-up's
-- password; it moves here, where it still tells its maker that the email is not confirmed but can no longer be
-- activated by someone else's click.
insert into auth.pending_signups (user_id, encrypted_password, created_at)
select id, encrypted_password, created_at
from auth.users
where email is not null and email_confirmed_at is null and phone_confirmed_at is null
  and encrypted_password is not null and encrypted_password <> '';

update auth.users set encrypted_password = null
where email is not null and email_confirmed_at is null and phone_confirmed_at is null
  and encrypted_password is not null;
