import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSessions } from '../auth/live-sessions';
import { systemClock } from '../clock';
import { testDatabaseVariants } from '../db/test-databases';
import { createRestRoutes } from './routes';
import type { RestFixture } from './test-fixture/fixture';
import { ALICE, BOB, fixtureSources, startRestFixture } from './test-fixture/fixture';

interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: string | null;
}

async function errorOf(response: Response): Promise<ErrorBody> {
  return (await response.json()) as ErrorBody;
}

describe.each(testDatabaseVariants(fixtureSources))('/rest/v1 through supabase-js on $name', (variant) => {
  let fixture: RestFixture;
  let anon: SupabaseClient;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    fixture = await startRestFixture(variant);
    anon = fixture.client();
    alice = fixture.client(await fixture.tokenFor(ALICE));
    bob = fixture.client(await fixture.tokenFor(BOB));
    service = fixture.client(fixture.keys.serviceRoleKey);
  });

  afterAll(() => fixture.close());

  describe('reading', () => {
    it('selects columns with aliases, casts and JSON paths', async () => {
      const { data, error } = await anon
        .from('books')
        .select('id, name:title, price::text, series:metadata->>series, position:metadata->order')
        .eq('id', 1)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        id: 1,
        name: 'A Wizard of Earthsea',
        price: '9.99',
        series: 'Earthsea',
        position: 1,
      });
    });

    it('selects every column with *', async () => {
      const { data } = await anon.from('authors').select('*').eq('id', 3).single();
      expect(data).toEqual({ id: 3, name: 'Stanisław Lem', born: '1921-09-12', bio: null, created_by: BOB });
    });

    it('embeds to-one and to-many resources, nested, through foreign keys', async () => {
      const { data, error } = await anon
        .from('books')
        .select(
          'title, author:authors!author_id(name, books!author_id(title)), reviews(rating), cover:covers(url)',
        )
        .in('id', [1, 4])
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          title: 'A Wizard of Earthsea',
          author: {
            name: 'Ursula K. Le Guin',
            books: [
              { title: 'A Wizard of Earthsea' },
              { title: 'The Left Hand of Darkness' },
              { title: 'The Dispossessed' },
            ],
          },
          reviews: [{ rating: 5 }, { rating: 4 }],
          cover: { url: 'https://example.test/earthsea.png' },
        },
        {
          title: 'Kindred',
          author: { name: 'Octavia E. Butler', books: [{ title: 'Kindred' }] },
          reviews: [],
          cover: null,
        },
      ]);
    });

    it('counts embedded rows with (count), through row-level security', async () => {
      const { data } = await anon.from('authors').select('name, books!author_id(count)').order('id');
      expect(data).toEqual([
        { name: 'Ursula K. Le Guin', books: [{ count: 3 }] },
        { name: 'Octavia E. Butler', books: [{ count: 1 }] },
        { name: 'Stanisław Lem', books: [{ count: 1 }] },
        { name: 'Nobody Yet', books: [{ count: 0 }] },
      ]);
      const { data: own } = await bob.from('authors').select('books!author_id(count)').eq('id', 3).single();
      expect(own).toEqual({ books: [{ count: 2 }] });
    });

    it('selects, filters and orders by computed fields, functions of the row', async () => {
      const { data, error } = await anon
        .from('books')
        .select('id, book_label')
        .like('book_label', '*pages)')
        .in('id', [1, 3, 6])
        .order('book_label', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 3, book_label: 'The Dispossessed (387 pages)' },
        { id: 1, book_label: 'A Wizard of Earthsea (183 pages)' },
      ]);
    });

    it('embeds computed relationships: a function of the row returning rows, ROWS 1 as an object', async () => {
      const { data, error } = await anon
        .from('authors')
        .select('name, author_reviews(rating), newest:latest_book(title)')
        .in('id', [1, 4])
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          name: 'Ursula K. Le Guin',
          author_reviews: [{ rating: 5 }, { rating: 4 }, { rating: 4 }],
          newest: { title: 'The Dispossessed' },
        },
        { name: 'Nobody Yet', author_reviews: [], newest: null },
      ]);
      const inner = await anon.from('authors').select('id, latest_book!inner(id)').order('id');
      expect(inner.data).toEqual([
        { id: 1, latest_book: { id: 3 } },
        { id: 2, latest_book: { id: 4 } },
        { id: 3, latest_book: { id: 5 } },
      ]);
    });

    it('reads, writes and calls functions in another exposed schema named by its profile headers', async () => {
      const read = await anon.schema('shelf').from('books').select('*');
      expect(read).toMatchObject({ error: null, data: [{ id: 1, title: 'On the Shelf' }] });
      const written = await alice
        .schema('shelf')
        .from('books')
        .insert({ id: 2, title: 'Second Shelf' })
        .select('title')
        .single();
      expect(written).toMatchObject({ error: null, data: { title: 'Second Shelf' } });
      const { data: count } = await anon.schema('shelf').rpc('count_books');
      expect(count).toBe(2);
      const publicBooks = await anon.from('books').select('id').eq('title', 'Second Shelf');
      expect(publicBooks.data).toEqual([]);
      const hidden = await fixture.request('/users', { headers: { 'Accept-Profile': 'auth' } });
      expect(hidden.status).toBe(406);
      expect(await errorOf(hidden)).toMatchObject({
        code: 'PGRST106',
        hint: 'Only the following schemas are exposed: public, shelf',
      });
    });

    it('embeds many-to-many through a junction table, under row-level security', async () => {
      const { data, error } = await anon
        .from('books')
        .select('id, genres(name)')
        .in('id', [1, 4])
        .order('id')
        .order('id', { referencedTable: 'genres' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, genres: [{ name: 'Speculative' }, { name: 'Fantasy' }] },
        { id: 4, genres: [{ name: 'Science fiction' }, { name: 'Historical' }] },
      ]);
      // The draft (book 6) is not the visitor's to see, so its genre lists one book.
      const back = await anon.from('genres').select('name, books(id)').eq('id', 3).single();
      expect(back.data).toEqual({ name: 'Science fiction', books: [{ id: 4 }] });
    });

    it('embeds a self-reference by table name as the children, by column as the parent', async () => {
      const { data, error } = await anon
        .from('genres')
        .select('name, genres(name), parent:parent_id(name)')
        .in('id', [1, 2])
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Speculative', genres: [{ name: 'Fantasy' }, { name: 'Science fiction' }], parent: null },
        { name: 'Fantasy', genres: [], parent: { name: 'Speculative' } },
      ]);
    });

    it('filters by an embed that selects nothing, leaving it out of the rows', async () => {
      const { data, error } = await anon
        .from('books')
        .select('id, reviews!inner()')
        .gte('reviews.rating', 5)
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 1 }]);
    });

    it('aggregates a level grouped by the columns it selects, at the top and in embeds', async () => {
      const top = await anon
        .from('books')
        .select('author_id, pages.sum(), count(), most:pages.max()::text')
        .eq('author_id', 1);
      expect(top).toMatchObject({ error: null, data: [{ author_id: 1, sum: 874, count: 3, most: '387' }] });
      const embedded = await anon
        .from('authors')
        .select('name, books!author_id(pages.max(), total:count())')
        .eq('id', 1)
        .single();
      expect(embedded.data).toEqual({ name: 'Ursula K. Le Guin', books: [{ max: 387, total: 3 }] });
    });

    it('refuses aggregates unless the server allows them', async () => {
      const routes = createRestRoutes({
        database: fixture.database,
        keys: fixture.keys,
        liveSessions: new LiveSessions(fixture.database, systemClock),
      });
      const refused = await routes.request('/books?select=pages.sum()', {
        headers: { apikey: fixture.keys.anonKey },
      });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({ code: 'PGRST123' });
    });

    it('spreads an embed into its parent: values of a to-one, arrays of a to-many relationship', async () => {
      const toOne = await anon
        .from('books')
        .select('title, ...authors!author_id(author:name, born)')
        .eq('id', 4)
        .single();
      expect(toOne).toMatchObject({
        error: null,
        data: { title: 'Kindred', author: 'Octavia E. Butler', born: '1947-06-22' },
      });
      const toMany = await anon
        .from('authors')
        .select('name, ...books!author_id(title, pages)')
        .eq('id', 1)
        .order('id', { referencedTable: 'books' })
        .single();
      expect(toMany.data).toEqual({
        name: 'Ursula K. Le Guin',
        title: ['A Wizard of Earthsea', 'The Left Hand of Darkness', 'The Dispossessed'],
        pages: [183, 304, 387],
      });
      const none = await anon.from('authors').select('name, ...books!author_id(*)').eq('id', 4).single();
      expect(none.data).toMatchObject({ name: 'Nobody Yet', title: [], author_id: [] });
    });

    it('embeds through a view by the foreign keys of the columns it shows', async () => {
      const fromView = await anon.from('published_books').select('title, authors(name)').eq('id', 4).single();
      expect(fromView).toMatchObject({
        error: null,
        data: { title: 'Kindred', authors: { name: 'Octavia E. Butler' } },
      });
      const toView = await anon.from('authors').select('name, published_books(title)').eq('id', 3).single();
      expect(toView.data).toEqual({ name: 'Stanisław Lem', published_books: [{ title: 'Solaris' }] });
      // Named by its column, a key leads to its own table, not also to the view that inherits it.
      const byColumn = await anon.from('covers').select('url, book:book_id(title)').eq('book_id', 5).single();
      expect(byColumn).toMatchObject({
        error: null,
        data: { url: 'https://example.test/solaris.png', book: { title: 'Solaris' } },
      });
    });

    it('answers text/csv with a header line and the rows as PostgreSQL writes records', async () => {
      const response = await fixture.request('/authors?select=id,name,born,bio&id=in.(3,4)&order=id', {
        headers: { Accept: 'text/csv' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(await response.text()).toBe('id,name,born,bio\n3,"Stanisław Lem",1921-09-12,\n4,"Nobody Yet",,');
      const empty = await fixture.request('/authors?select=id&id=eq.0', { headers: { Accept: 'text/csv' } });
      expect(await empty.text()).toBe('');
    });

    it('counts by the planner with count=planned, exactly under the row limit with count=estimated', async () => {
      const planned = await fixture.request('/books?select=id&limit=1', {
        headers: { Prefer: 'count=planned' },
      });
      expect([200, 206]).toContain(planned.status);
      expect(planned.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
      expect(planned.headers.get('preference-applied')).toBe('count=planned');
      const estimated = await anon.from('books').select('id', { count: 'estimated', head: true });
      expect([estimated.status, estimated.count]).toEqual([200, 5]);
    });

    it('filters parents by an !inner embedding and orders and pages the embedded rows', async () => {
      const inner = await anon
        .from('books')
        .select('id, reviews!inner(rating)')
        .gte('reviews.rating', 5)
        .order('id');
      expect(inner.data).toEqual([{ id: 1, reviews: [{ rating: 5 }] }]);
      const paged = await anon
        .from('books')
        .select('id, reviews(rating)')
        .eq('id', 1)
        .order('rating', { referencedTable: 'reviews', ascending: true })
        .limit(1, { referencedTable: 'reviews' });
      expect(paged.data).toEqual([{ id: 1, reviews: [{ rating: 4 }] }]);
      const filtered = await anon
        .from('books')
        .select('id, reviews(rating)')
        .eq('id', 1)
        .eq('reviews.rating', 4);
      expect(filtered.data).toEqual([{ id: 1, reviews: [{ rating: 4 }] }]);
      const withCover = await anon
        .from('books')
        .select('id, covers(url)')
        .not('covers', 'is', null)
        .order('id');
      expect(withCover.data?.map((book) => book.id)).toEqual([1, 5]);
    });

    it('applies eq neq gt gte lt lte like ilike is in cs cd and their negations', async () => {
      const ids = async (query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
        const { data, error } = await query;
        expect(error).toBeNull();
        return data!.map((row) => row.id);
      };
      const books = () => anon.from('books').select('id').order('id');
      expect(await ids(books().eq('pages', 304))).toEqual([2]);
      expect(await ids(books().neq('author_id', 1))).toEqual([4, 5]);
      expect(await ids(books().gt('pages', 300))).toEqual([2, 3]);
      expect(await ids(books().gte('pages', 304))).toEqual([2, 3]);
      expect(await ids(books().lt('price', 10))).toEqual([1]);
      expect(await ids(books().lte('price', 10))).toEqual([1, 5]);
      expect(await ids(books().like('title', '%Dark%'))).toEqual([2]);
      expect(await ids(books().ilike('title', '*WIZARD*'))).toEqual([1]);
      expect(await ids(books().is('price', null))).toEqual([3]);
      expect(await ids(books().in('id', [5, 1, 42]))).toEqual([1, 5]);
      expect(await ids(books().in('title', ['Kindred', 'A, B (with commas)']))).toEqual([4]);
      expect(await ids(books().contains('tags', ['classic', 'science-fiction']))).toEqual([2, 5]);
      expect(await ids(books().containedBy('tags', ['science-fiction', 'time-travel']))).toEqual([3, 4]);
      expect(await ids(books().contains('metadata', { series: 'Earthsea' }))).toEqual([1]);
      expect(await ids(books().not('price', 'is', null).not('id', 'in', '(1,2)'))).toEqual([4, 5]);
      expect(await ids(books().likeAnyOf('title', ['%Dark%', 'Sol%']))).toEqual([2, 5]);
      expect(await ids(books().textSearch('title', 'wizard'))).toEqual([1]);
      expect(await ids(books().filter('metadata->>series', 'eq', 'Hainish'))).toEqual([2]);
    });

    it('combines filters with or=(…) and and=(…), nested and negated', async () => {
      const { data } = await anon
        .from('books')
        .select('id')
        .or('pages.gt.300,and(title.ilike.*wizard*,pages.lt.200)')
        .order('id');
      expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
      const response = await fixture.request('/books?select=id&and=(author_id.eq.1,not.or(id.eq.1,id.eq.2))');
      expect(await response.json()).toEqual([{ id: 3 }]);
      const negated = await fixture.request(
        '/books?select=id&not.or=(author_id.eq.1,price.is.null)&order=id',
      );
      expect(await negated.json()).toEqual([{ id: 4 }, { id: 5 }]);
    });

    it('orders by several columns with nulls first or last', async () => {
      const { data } = await anon
        .from('books')
        .select('id')
        .order('price', { ascending: false, nullsFirst: true })
        .order('id');
      expect(data?.map((row) => row.id)).toEqual([3, 2, 4, 5, 1]);
      const last = await anon
        .from('books')
        .select('id')
        .order('price', { ascending: true, nullsFirst: false });
      expect(last.data?.map((row) => row.id)).toEqual([1, 5, 4, 2, 3]);
    });

    it('pages with limit, offset and Range, and counts with count=exact', async () => {
      const page = await anon.from('books').select('id', { count: 'exact' }).order('id').range(1, 2);
      expect([page.status, page.count, page.data]).toEqual([206, 5, [{ id: 2 }, { id: 3 }]]);
      const whole = await anon.from('books').select('id', { count: 'exact' });
      expect([whole.status, whole.count]).toEqual([200, 5]);
      const ranged = await fixture.request('/books?select=id&order=id', {
        headers: { range: '3-10', 'range-unit': 'items' },
      });
      expect(ranged.headers.get('content-range')).toBe('3-4/*');
      expect(await ranged.json()).toEqual([{ id: 4 }, { id: 5 }]);
      const limited = await fixture.request('/books?select=id&order=id&limit=2&offset=1', {
        headers: { prefer: 'count=exact' },
      });
      expect(limited.headers.get('content-range')).toBe('1-2/5');
      const beyond = await fixture.request('/books?select=id&offset=10', {
        headers: { prefer: 'count=exact' },
      });
      expect([beyond.status, (await errorOf(beyond)).code]).toEqual([416, 'PGRST103']);
      const empty = await fixture.request('/books?select=id&id=eq.42', {
        headers: { prefer: 'count=exact' },
      });
      expect(empty.headers.get('content-range')).toBe('*/0');
    });

    it('answers HEAD with the count and no body', async () => {
      const { data, count, error } = await anon
        .from('books')
        .select('*', { count: 'exact', head: true })
        .gt('pages', 250);
      expect([data, count, error]).toEqual([null, 3, null]);
    });

    it('gives a single object with single(), PGRST116 otherwise, and null from maybeSingle() when nothing matches', async () => {
      const many = await anon.from('books').select('id').single();
      expect([many.status, many.error?.code, many.error?.details]).toEqual([
        406,
        'PGRST116',
        'The result contains 5 rows',
      ]);
      const none = await anon.from('books').select('id').eq('id', 42).single();
      expect([none.status, none.error?.details]).toEqual([406, 'The result contains 0 rows']);
      const maybe = await anon.from('books').select('id').eq('id', 42).maybeSingle();
      expect([maybe.data, maybe.error]).toEqual([null, null]);
      const stripped = await fixture.request('/books?select=id,price&id=eq.3', {
        headers: { accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
      });
      expect(stripped.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
      expect(await stripped.json()).toEqual({ id: 3 });
    });

    it('lets row-level security decide which rows each caller reads', async () => {
      expect((await anon.from('notes').select('body')).data).toEqual([]);
      expect((await alice.from('notes').select('body')).data).toEqual([{ body: "Alice's secret" }]);
      expect((await anon.from('books').select('id').eq('id', 6)).data).toEqual([]);
      expect((await bob.from('books').select('id, reviews(body)').eq('id', 6)).data).toEqual([
        { id: 6, reviews: [{ body: 'My own draft' }] },
      ]);
      const viaEmbedding = await anon.from('authors').select('books!author_id(title)').eq('id', 3).single();
      expect(viaEmbedding.data).toEqual({ books: [{ title: 'Solaris' }] });
      expect((await service.from('notes').select('id')).data).toHaveLength(2);
    });
  });

  describe('errors of a read', () => {
    it('names unknown tables, columns and relationships with PostgREST codes', async () => {
      const table = await anon.from('nowhere').select();
      expect([table.status, table.error?.code, table.error?.message]).toEqual([
        404,
        'PGRST205',
        "Could not find the table 'public.nowhere' in the schema cache",
      ]);
      const column = await anon.from('books').select('id, nope');
      expect([column.status, column.error?.code, column.error?.message]).toEqual([
        400,
        '42703',
        'column books.nope does not exist',
      ]);
      const filterColumn = await anon.from('books').select('id').eq('nope', 1);
      expect(filterColumn.error?.code).toBe('42703');
      const relation = await anon.from('books').select('id, notes(*)');
      expect([relation.status, relation.error?.code]).toEqual([400, 'PGRST200']);
      const ambiguous = await anon.from('books').select('id, authors(name)');
      expect([ambiguous.status, ambiguous.error?.code, ambiguous.error?.hint]).toEqual([
        300,
        'PGRST201',
        "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_id_fkey'. Find the desired relationship in the 'details' key.",
      ]);
      const reverse = await anon.from('authors').select('books(id)');
      expect(reverse.error?.details).toEqual([
        {
          cardinality: 'one-to-many',
          embedding: 'authors with books',
          relationship: 'books_author_id_fkey using authors(id) and books(author_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'authors with books',
          relationship: 'books_editor_id_fkey using authors(id) and books(editor_id)',
        },
      ]);
      const notEmbedded = await anon.from('books').select('id').eq('reviews.rating', 5);
      expect([notEmbedded.status, notEmbedded.error?.code]).toEqual([400, 'PGRST108']);
    });

    it('answers a malformed query string with PGRST100 and a clear message', async () => {
      const bad = await fixture.request('/books?select=id,authors(name&id=eq.1');
      const body = await errorOf(bad);
      expect([bad.status, body.code]).toEqual([400, 'PGRST100']);
      expect(body.message).toContain('failed to parse select parameter');
      const unknownOperator = await fixture.request('/books?id=equals.1');
      expect((await errorOf(unknownOperator)).details).toBe('unknown single value operator equals');
      const noOperator = await fixture.request('/books?id=1');
      expect(await noOperator.json()).toMatchObject({
        code: 'PGRST100',
        message: '"failed to parse filter (1)" (line 1, column 1)',
        details: 'unexpected "1" expecting operator (eq, gt, ...)',
      });
      const badValue = await anon.from('books').select('id').eq('id', 'one');
      expect([badValue.status, badValue.error?.code]).toEqual([400, '22P02']);
    });

    it('refuses schemas other than public and media types it cannot produce', async () => {
      const schema = await anon.schema('auth').from('users').select();
      expect([schema.status, schema.error?.code, schema.error?.message]).toEqual([
        406,
        'PGRST106',
        'Invalid schema: auth',
      ]);
      const xml = await fixture.request('/books', { headers: { accept: 'application/xml' } });
      expect([xml.status, (await errorOf(xml)).code]).toEqual([406, 'PGRST107']);
    });
  });

  describe('writing', () => {
    it('inserts one row, answering 201 with no body unless asked to return it', async () => {
      const minimal = await alice.from('authors').insert({ name: 'Minimal Author' });
      expect([minimal.status, minimal.data, minimal.error]).toEqual([201, null, null]);
      const { data } = await service
        .from('authors')
        .select('name, created_by')
        .eq('name', 'Minimal Author')
        .single();
      expect(data).toEqual({ name: 'Minimal Author', created_by: ALICE });
    });

    it('inserts arrays and returns them, with defaults and embedded resources', async () => {
      const { data, error, status } = await alice
        .from('books')
        .insert([
          { author_id: 2, title: 'Parable of the Sower', tags: ['dystopia'] },
          { author_id: 2, title: 'Dawn', tags: [], pages: 248 },
        ])
        .select('title, tags, pages, published, owner, author:authors!author_id(name)');
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([
        {
          title: 'Parable of the Sower',
          tags: ['dystopia'],
          pages: null,
          published: true,
          owner: ALICE,
          author: { name: 'Octavia E. Butler' },
        },
        {
          title: 'Dawn',
          tags: [],
          pages: 248,
          published: true,
          owner: ALICE,
          author: { name: 'Octavia E. Butler' },
        },
      ]);
    });

    it('uses column defaults for missing keys with missing=default', async () => {
      const { data, error } = await alice
        .from('books')
        .upsert(
          [
            { author_id: 2, title: 'Wild Seed', published: false },
            { author_id: 2, title: 'Mind of My Mind' },
          ],
          {
            defaultToNull: false,
          },
        )
        .select('title, published, tags');
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: 'Wild Seed', published: false, tags: [] },
        { title: 'Mind of My Mind', published: true, tags: [] },
      ]);
    });

    it('gives an identity column its next value where only some rows of a missing=default insert name it', async () => {
      const { data, error } = await alice
        .from('authors')
        .insert(
          [
            { id: 900, name: 'Given Identity' },
            { name: 'Drawn Identity', born: '1950-05-05' },
          ],
          { defaultToNull: false },
        )
        .select('id, name, born');
      expect(error).toBeNull();
      const rows = data as { id: number; name: string; born: string | null }[];
      expect(rows.map(({ name, born }) => ({ name, born }))).toEqual([
        { name: 'Given Identity', born: null },
        { name: 'Drawn Identity', born: '1950-05-05' },
      ]);
      expect(rows[0]!.id).toBe(900);
      expect(rows[1]!.id).toEqual(expect.any(Number));
    });

    it('answers a write with Prefer: tx=rollback and then rolls it back', async () => {
      const written = await fixture.request('/authors?select=name', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await fixture.tokenFor(ALICE)}`,
          'Content-Type': 'application/json',
          Prefer: 'return=representation, tx=rollback',
        },
        body: JSON.stringify({ name: 'Never Kept' }),
      });
      expect(written.status).toBe(201);
      expect(written.headers.get('preference-applied')).toContain('tx=rollback');
      expect(await written.json()).toEqual([{ name: 'Never Kept' }]);
      const { data } = await service.from('authors').select('id').eq('name', 'Never Kept');
      expect(data).toEqual([]);
    });

    it('refuses and rolls back an update touching more rows than a strict max-affected allows', async () => {
      const token = await fixture.tokenFor(ALICE);
      const patch = (limit: number) =>
        fixture.request('/books?author_id=eq.2', {
          method: 'PATCH',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Prefer: `handling=strict, max-affected=${limit}`,
          },
          body: JSON.stringify({ pages: 777 }),
        });
      const refused = await patch(1);
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({ code: 'PGRST124' });
      const { data: untouched } = await alice.from('books').select('id').eq('pages', 777);
      expect(untouched).toEqual([]);
      const allowed = await patch(100);
      expect(allowed.status).toBe(204);
      const { data: touched } = await alice.from('books').select('id').eq('pages', 777);
      expect((touched ?? []).length).toBeGreaterThan(1);
    });

    it('answers an upsert 200 when it only updated rows and 201 when it inserted any', async () => {
      const existing = await alice
        .from('authors')
        .upsert({ id: 1, name: 'Ursula K. Le Guin', born: '1929-10-21' })
        .select('id');
      expect([existing.status, existing.data]).toEqual([200, [{ id: 1 }]]);
      const mixed = await alice
        .from('authors')
        .upsert([
          { id: 1, name: 'Ursula K. Le Guin', born: '1929-10-21' },
          { id: 950, name: 'Upserted Anew', born: null },
        ])
        .select('id');
      expect([mixed.status, mixed.data]).toEqual([201, [{ id: 1 }, { id: 950 }]]);
    });

    it('upserts by primary key or on_conflict, merging or ignoring duplicates', async () => {
      const created = await alice
        .from('authors')
        .insert({ name: 'Upsert Author', born: '1900-01-01' })
        .select('id')
        .single();
      const id = (created.data as { id: number }).id;
      const merged = await alice
        .from('authors')
        .upsert({ id, name: 'Upsert Author', born: '1901-02-03' })
        .select('id, born');
      expect(merged.data).toEqual([{ id, born: '1901-02-03' }]);
      const byName = await alice
        .from('authors')
        .upsert({ name: 'Upsert Author', born: '1902-03-04' }, { onConflict: 'name' })
        .select('id, born');
      expect(byName.data).toEqual([{ id, born: '1902-03-04' }]);
      const ignored = await alice
        .from('authors')
        .upsert([{ name: 'Upsert Author', born: '1999-01-01' }, { name: 'Fresh Author' }], {
          onConflict: 'name',
          ignoreDuplicates: true,
        })
        .select('name, born');
      expect(ignored.data).toEqual([{ name: 'Fresh Author', born: null }]);
      expect((await anon.from('authors').select('born').eq('id', id).single()).data).toEqual({
        born: '1902-03-04',
      });
    });

    it('updates the filtered rows, only those row-level security allows', async () => {
      const { data } = await alice
        .from('books')
        .update({ pages: 999 })
        .eq('title', 'Dawn')
        .select('title, pages');
      expect(data).toEqual([{ title: 'Dawn', pages: 999 }]);
      const notTheirs = await bob.from('books').update({ pages: 1 }).eq('title', 'Dawn').select();
      expect([notTheirs.error, notTheirs.data]).toEqual([null, []]);
      const minimal = await alice.from('books').update({ pages: 1000 }).eq('title', 'Dawn');
      expect([minimal.status, minimal.data]).toEqual([204, null]);
      const counted = await alice
        .from('books')
        .update({ pages: 1001 }, { count: 'exact' })
        .eq('title', 'Dawn');
      expect(counted.count).toBe(1);
    });

    it('deletes the filtered rows and refuses writes to every row', async () => {
      await alice.from('books').insert({ author_id: 2, title: 'To delete' });
      const { data } = await alice.from('books').delete().eq('title', 'To delete').select('title');
      expect(data).toEqual([{ title: 'To delete' }]);
      const everything = await alice.from('books').delete();
      expect([everything.status, everything.error?.code, everything.error?.message]).toEqual([
        400,
        '21000',
        'DELETE requires a WHERE clause',
      ]);
      const everyUpdate = await alice.from('books').update({ pages: 1 });
      expect(everyUpdate.error?.message).toBe('UPDATE requires a WHERE clause');
    });

    it('answers constraint violations with PostgreSQL codes and PostgREST statuses', async () => {
      const check = await alice.from('books').insert({ author_id: 1, title: '' });
      expect([check.status, check.error?.code]).toEqual([400, '23514']);
      const notNull = await alice.from('books').insert({ author_id: 1, title: null });
      expect([notNull.status, notNull.error?.code]).toEqual([400, '23502']);
      const foreign = await alice.from('books').insert({ author_id: 999, title: 'Orphan' });
      expect([foreign.status, foreign.error?.code]).toEqual([409, '23503']);
      const unique = await alice
        .from('authors')
        .insert({ name: 'Kindred Spirit' })
        .then(() => alice.from('authors').insert({ name: 'Kindred Spirit' }));
      expect([unique.status, unique.error?.code]).toEqual([409, '23505']);
      const badType = await alice.from('books').insert({ author_id: 1, title: 'Typed', pages: 'many' });
      expect([badType.status, badType.error?.code]).toEqual([400, '22P02']);
      const column = await alice.from('books').insert({ author_id: 1, title: 'X', colour: 'red' });
      expect([column.status, column.error?.code, column.error?.message]).toEqual([
        400,
        'PGRST204',
        "Could not find the 'colour' column of 'books' in the schema cache",
      ]);
    });

    it('answers 401 for anon and 403 for users when privileges or policies refuse a write', async () => {
      const anonymous = await anon.from('notes').insert({ body: 'hi' });
      expect([anonymous.status, anonymous.error?.code]).toEqual([401, '42501']);
      const impostor = await alice.from('notes').insert({ body: 'as Bob', owner: BOB });
      expect([impostor.status, impostor.error?.code]).toEqual([403, '42501']);
      expect((await service.from('notes').select('id').eq('body', 'as Bob')).data).toEqual([]);
    });

    it('rolls back a write whose result cannot be the single object asked for', async () => {
      const two = await alice
        .from('authors')
        .insert([{ name: 'Single One' }, { name: 'Single Two' }])
        .select()
        .single();
      expect([two.status, two.error?.code, two.error?.details]).toEqual([
        406,
        'PGRST116',
        'The result contains 2 rows',
      ]);
      expect((await anon.from('authors').select('id').like('name', 'Single %')).data).toEqual([]);
      const one = await alice.from('authors').insert({ name: 'Single Three' }).select('name').single();
      expect(one.data).toEqual({ name: 'Single Three' });
    });

    it('answers return=headers-only with a Location, and takes the columns parameter', async () => {
      const response = await fixture.request('/authors?columns="name","born"', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await fixture.tokenFor(ALICE)}`,
          'content-type': 'application/json',
          prefer: 'return=headers-only',
        },
        body: JSON.stringify({ name: 'Located Author', born: '1950-05-05', bio: { ignored: true } }),
      });
      expect(response.status).toBe(201);
      const location = response.headers.get('location');
      expect(location).toMatch(/^\/authors\?id=eq\.\d+$/);
      const located = await fixture.request(`${location}&select=name,born,bio`);
      expect(await located.json()).toEqual([{ name: 'Located Author', born: '1950-05-05', bio: null }]);
    });

    it('answers a malformed or oversized body with a clear 400 or 413', async () => {
      const headers = {
        authorization: `Bearer ${await fixture.tokenFor(ALICE)}`,
        'content-type': 'application/json',
      };
      const broken = await fixture.request('/authors', { method: 'POST', headers, body: '{"name": ' });
      expect([broken.status, (await errorOf(broken)).code]).toEqual([400, 'PGRST102']);
      const scalar = await fixture.request('/authors', { method: 'POST', headers, body: '[1, 2]' });
      expect([scalar.status, (await errorOf(scalar)).message]).toEqual([
        400,
        'The request body must be a JSON object or an array of JSON objects.',
      ]);
      const mismatched = await fixture.request('/authors', {
        method: 'POST',
        headers,
        body: JSON.stringify([{ name: 'A' }, { born: '2000-01-01' }]),
      });
      expect((await errorOf(mismatched)).message).toBe('All object keys must match');
      const huge = await fixture.request('/authors', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
      });
      expect([huge.status, (await errorOf(huge)).code]).toEqual([413, 'PGRST102']);
    });
  });

  describe('functions', () => {
    it('calls a function with named arguments by POST and by GET', async () => {
      expect(await anon.rpc('add_them', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
      expect(await anon.rpc('add_them', { a: 2, b: 3 }, { get: true })).toMatchObject({ data: 5 });
      expect((await alice.rpc('whoami')).data).toBe(ALICE);
      expect((await anon.rpc('whoami')).data).toBe('nobody');
    });

    it('reads a function returning rows like a table: select, filters, order, embedding, count', async () => {
      const { data } = await anon
        .rpc('books_by', { author: 1 })
        .select('title, author:authors!author_id(name)')
        .lt('pages', 350)
        .order('id', { ascending: false });
      expect(data).toEqual([
        { title: 'The Left Hand of Darkness', author: { name: 'Ursula K. Le Guin' } },
        { title: 'A Wizard of Earthsea', author: { name: 'Ursula K. Le Guin' } },
      ]);
      const counted = await anon.rpc('books_by', { author: 1 }, { count: 'exact', head: true });
      expect(counted.count).toBe(3);
      expect((await anon.rpc('first_book').select('id')).data).toEqual({ id: 1 });
      expect((await anon.rpc('author_stats')).data).toEqual([
        { author_id: 1, book_count: 3 },
        { author_id: 2, book_count: expect.any(Number) },
        { author_id: 3, book_count: 1 },
      ]);
      expect((await anon.rpc('tag_list')).data).toContain('time-travel');
    });

    it('counts the result of a function returning a scalar or a set of scalars, with HEAD too', async () => {
      expect(await anon.rpc('add_them', { a: 2, b: 3 }, { count: 'exact' })).toMatchObject({
        data: 5,
        count: 1,
      });
      const head = await anon.rpc('add_them', { a: 2, b: 3 }, { count: 'exact', head: true, get: true });
      expect([head.status, head.data, head.count]).toEqual([200, null, 1]);
      const tags = await anon.rpc('tag_list', {}, { count: 'exact' }).range(0, 1);
      expect(tags.data).toHaveLength(2);
      expect(tags.count).toBeGreaterThan(2);
      expect((await anon.rpc('tag_list')).count).toBeNull();
    });

    it('passes the whole body to a single unnamed text parameter and refuses ambiguous overloads', async () => {
      expect((await anon.rpc('shout')).data).toBe('nothing to shout');
      expect((await anon.rpc('shout', { '': 'quiet' })).data).toBe('{"":"QUIET"}');
      const ambiguous = await anon.rpc('either');
      expect([ambiguous.status, ambiguous.error?.code, ambiguous.error?.message]).toEqual([
        300,
        'PGRST203',
        'Could not choose the best candidate function between: public.either(), public.either( => text)',
      ]);
    });

    it('passes arrays, variadic lists and a single unnamed json argument', async () => {
      expect((await anon.rpc('sum_all', { numbers: [1, 2, 3, 4] })).data).toBe(10);
      expect((await anon.rpc('echo', { any: ['json', 1] })).data).toEqual({ any: ['json', 1] });
    });

    it('answers a void function with 204, and writes only in POST', async () => {
      const published = await bob.rpc('publish', { book: 6, value: false });
      expect([published.status, published.data, published.error]).toEqual([204, null, null]);
      const readOnly = await bob.rpc('publish', { book: 6 }, { get: true });
      expect([readOnly.status, readOnly.error?.code]).toEqual([405, '25006']);
    });

    it('answers raised exceptions and unknown functions as PostgREST does', async () => {
      const refused = await anon.rpc('refuse', { reason: 'no' });
      expect([refused.status, refused.error]).toEqual([
        400,
        { code: 'P0001', message: 'Refused: no', details: null, hint: 'Ask nicely' },
      ]);
      const unknown = await anon.rpc('add_them', { a: 1, c: 2 });
      expect([unknown.status, unknown.error?.code, unknown.error?.message]).toEqual([
        404,
        'PGRST202',
        'Could not find the function public.add_them(a, c) in the schema cache',
      ]);
      expect((await anon.rpc('no_such_function')).error?.code).toBe('PGRST202');
    });
  });

  describe('credentials', () => {
    const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const future = () => Math.floor(Date.now() / 1000) + 600;

    async function refusal(
      token: string,
      apikey = fixture.keys.anonKey,
    ): Promise<[number, string, string | null]> {
      const response = await fixture.request('/notes?select=body', {
        headers: { apikey, authorization: `Bearer ${token}` },
      });
      return [response.status, (await errorOf(response)).code, response.headers.get('www-authenticate')];
    }

    it('refuses a token signed with another secret, even for a real user', async () => {
      const forged = await new SignJWT({ role: 'service_role' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(future())
        .sign(new TextEncoder().encode('not-the-project-secret-but-long-enough'));
      expect(await refusal(forged)).toEqual([401, 'PGRST301', 'Bearer error="invalid_token"']);
    });

    it('refuses an unsigned token (alg none) and a payload changed after signing', async () => {
      const unsigned = `${segment({ alg: 'none', typ: 'JWT' })}.${segment({ role: 'service_role', exp: future() })}.`;
      expect((await refusal(unsigned))[1]).toBe('PGRST301');
      const [header, , signature] = (await fixture.tokenFor(ALICE)).split('.');
      const tampered = `${header}.${segment({ role: 'authenticated', sub: BOB, exp: future() })}.${signature}`;
      expect((await refusal(tampered))[1]).toBe('PGRST301');
    });

    it('refuses an expired token with PGRST303', async () => {
      const expired = await fixture.tokenFor(ALICE, { expiresIn: -60 });
      const response = await fixture.request('/notes', { headers: { authorization: `Bearer ${expired}` } });
      expect([response.status, await response.json()]).toEqual([
        401,
        { code: 'PGRST303', message: 'JWT expired', details: null, hint: null },
      ]);
    });

    it('refuses roles the database must never act as, and requests without a key', async () => {
      for (const role of ['postgres', 'supabase_admin', 'authenticator']) {
        const token = await new SignJWT({ role, sub: ALICE })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime(future())
          .sign(new TextEncoder().encode(fixture.keys.jwtSecret));
        expect((await refusal(token))[0]).toBe(401);
      }
      const keyless = await fetch(`${fixture.url}/rest/v1/books`);
      expect([keyless.status, (await errorOf(keyless)).message]).toEqual([
        401,
        'No API key found in request: send the apikey header.',
      ]);
    });

    it('never falls back to the apikey when the bearer token is refused', async () => {
      const expired = await fixture.tokenFor(ALICE, { expiresIn: -1 });
      expect((await refusal(expired, fixture.keys.serviceRoleKey))[0]).toBe(401);
    });
  });

  describe('the HTTP surface', () => {
    it('answers CORS preflights with the headers supabase-js sends and exposes Content-Range', async () => {
      const preflight = await fetch(`${fixture.url}/rest/v1/books`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers':
            'apikey, authorization, content-type, x-client-info, prefer, range, accept-profile, content-profile',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = preflight.headers.get('access-control-allow-headers')!.split(',');
      for (const header of [
        'apikey',
        'authorization',
        'content-type',
        'x-client-info',
        'prefer',
        'range',
        'accept-profile',
        'content-profile',
      ]) {
        expect(allowed).toContain(header);
      }
      expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
      const read = await fixture.request('/books?select=id', {
        headers: { origin: 'http://localhost:5173' },
      });
      expect(read.headers.get('access-control-allow-origin')).toBe('*');
      expect(read.headers.get('access-control-expose-headers')).toContain('content-range');
      const refused = await fixture.request('/no_such_table', {
        headers: { origin: 'http://localhost:5173' },
      });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect(refused.headers.get('access-control-expose-headers')).toContain('content-range');
    });

    it('reloads the schema cache after a migration adds a table', async () => {
      await fixture.database.exec(
        `create table public.shelves (id int primary key, label text); insert into public.shelves values (1, 'Top');`,
      );
      expect((await anon.from('shelves').select()).error?.code).toBe('PGRST205');
      await fixture.schemaCache.reload();
      expect((await anon.from('shelves').select()).data).toEqual([{ id: 1, label: 'Top' }]);
    });
  });
});
