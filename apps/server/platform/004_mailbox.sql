-- The local mailbox: every email the server sends is kept here and shown at /_mailbox, the way Supabase's
-- local development stack keeps its emails in Inbucket. Hosted Supabase has its own mail, so this lives in the
-- server's platform SQL, never in supabase/migrations. No API role can reach the schema.

create schema if not exists quizcoop_mail;
revoke all on schema quizcoop_mail from public;

create table quizcoop_mail.messages (
  id uuid primary key default gen_random_uuid(),
  -- Orders messages sent within the same instant.
  sequence bigint generated always as identity,
  to_address text not null check (char_length(to_address) between 3 and 320),
  from_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links text[] not null default '{}',
  delivery text not null default 'mailbox' check (delivery in ('mailbox', 'sent', 'failed')),
  delivery_error text,
  created_at timestamptz not null default now()
);
create index messages_to_address_idx on quizcoop_mail.messages (lower(to_address), sequence desc);
