-- What the local payments provider keeps about a running subscription, as a payment company keeps it on its
-- side: the plan that renews and the card it is charged to. Only the card's last four digits are kept, and
-- whether it is the test card whose charges fail, so the portal can show a failed renewal.

create table quizcoop_checkout.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null check (plan in ('monthly', 'yearly')),
  card_last4 text not null check (card_last4 ~ '^[0-9]{4}$'),
  card_charges_fail boolean not null default false,
  updated_at timestamptz not null default now()
);

grant select, insert, update on quizcoop_checkout.subscriptions to service_role;
