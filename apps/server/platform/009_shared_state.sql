-- What several server processes on one database must agree on, kept in the database rather than in any one
-- process's memory: the rate limits every client address and account is held to, and the JWT secret a server
-- generates when none is configured. No API role can reach the schema.

create schema if not exists quizcoop_shared;
revoke all on schema quizcoop_shared from public;

-- One token bucket per limit and key (a client address, an email address, an account): `tokens` as they were
-- at `at_ms`, refilled continuously from then on. `full_at_ms` is when the bucket is full again and carries no
-- information, so rows past it can be deleted.
create table quizcoop_shared.rate_buckets (
  name text not null,
  key text not null,
  tokens double precision not null,
  at_ms double precision not null,
  full_at_ms double precision not null,
  primary key (name, key)
);
create index rate_buckets_full_at_idx on quizcoop_shared.rate_buckets (full_at_ms);

create table quizcoop_shared.secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

alter table quizcoop_shared.rate_buckets enable row level security;
alter table quizcoop_shared.secrets enable row level security;

-- Takes one token from a bucket, atomically, however many processes ask at once: the row is locked from
-- reading the bucket to writing it back. Answers 0 when a token was taken, else the milliseconds until one
-- will be there.
create function quizcoop_shared.take_token(
  bucket_name text,
  bucket_key text,
  capacity double precision,
  refill_per_ms double precision,
  now_ms double precision
) returns double precision
language plpgsql
set search_path = ''
as $$
declare
  refilled double precision;
  taken double precision;
begin
  insert into quizcoop_shared.rate_buckets (name, key, tokens, at_ms, full_at_ms)
  values (bucket_name, bucket_key, capacity, now_ms, now_ms)
  on conflict (name, key) do nothing;

  select least(capacity, b.tokens + greatest(0, now_ms - b.at_ms) * refill_per_ms)
    into refilled
    from quizcoop_shared.rate_buckets b
   where b.name = bucket_name and b.key = bucket_key
     for update;

  taken := case when refilled >= 1 then 1 else 0 end;
  update quizcoop_shared.rate_buckets
     set tokens = refilled - taken,
         at_ms = now_ms,
         full_at_ms = now_ms + (capacity - refilled + taken) / refill_per_ms
   where name = bucket_name and key = bucket_key;
  return case when taken = 1 then 0 else (1 - refilled) / refill_per_ms end;
end;
$$;
revoke all on function quizcoop_shared.take_token(text, text, double precision, double precision, double precision)
  from public;
