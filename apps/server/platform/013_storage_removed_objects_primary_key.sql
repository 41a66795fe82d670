-- A database that publishes every table (logical replication, change data capture, Supabase Realtime) refuses
-- updates and deletes on a table without a replica identity, and the storage sweep deletes from this one. Its
-- primary key is the object's name: one note per name is all the sweep needs, so notes written twice for one
-- name before a sweep become one.

delete from quizcoop_shared.removed_objects as later
using quizcoop_shared.removed_objects as earlier
where later.bucket_id = earlier.bucket_id
  and later.name = earlier.name
  and later.ctid > earlier.ctid;

alter table quizcoop_shared.removed_objects add primary key (bucket_id, name);

create or replace function quizcoop_shared.remember_removed_object() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into quizcoop_shared.removed_objects (bucket_id, name) values (old.bucket_id, old.name)
  on conflict (bucket_id, name) do nothing;
  return null;
end;
$$;
