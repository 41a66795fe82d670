-- The admin dashboard's figures. Accounts live in the auth schema and private question sets are beyond the
-- admin's row-level reach, so a helper counts them, for the admin alone. It returns counts, never rows: the
-- admin learns how much there is, not what other teachers wrote. Problem reports themselves are read through
-- their own policy ("Admins can read problem reports").
create function private.admin_dashboard_counts()
returns table (
  users bigint,
  question_sets bigint,
  questions bigint,
  problem_reports bigint,
  open_problem_reports bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only the admin may read the dashboard' using errcode = '42501';
  end if;
  return query
  select
    (select count(*) from auth.users as account where not account.is_anonymous and account.deleted_at is null),
    (select count(*) from public.question_sets),
    (select count(*) from public.questions),
    (select count(*) from public.problem_reports),
    (select count(*) from public.problem_reports as report where report.status = 'open');
end;
$$;

revoke execute on function private.admin_dashboard_counts() from public;
grant execute on function private.admin_dashboard_counts() to authenticated;

-- The API's door to the helper, run as the caller like every public function.
create function public.admin_dashboard_counts()
returns table (
  users bigint,
  question_sets bigint,
  questions bigint,
  problem_reports bigint,
  open_problem_reports bigint
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_dashboard_counts();
$$;

revoke execute on function public.admin_dashboard_counts() from public;
grant execute on function public.admin_dashboard_counts() to authenticated;
