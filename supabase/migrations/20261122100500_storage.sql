-- Storage: three buckets and who may read or write their objects.
--
--   assets          public    the app's own files (logo.png); written by operators only.
--   sounds          private   the game sounds. No public URL: the app asks for a signed URL, which the
--                             storage server hands to any caller allowed to select the object, so everyone may.
--   question-media  public    pictures for questions. Anyone reads; a signed-in user uploads only into their
--                             own folder `<user id>/…`, raster images only, at most 5 MB. The bucket also
--                             accepts SVG because the official library's pictures (`official/<slug>/…`) are SVG;
--                             those are uploaded by an operator with the service role. Users cannot upload SVG:
--                             an SVG can carry script, and these files are served from a public URL.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('assets', 'assets', true, 1048576, array['image/png', 'image/svg+xml', 'image/x-icon']),
  ('sounds', 'sounds', false, 2097152, array['audio/mpeg']),
  (
    'question-media',
    'question-media',
    true,
    5242880,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']
  )
on conflict (id) do update
set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can read assets, sounds and question media"
  on storage.objects for select to anon, authenticated
  using (bucket_id in ('assets', 'sounds', 'question-media'));

create policy "Users can upload question pictures into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'question-media'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and lower(storage.extension(name)) in ('png', 'jpg', 'jpeg', 'webp', 'gif')
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
  );

create policy "Users can delete question pictures from their own folder"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'question-media'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
