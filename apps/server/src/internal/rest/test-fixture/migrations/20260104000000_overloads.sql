-- Overloads PostgREST tells apart by their parameters: unnamed text takes the whole body; an unnamed integer
-- cannot be called at all.
create function public.shout() returns text language sql immutable as $$ select 'nothing to shout' $$;
create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
create function public.shout(integer) returns text language sql immutable as $$ select 'never called' $$;

create function public.either() returns int language sql immutable as $$ select 1 $$;
create function public.either(text default 'x') returns int language sql immutable as $$ select 2 $$;
