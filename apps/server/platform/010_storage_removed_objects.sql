-- The bytes of an object live on disk, outside the database, so a row deleted from storage.objects by anything
-- but the storage routes (a trigger of the project's migrations, a cascade, an operator's SQL) would leave its
-- file behind. Every deleted row is written down here, in the same transaction, and the server removes the
-- files of the rows that stay deleted once that transaction has committed.

create table quizcoop_shared.removed_objects (
  bucket_id text not null,
  name text not null,
  removed_at timestamptz not null default now()
);

alter table quizcoop_shared.removed_objects enable row level security;

create function quizcoop_shared.remember_removed_object() returns trigger
language plpgsql
-- Whoever deletes the row, the note is written: no API role can reach this schema itself.
security definer
set search_path = ''
as $$
begin
  insert into quizcoop_shared.removed_objects (bucket_id, name) values (old.bucket_id, old.name);
  return null;
end;
$$;

revoke all on function quizcoop_shared.remember_removed_object() from public;

create trigger objects_remember_removed
  after delete on storage.objects
  for each row execute function quizcoop_shared.remember_removed_object();
