-- Six-digit codes beside email links, and phone numbers as a way to sign in.
--
-- Each link row also keeps the hash of the code sent with it, so the person may type the code instead of
-- following the link. Wrong guesses are counted on the row itself: the count survives a restart and is shared
-- by every process on the database, so a code cannot be tried through by spreading the guesses out.

alter table auth.one_time_tokens add column if not exists code_hash text;
alter table auth.one_time_tokens add column if not exists failed_attempts integer not null default 0;

-- A phone change waits for the code sent to the new number, as GoTrue keeps it.
alter table auth.users add column if not exists phone_change text default '';
alter table auth.users add column if not exists phone_change_token varchar(255) default '';
alter table auth.users add column if not exists phone_change_sent_at timestamptz;
