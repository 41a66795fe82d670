-- Functions of a row: a computed field of books, and a computed relationship from authors to their reviews.
create function public.book_label(public.books) returns text
  language sql stable as $$ select $1.title || ' (' || coalesce($1.pages::text, '?') || ' pages)' $$;

create function public.author_reviews(public.authors) returns setof public.reviews
  language sql stable as $$
    select r.* from public.reviews r join public.books b on b.id = r.book_id where b.author_id = $1.id order by r.id
  $$;

create function public.latest_book(public.authors) returns setof public.books rows 1
  language sql stable as $$ select * from public.books where author_id = $1.id order by id desc limit 1 $$;

-- An overload for books: the row's type must pick the function, as PostgREST's double definitions do.
create function public.author_reviews(public.books) returns setof public.reviews
  language sql stable as $$ select * from public.reviews where book_id = $1.id order by id $$;
