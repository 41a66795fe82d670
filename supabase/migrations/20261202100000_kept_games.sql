-- Kept games: every game a teacher plays is kept in their account, so next week's lesson can start from the
-- questions the class found hardest.
--
-- A kept game is three tables: the game (when it started and ended, its rounds, how it ended), its 1 to 4 teams
-- (what the teacher typed as a name, the colour, the scores and the set each played) and its turns in the order
-- they were played (the question as it was asked, the mark or option chosen, the points; or a Score Scramble's
-- outcome). Nothing about a student is kept beyond what the teacher typed as a team name.
--
-- Who sees what:
--   * a teacher reads and deletes only their own games, and a team or turn only with its game;
--   * nobody writes a game directly: record_game checks the whole game and writes it in one transaction;
--   * the admin reads no game, only how many there are (admin_dashboard_counts);
--   * a game older than its teacher's retention is never read again, and is deleted when the teacher records a
--     game or changes the retention, and by private.delete_expired_games(), which the embedded server runs every
--     hour (on hosted Supabase, schedule it with pg_cron).

-- The teacher's choices: keep games or not, and for how long (empty: until deleted).
alter table public.profiles
  add column keep_games boolean not null default true,
  add column games_retention_days integer
    constraint profiles_games_retention_days_check check (games_retention_days in (30, 90, 180, 365, 730));

comment on column public.profiles.keep_games is 'Whether record_game keeps the teacher''s games.';
comment on column public.profiles.games_retention_days is 'Games that started longer ago are deleted; empty: kept until deleted.';

-- When the oldest game a teacher keeps may have started: -infinity without a retention. Security definer so
-- that a policy can ask it for the caller without reading the profile under its own policy on every row.
create function private.games_kept_since(owner uuid) returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select now() - make_interval(days => profile.games_retention_days)
      from public.profiles as profile
      where profile.id = owner and profile.games_retention_days is not null
    ),
    '-infinity'::timestamptz
  );
$$;

revoke execute on function private.games_kept_since(uuid) from public;
grant execute on function private.games_kept_since(uuid) to authenticated, service_role;

create table public.games (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The browser's id for the game, so a game its outbox sends twice is kept once.
  client_id uuid not null,
  started_at timestamptz not null,
  ended_at timestamptz not null,
  rounds integer not null,
  ended_by text not null,
  created_at timestamptz not null default now(),
  constraint games_owner_id_client_id_key unique (owner_id, client_id),
  constraint games_ended_after_start check (ended_at >= started_at),
  -- A browser's clock may run a little ahead of the server's, never a day.
  constraint games_ended_before_kept check (ended_at <= created_at + interval '1 day'),
  constraint games_rounds_check check (rounds between 0 and 10000),
  constraint games_ended_by_check check (ended_by in ('end_game', 'free_limit', 'last_team_left'))
);

comment on table public.games is 'A game a teacher played, kept in their account: its teams and turns hang off it.';

-- The reports list: a teacher's games, newest first, within the retention.
create index games_owner_id_started_at_idx on public.games (owner_id, started_at desc);

alter table public.games enable row level security;

revoke all on table public.games from anon, authenticated;
grant select, delete on table public.games to authenticated;

-- A game older than the teacher's retention is past reading at once, even before it is deleted. Both helpers are
-- asked once per statement (an InitPlan), and owner_id with started_at is the list's index.
create policy "Teachers can read their own games, within their retention"
  on public.games for select to authenticated
  using (
    owner_id = (select auth.uid())
    and started_at >= (select private.games_kept_since((select auth.uid())))
  );

create policy "Teachers can delete their own games"
  on public.games for delete to authenticated
  using (owner_id = (select auth.uid()));

create table public.game_teams (
  game_id uuid not null references public.games (id) on delete cascade,
  position smallint not null,
  name text not null,
  -- `#RRGGBB`, as the game draws the team.
  colour text not null,
  score integer not null,
  answered integer not null,
  correct integer not null,
  -- Emptied when the set is deleted; its title stays as it was played.
  question_set_id uuid references public.question_sets (id) on delete set null,
  question_set_title text not null,
  primary key (game_id, position),
  constraint game_teams_position_check check (position between 0 and 3),
  constraint game_teams_name_length check (char_length(btrim(name)) between 1 and 80),
  constraint game_teams_colour_format check (colour ~ '^#[0-9A-Fa-f]{6}$'),
  constraint game_teams_score_check check (score between -1000000000 and 1000000000),
  constraint game_teams_answered_check check (answered between 0 and 2000),
  constraint game_teams_correct_check check (correct between 0 and answered),
  constraint game_teams_question_set_title_length check (char_length(question_set_title) <= 100)
);

comment on table public.game_teams is 'The 1 to 4 teams of a kept game: the name the teacher typed, colour, scores and the set played.';

-- Deleting a set empties the references to it; the reports filter by set.
create index game_teams_question_set_id_idx on public.game_teams (question_set_id) where question_set_id is not null;

alter table public.game_teams enable row level security;

revoke all on table public.game_teams from anon, authenticated;
grant select on table public.game_teams to authenticated;

-- The subquery reads games under its own policy, so a team is read only with its game. Written as `in`, it
-- is one hashed list of the caller's games per statement, not a lookup of the game for every team.
create policy "Teachers can read the teams of their own games"
  on public.game_teams for select to authenticated
  using (game_id in (select game.id from public.games as game));

create table public.game_turns (
  game_id uuid not null references public.games (id) on delete cascade,
  position integer not null,
  round integer not null,
  team_position smallint not null,
  kind text not null,
  -- A question turn: the question (emptied when it is deleted), its text as it was asked, the teacher's mark or
  -- the option the team chose, the points, and whether it was a bonus or punishment question.
  question_id uuid references public.questions (id) on delete set null,
  question_text text,
  mark text,
  chosen_option text,
  effect text,
  -- A Score Scramble turn: the wheel's outcome.
  scramble_outcome text,
  points integer not null,
  primary key (game_id, position),
  foreign key (game_id, team_position) references public.game_teams (game_id, position) on delete cascade,
  constraint game_turns_position_check check (position between 0 and 1999),
  constraint game_turns_round_check check (round between 1 and 10000),
  constraint game_turns_kind_check check (kind in ('question', 'scramble')),
  constraint game_turns_question_text_length check (char_length(question_text) between 1 and 500),
  constraint game_turns_mark_check check (mark in ('correct', 'incorrect')),
  constraint game_turns_chosen_option_length check (char_length(chosen_option) <= 200),
  constraint game_turns_effect_check check (effect in ('bonus', 'punishment')),
  constraint game_turns_scramble_outcome_length check (char_length(scramble_outcome) between 1 and 100),
  constraint game_turns_points_check check (points between -1000000 and 1000000),
  constraint game_turns_kind_shape check (
    case kind
      when 'question' then question_text is not null and scramble_outcome is null
      else scramble_outcome is not null and question_id is null and question_text is null and mark is null
        and chosen_option is null and effect is null
    end
  )
);

comment on table public.game_turns is 'The turns of a kept game in the order they were played: a question asked, or a Score Scramble spin.';

-- Deleting a question empties the references to it.
create index game_turns_question_id_idx on public.game_turns (question_id) where question_id is not null;

alter table public.game_turns enable row level security;

revoke all on table public.game_turns from anon, authenticated;
grant select on table public.game_turns to authenticated;

-- The subquery reads games under its own policy, so a turn is read only with its game. Written as `in`, it
-- is one hashed list of the caller's games per statement, not a lookup of the game for every turn.
create policy "Teachers can read the turns of their own games"
  on public.game_turns for select to authenticated
  using (game_id in (select game.id from public.games as game));

-- Deletes the games that started before their teacher's retention: one teacher's, or everyone's when no owner is
-- given (the embedded server's hourly sweep, or a pg_cron job on hosted Supabase). Answers how many went.
create function private.delete_expired_games(owner uuid default null) returns integer
language sql
security definer
set search_path = ''
as $$
  with deleted as (
    delete from public.games as game
    using public.profiles as profile
    where profile.id = game.owner_id
      and profile.games_retention_days is not null
      and (owner is null or profile.id = owner)
      and game.started_at < now() - make_interval(days => profile.games_retention_days)
    returning 1
  )
  select count(*)::integer from deleted;
$$;

revoke execute on function private.delete_expired_games(uuid) from public;
grant execute on function private.delete_expired_games(uuid) to service_role;

-- A shorter retention applies at once, not at the next game.
create function private.forget_games_past_retention() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.delete_expired_games(new.id);
  return null;
end;
$$;

revoke execute on function private.forget_games_past_retention() from public;

create trigger profiles_forget_games_past_retention
  after update of games_retention_days on public.profiles
  for each row
  when (new.games_retention_days is distinct from old.games_retention_days)
  execute function private.forget_games_past_retention();

-- Whether a JSON value is a whole number from low to high. The case keeps the cast away from anything else.
create function private.is_json_integer(value jsonb, low bigint, high bigint) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(value) = 'number' and value::text ~ '^-?[0-9]{1,12}$' then value::text::bigint between low and high
    else false
  end;
$$;

-- Whether a JSON value is a string of low to high characters (after trimming, when asked).
create function private.is_json_text(value jsonb, low integer, high integer, trimmed boolean default false)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(value) = 'string' then
      char_length(case when trimmed then btrim(value #>> '{}') else value #>> '{}' end) between low and high
    else false
  end;
$$;

create function private.is_json_uuid(value jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(value) = 'string'
      and value #>> '{}' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    false
  );
$$;

-- JSON null, or a key left out.
create function private.is_json_null(value jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(value), 'null') = 'null';
$$;

-- An ISO 8601 time with its time zone, as a browser's toISOString() writes it; null for anything else.
create function private.json_time(value jsonb) returns timestamptz
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(value) <> 'string'
    or value #>> '{}' !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$' then
    return null;
  end if;
  return (value #>> '{}')::timestamptz;
exception
  when invalid_datetime_format or datetime_field_overflow then
    return null;
end;
$$;

revoke execute on function private.is_json_integer(jsonb, bigint, bigint), private.is_json_text(jsonb, integer, integer, boolean),
  private.is_json_uuid(jsonb), private.is_json_null(jsonb), private.json_time(jsonb) from public;
grant execute on function private.is_json_integer(jsonb, bigint, bigint), private.is_json_text(jsonb, integer, integer, boolean),
  private.is_json_uuid(jsonb), private.is_json_null(jsonb), private.json_time(jsonb) to authenticated, service_role;

-- What is wrong with a game as record_game takes it, in words for the person who sent it; null when nothing is.
-- The sizes are the tables' checks, and @quizcoop/contract's KEPT_GAME_LIMITS holds the same numbers.
create function private.kept_game_problem(game jsonb) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  started timestamptz;
  ended timestamptz;
  team_count integer;
  problem text;
begin
  if jsonb_typeof(game) is distinct from 'object' then
    return 'A kept game must be a JSON object.';
  end if;
  if not private.is_json_uuid(game -> 'client_id') then
    return 'A kept game needs its client_id, a UUID.';
  end if;
  started := private.json_time(game -> 'started_at');
  ended := private.json_time(game -> 'ended_at');
  if started is null or ended is null then
    return 'A kept game needs started_at and ended_at, ISO 8601 times with their time zone.';
  end if;
  if ended < started then
    return 'A kept game cannot end before it started.';
  end if;
  if ended > now() + interval '1 day' then
    return 'A kept game cannot end in the future.';
  end if;
  if not private.is_json_integer(game -> 'rounds', 0, 10000) then
    return 'A kept game needs its rounds, a whole number from 0 to 10000.';
  end if;
  if game ->> 'ended_by' is null or game ->> 'ended_by' not in ('end_game', 'free_limit', 'last_team_left') then
    return 'A kept game ended by end_game, free_limit or last_team_left.';
  end if;
  if jsonb_typeof(game -> 'teams') is distinct from 'array' or jsonb_array_length(game -> 'teams') not between 1 and 4 then
    return 'A kept game has 1 to 4 teams.';
  end if;
  if jsonb_typeof(game -> 'turns') is distinct from 'array' or jsonb_array_length(game -> 'turns') > 2000 then
    return 'A kept game has a list of at most 2000 turns.';
  end if;
  team_count := jsonb_array_length(game -> 'teams');

  select format('Team %s %s.', checked.ordinality, checked.problem) into problem
  from (
    select team.ordinality, case
      when jsonb_typeof(team.value) <> 'object' then 'is not a JSON object'
      when not private.is_json_text(team.value -> 'name', 1, 80, true) then 'needs a name of 1 to 80 characters'
      when coalesce(team.value ->> 'colour', '') !~ '^#[0-9A-Fa-f]{6}$' then 'needs a colour written #RRGGBB'
      when not private.is_json_integer(team.value -> 'score', -1000000000, 1000000000) then 'needs a score, a whole number'
      when not private.is_json_integer(team.value -> 'answered', 0, 2000) then
        'needs answered, a whole number from 0 to 2000'
      when not private.is_json_integer(team.value -> 'correct', 0, (team.value ->> 'answered')::bigint) then
        'needs correct, a whole number from 0 to answered'
      when not (private.is_json_null(team.value -> 'question_set_id') or private.is_json_uuid(team.value -> 'question_set_id')) then
        'names its question set by a UUID, or null'
      when not private.is_json_text(team.value -> 'question_set_title', 0, 100) then
        'needs question_set_title, at most 100 characters'
    end as problem
    from jsonb_array_elements(game -> 'teams') with ordinality as team (value, ordinality)
  ) as checked
  where checked.problem is not null
  order by checked.ordinality
  limit 1;
  if problem is not null then
    return problem;
  end if;

  select format('Turn %s %s.', checked.ordinality, checked.problem) into problem
  from (
    select turn.ordinality, case
      when jsonb_typeof(turn.value) <> 'object' then 'is not a JSON object'
      when turn.value ->> 'kind' is null or turn.value ->> 'kind' not in ('question', 'scramble') then
        'needs a kind, question or scramble'
      when not private.is_json_integer(turn.value -> 'round', 1, 10000) then 'needs a round, a whole number from 1 to 10000'
      when not private.is_json_integer(turn.value -> 'team_position', 0, team_count - 1) then
        'names a team that is not in the game'
      when not private.is_json_integer(turn.value -> 'points', -1000000, 1000000) then 'needs points, a whole number'
      when turn.value ->> 'kind' = 'scramble' then case
        when not private.is_json_text(turn.value -> 'outcome', 1, 100) then
          'needs the Score Scramble''s outcome, 1 to 100 characters'
      end
      when not private.is_json_text(turn.value -> 'question_text', 1, 500) then
        'needs the question''s text as it was asked, 1 to 500 characters'
      when not (private.is_json_null(turn.value -> 'question_id') or private.is_json_uuid(turn.value -> 'question_id')) then
        'names its question by a UUID, or null'
      when not (private.is_json_null(turn.value -> 'mark') or turn.value ->> 'mark' in ('correct', 'incorrect')) then
        'has a mark of correct, incorrect or null'
      when not (private.is_json_null(turn.value -> 'chosen_option') or private.is_json_text(turn.value -> 'chosen_option', 0, 200)) then
        'has a chosen option of at most 200 characters, or null'
      when not (private.is_json_null(turn.value -> 'effect') or turn.value ->> 'effect' in ('bonus', 'punishment')) then
        'has an effect of bonus, punishment or null'
    end as problem
    from jsonb_array_elements(game -> 'turns') with ordinality as turn (value, ordinality)
  ) as checked
  where checked.problem is not null
  order by checked.ordinality
  limit 1;
  return problem;
end;
$$;

revoke execute on function private.kept_game_problem(jsonb) from public;
grant execute on function private.kept_game_problem(jsonb) to authenticated, service_role;

-- Whether a question or set is there at all, whoever may read it: record_game refuses one the caller cannot read,
-- but keeps a game whose question was deleted since it was played.
create function private.question_exists(question_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.questions as question where question.id = question_id);
$$;

create function private.question_set_exists(set_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.question_sets as question_set where question_set.id = set_id);
$$;

revoke execute on function private.question_exists(uuid), private.question_set_exists(uuid) from public;
grant execute on function private.question_exists(uuid), private.question_set_exists(uuid) to authenticated;

-- Writes a game record_game has checked, for the caller, and answers its id: the id kept before for the same
-- client_id, or null for a game older than the caller's retention. A question or set that no longer exists
-- (deleted between the game and its sending) is kept as the text the game showed. Security definer because no
-- API role may write these tables; only record_game calls it, after its checks.
create function private.keep_game(game jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid := (select auth.uid());
  kept_id uuid;
begin
  perform private.delete_expired_games(owner);
  if (game ->> 'started_at')::timestamptz < private.games_kept_since(owner) then
    return null;
  end if;

  -- The same game sent twice, even at the same moment, is kept once: the second send finds the first.
  insert into public.games (owner_id, client_id, started_at, ended_at, rounds, ended_by)
  values (
    owner,
    (game ->> 'client_id')::uuid,
    (game ->> 'started_at')::timestamptz,
    (game ->> 'ended_at')::timestamptz,
    (game ->> 'rounds')::integer,
    game ->> 'ended_by'
  )
  on conflict (owner_id, client_id) do nothing
  returning id into kept_id;
  if kept_id is null then
    select kept.id into kept_id
    from public.games as kept
    where kept.owner_id = owner and kept.client_id = (game ->> 'client_id')::uuid;
    return kept_id;
  end if;

  insert into public.game_teams (
    game_id, position, name, colour, score, answered, correct, question_set_id, question_set_title
  )
  select
    kept_id,
    (team.ordinality - 1)::smallint,
    btrim(team.value ->> 'name'),
    team.value ->> 'colour',
    (team.value ->> 'score')::integer,
    (team.value ->> 'answered')::integer,
    (team.value ->> 'correct')::integer,
    (
      select question_set.id
      from public.question_sets as question_set
      where question_set.id = (team.value ->> 'question_set_id')::uuid
    ),
    team.value ->> 'question_set_title'
  from jsonb_array_elements(game -> 'teams') with ordinality as team (value, ordinality);

  insert into public.game_turns (
    game_id, position, round, team_position, kind, question_id, question_text, mark, chosen_option, effect,
    scramble_outcome, points
  )
  select
    kept_id,
    (turn.ordinality - 1)::integer,
    (turn.value ->> 'round')::integer,
    (turn.value ->> 'team_position')::smallint,
    turn.value ->> 'kind',
    (select question.id from public.questions as question where question.id = (turn.value ->> 'question_id')::uuid),
    turn.value ->> 'question_text',
    turn.value ->> 'mark',
    turn.value ->> 'chosen_option',
    turn.value ->> 'effect',
    turn.value ->> 'outcome',
    (turn.value ->> 'points')::integer
  from jsonb_array_elements(game -> 'turns') with ordinality as turn (value, ordinality);

  return kept_id;
end;
$$;

revoke execute on function private.keep_game(jsonb) from public;
grant execute on function private.keep_game(jsonb) to authenticated;

-- Keeps a finished game in the caller's account and answers its id. Sending the same game again (the same
-- client_id) keeps it once and answers the same id; null when the teacher keeps no games, or when the game is
-- older than their retention. Refusals: 42501 for a visitor or a guest, or for a game naming a question or set
-- the caller cannot read; 22023 for a game of the wrong shape or size, saying what is wrong. It runs as the
-- caller.
create function public.record_game(game jsonb) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  problem text;
begin
  if caller is null then
    raise exception 'Sign in to keep your games.' using errcode = 'insufficient_privilege';
  end if;
  if (select (auth.jwt() ->> 'is_anonymous')::boolean) is true then
    raise exception 'Games are kept in a teacher''s account, not a guest''s.' using errcode = 'insufficient_privilege';
  end if;
  problem := private.kept_game_problem(game);
  if problem is not null then
    raise exception '%', problem using errcode = 'invalid_parameter_value';
  end if;
  if not coalesce((select profile.keep_games from public.profiles as profile where profile.id = caller), true) then
    return null;
  end if;

  -- A game names only questions and sets its teacher may read: what a report shows of one comes from the
  -- library as the teacher reads it. The library is read here as the caller, under its own policies.
  select format('Turn %s names a question you cannot read.', turn.ordinality) into problem
  from jsonb_array_elements(game -> 'turns') with ordinality as turn (value, ordinality)
  where turn.value ->> 'question_id' is not null
    and not exists (
      select 1 from public.questions as question where question.id = (turn.value ->> 'question_id')::uuid
    )
    and private.question_exists((turn.value ->> 'question_id')::uuid)
  order by turn.ordinality
  limit 1;
  if problem is null then
    select format('Team %s names a question set you cannot read.', team.ordinality) into problem
    from jsonb_array_elements(game -> 'teams') with ordinality as team (value, ordinality)
    where team.value ->> 'question_set_id' is not null
      and not exists (
        select 1
        from public.question_sets as question_set
        where question_set.id = (team.value ->> 'question_set_id')::uuid
      )
      and private.question_set_exists((team.value ->> 'question_set_id')::uuid)
    order by team.ordinality
    limit 1;
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = 'insufficient_privilege';
  end if;
  return private.keep_game(game);
end;
$$;

revoke execute on function public.record_game(jsonb) from public;
grant execute on function public.record_game(jsonb) to authenticated, service_role;

-- The questions the caller's classes found hardest, across their kept games: each question with how often it was
-- asked and answered right, the share answered right lowest first, then the most asked. A question is told
-- apart by its id, or by its text once it is gone. It runs as the caller, so it counts only their own games;
-- question_set_id and is_own (the caller may edit it) come from the question as the caller may read it now.
-- Optional filters: the set a team played, and when the game started (from started_from, before started_before).
create function public.hardest_questions(
  set_id uuid default null,
  started_from timestamptz default null,
  started_before timestamptz default null
)
returns table (
  question_id uuid,
  question_text text,
  asked integer,
  answered_right integer,
  is_own boolean,
  question_set_id uuid
)
language sql
stable
security invoker
set search_path = ''
as $$
  with asked_turns as (
    select turn.question_id, turn.question_text, turn.mark, game.started_at, turn.position
    from public.games as game
    -- Each game's turns through their primary key. The limit is the most turns a game has (game_turns_position_
    -- check), so it leaves out nothing; it keeps PostgreSQL from trading these reads for a scan of every
    -- teacher's turns, which its estimates of a teacher's share of the games can make look cheaper.
    cross join lateral (
      select own_turn.question_id, own_turn.question_text, own_turn.mark, own_turn.position, own_turn.team_position
      from public.game_turns as own_turn
      where own_turn.game_id = game.id and own_turn.kind = 'question'
      order by own_turn.position
      limit 2000
    ) as turn
    where (hardest_questions.started_from is null or game.started_at >= hardest_questions.started_from)
      and (hardest_questions.started_before is null or game.started_at < hardest_questions.started_before)
      and (
        hardest_questions.set_id is null
        or exists (
          select 1
          from public.game_teams as team
          where team.game_id = game.id
            and team.position = turn.team_position
            and team.question_set_id = hardest_questions.set_id
        )
      )
  ),
  counted as (
    select
      asked_turns.question_id,
      (array_agg(asked_turns.question_text order by asked_turns.started_at desc, asked_turns.position desc))[1]
        as question_text,
      count(*)::integer as asked,
      (count(*) filter (where asked_turns.mark = 'correct'))::integer as answered_right
    from asked_turns
    group by asked_turns.question_id, case when asked_turns.question_id is null then asked_turns.question_text end
  )
  select
    counted.question_id,
    counted.question_text,
    counted.asked,
    counted.answered_right,
    coalesce(private.owns_question_set(question.question_set_id), false),
    question.question_set_id
  from counted
  left join public.questions as question on question.id = counted.question_id
  order by
    counted.answered_right::numeric / counted.asked,
    counted.asked desc,
    counted.question_text,
    counted.question_id;
$$;

revoke execute on function public.hardest_questions(uuid, timestamptz, timestamptz) from public;
grant execute on function public.hardest_questions(uuid, timestamptz, timestamptz) to authenticated, service_role;

-- The admin's figures gain the number of kept games: a count, never a row.
drop function public.admin_dashboard_counts();
drop function private.admin_dashboard_counts();

create function private.admin_dashboard_counts()
returns table (
  users bigint,
  question_sets bigint,
  questions bigint,
  problem_reports bigint,
  open_problem_reports bigint,
  kept_games bigint
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
    (select count(*) from public.problem_reports as report where report.status = 'open'),
    (select count(*) from public.games);
end;
$$;

revoke execute on function private.admin_dashboard_counts() from public;
grant execute on function private.admin_dashboard_counts() to authenticated;

create function public.admin_dashboard_counts()
returns table (
  users bigint,
  question_sets bigint,
  questions bigint,
  problem_reports bigint,
  open_problem_reports bigint,
  kept_games bigint
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_dashboard_counts();
$$;

revoke execute on function public.admin_dashboard_counts() from public;
grant execute on function public.admin_dashboard_counts() to authenticated;
