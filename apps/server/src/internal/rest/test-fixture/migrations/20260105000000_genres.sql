-- Genres nest (a self-reference) and books have many through book_genres (a junction table).
create table public.genres (
  id int primary key,
  name text not null,
  parent_id int references public.genres (id)
);

create table public.book_genres (
  book_id int references public.books (id) on delete cascade,
  genre_id int references public.genres (id) on delete cascade,
  primary key (book_id, genre_id)
);

insert into public.genres (id, name, parent_id) values
  (1, 'Speculative', null),
  (2, 'Fantasy', 1),
  (3, 'Science fiction', 1),
  (4, 'Historical', null);

insert into public.book_genres (book_id, genre_id) values (1, 2), (1, 1), (4, 3), (4, 4), (6, 3);
