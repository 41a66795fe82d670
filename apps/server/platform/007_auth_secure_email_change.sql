-- An email change is confirmed from both the old and the new address, as GoTrue does with its secure email
-- change on: the link to the old address is kept beside the one to the new address, and the account counts
-- how many of the two were followed.

alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0
  check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2);
