-- What the other screens write: newsletter sign-ups, problem reports, and the record of payments.

-- Written and read only by the newsletter functions (service role): an address is private, and confirming or
-- unsubscribing goes through a token sent by email.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  confirmation_token text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  confirmation_sent_at timestamptz,
  confirmed_at timestamptz,
  unsubscribe_token text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  unsubscribed_at timestamptz,
  ip_address text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_format
    check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint newsletter_subscribers_confirmation_token_key unique (confirmation_token),
  constraint newsletter_subscribers_unsubscribe_token_key unique (unsubscribe_token),
  constraint newsletter_subscribers_ip_address_length check (char_length(ip_address) <= 64)
);

comment on table public.newsletter_subscribers is 'Newsletter sign-ups, double opt-in; reached only through the newsletter functions.';

-- One subscription per address, whatever its case: a repeat raises 23505 naming newsletter_subscribers_email_key,
-- which the app answers with 'This email is already in our subscription list. …'.
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

create trigger newsletter_subscribers_set_updated_at
  before update on public.newsletter_subscribers
  for each row execute function private.set_updated_at();

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated;

-- Anyone, signed in or not, can report a problem; only an admin reads and triages the reports.
create table public.problem_reports (
  id uuid primary key default gen_random_uuid(),
  category text not null,
  description text not null,
  contact_email text,
  page text,
  user_agent text,
  -- Filled in for a signed-in reporter; an anonymous report has none.
  reporter_id uuid default auth.uid() references auth.users (id) on delete set null,
  status text not null default 'open',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint problem_reports_category_length check (char_length(btrim(category)) between 1 and 50),
  constraint problem_reports_description_length check (char_length(btrim(description)) between 1 and 5000),
  constraint problem_reports_contact_email_format
    check (char_length(contact_email) <= 320 and contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint problem_reports_page_length check (char_length(page) <= 2000),
  constraint problem_reports_user_agent_length check (char_length(user_agent) <= 1000),
  constraint problem_reports_status_check check (status in ('open', 'in_progress', 'resolved', 'dismissed'))
);

comment on table public.problem_reports is 'Problems reported from the app''s report form; read by admins.';

create index problem_reports_created_at_idx on public.problem_reports (created_at desc);

create trigger problem_reports_set_updated_at
  before update on public.problem_reports
  for each row execute function private.set_updated_at();

alter table public.problem_reports enable row level security;

revoke all on table public.problem_reports from anon, authenticated;
grant insert on table public.problem_reports to anon;
grant select, insert, update on table public.problem_reports to authenticated;

-- A report is filed as open, in the reporter's own name or in nobody's. Visitors cannot read it back, so they
-- file it with `Prefer: return=minimal` (supabase-js's default for insert).
create policy "Anyone can file a problem report in their own name"
  on public.problem_reports for insert to anon, authenticated
  with check (
    status = 'open'
    and (reporter_id is null or reporter_id = (select auth.uid()))
  );

create policy "Admins can read problem reports"
  on public.problem_reports for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

create policy "Admins can triage problem reports"
  on public.problem_reports for update to authenticated
  using ((select private.is_admin((select auth.uid()))))
  with check ((select private.is_admin((select auth.uid()))));

-- One row per event from the payment provider (the local checkout or Stripe). The event id is unique per
-- provider, so a webhook delivered twice is recorded, and acted on, once. Service role only.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  provider_event_id text not null,
  event_type text not null,
  user_id uuid references auth.users (id) on delete set null,
  amount_cents integer,
  currency text,
  status text,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  constraint payments_provider_event_id_key unique (provider, provider_event_id),
  constraint payments_provider_check check (provider in ('local', 'stripe')),
  constraint payments_provider_event_id_length check (char_length(provider_event_id) between 1 and 255),
  constraint payments_event_type_length check (char_length(event_type) between 1 and 100),
  constraint payments_amount_cents_check check (amount_cents >= 0),
  constraint payments_currency_format check (currency ~ '^[a-z]{3}$'),
  constraint payments_status_length check (char_length(status) <= 50),
  constraint payments_payload_size check (pg_column_size(payload) <= 262144)
);

comment on table public.payments is 'Payment provider events, once each (idempotent webhooks); service role only.';

create index payments_user_id_idx on public.payments (user_id);

alter table public.payments enable row level security;

revoke all on table public.payments from anon, authenticated;
