-- What the app needs to say about a subscription beyond "premium or not": that it stops at the end of the
-- paid period, and that the last renewal could not be charged. Both arrive from the payment provider's
-- events, as the rest of the row does; no API role may write them.

alter table public.user_subscriptions
  add column cancel_at_period_end boolean not null default false,
  add column payment_failed_at timestamptz;

comment on column public.user_subscriptions.cancel_at_period_end is
  'True when the subscriber cancelled: premium lasts until valid_until and is not renewed.';
comment on column public.user_subscriptions.payment_failed_at is
  'When a renewal charge last failed; empty once a payment goes through again.';
