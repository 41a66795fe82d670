-- Deleting an account (the delete-account function). The function acts as the service role, which may not
-- delete from auth.users; this helper may, and does only that for the one account it is given. Removing the
-- auth user cascades to the profile, the question sets with their questions and options, the stars, the
-- subscription and the roles. The newsletter sign-up (kept by email) and the problem reports the person filed
-- hold their words and address, so they go too; payment records stay, detached, for bookkeeping.
create function private.delete_account(target uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.newsletter_subscribers as subscriber
  using auth.users as account
  where account.id = target and lower(subscriber.email) = lower(account.email);
  delete from public.problem_reports where reporter_id = target;
  delete from auth.users where id = target;
end;
$$;

revoke execute on function private.delete_account(uuid) from public, anon, authenticated;
grant execute on function private.delete_account(uuid) to service_role;
