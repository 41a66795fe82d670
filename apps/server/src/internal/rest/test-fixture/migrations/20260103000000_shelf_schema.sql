-- A second schema with a table named like one in public, reached with Accept-Profile / Content-Profile.
create schema shelf;
grant usage on schema shelf to anon, authenticated, service_role;

create table shelf.books (
  id int primary key,
  title text not null
);
grant select on shelf.books to anon;
grant all on shelf.books to authenticated, service_role;

create function shelf.count_books() returns bigint
  language sql stable as $$ select count(*) from shelf.books $$;
grant execute on function shelf.count_books() to anon, authenticated, service_role;

insert into shelf.books (id, title) values (1, 'On the Shelf');
