-- A guest who signed in anonymously (where a deployment turns that on) may play, but writes nothing a teacher
-- writes: no question sets, no questions or answer options, no uploaded files. Anyone can make such guests by
-- the thousand with a script, so each one's writes would be free storage and free work for the server.
--
-- The rule is one restrictive policy per write: it holds beside whatever permissive policy lets an author write,
-- so it also covers every function that runs as its caller (add_question, import_questions, copy_question_set,
-- update_question). The claim comes from the verified token; a guest who later gives an address gets a token
-- without it.

create policy "Anonymous guests cannot create question sets"
  on public.question_sets as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous guests cannot add questions"
  on public.questions as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous guests cannot add answer options"
  on public.multiple_choice_options as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous guests cannot upload files"
  on storage.objects as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous guests cannot replace files"
  on storage.objects as restrictive for update to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true)
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
