-- A user's question picture must be a raster image by its content type as well as by its name: the extension
-- check alone let `picture.png` arrive as `image/svg+xml`, which the bucket accepts (for the official library)
-- and serves from a public URL with that type. The storage server writes the content type into
-- `metadata->>'mimetype'` before the row is checked, so the policy sees the type the file will be served with.
-- Operators still upload the official SVG pictures with the service role, which bypasses these policies.

drop policy "Users can upload question pictures into their own folder" on storage.objects;
drop policy "Users can replace question pictures in their own folder" on storage.objects;

create policy "Users can upload question pictures into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'question-media'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and lower(storage.extension(name)) in ('png', 'jpg', 'jpeg', 'webp', 'gif')
    and metadata ->> 'mimetype' in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')
  );

create policy "Users can replace question pictures in their own folder"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'question-media'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'question-media'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and lower(storage.extension(name)) in ('png', 'jpg', 'jpeg', 'webp', 'gif')
    and metadata ->> 'mimetype' in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')
  );
