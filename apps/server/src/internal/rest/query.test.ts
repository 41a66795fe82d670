import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { parseFilterValue, parseLogic } from './filter-parser';
import { parseOrder, parseQuery } from './query';
import { QUERY_LIMITS } from './query-syntax';
import { parseSelect } from './select-parser';

function refusal(parse: () => unknown): ApiError {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the input to be refused');
}

function query(search: string) {
  return parseQuery(new URLSearchParams(search).entries());
}

describe('parseSelect', () => {
  it('reads columns, aliases, casts, JSON paths and the star', () => {
    expect(parseSelect('*,title:name,price::text,metadata->>series,data->tags->0')).toEqual([
      { type: 'star' },
      { type: 'field', field: { name: 'name', json: [] }, alias: 'title', cast: undefined },
      { type: 'field', field: { name: 'price', json: [] }, alias: undefined, cast: 'text' },
      {
        type: 'field',
        field: { name: 'metadata', json: [{ arrow: '->>', key: 'series', index: false }] },
        alias: undefined,
        cast: undefined,
      },
      {
        type: 'field',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'tags', index: false },
            { arrow: '->', key: '0', index: true },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
    ]);
  });

  it('reads embedded resources with aliases, hints, !inner, nesting and count', () => {
    expect(parseSelect('id, author:authors!author_id!inner(name, books(count))')).toEqual([
      { type: 'field', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
      {
        type: 'embed',
        relation: 'authors',
        alias: 'author',
        hint: 'author_id',
        inner: true,
        children: [
          { type: 'field', field: { name: 'name', json: [] }, alias: undefined, cast: undefined },
          {
            type: 'embed',
            relation: 'books',
            alias: undefined,
            hint: undefined,
            inner: false,
            children: [
              { type: 'field', field: { name: 'count', json: [] }, alias: undefined, cast: undefined },
            ],
          },
        ],
      },
    ]);
  });

  it('keeps quoted names whole, commas and all', () => {
    expect(parseSelect('"odd, name":"a,b"')).toEqual([
      { type: 'field', field: { name: 'a,b', json: [] }, alias: 'odd, name', cast: undefined },
    ]);
  });

  it.each([
    ['id,', 'expecting field name'],
    ['authors(name', 'expecting ")"'],
    ['authors(name))', 'expecting "," or end of input'],
    ['price::', 'expecting letter or digit'],
    ['*!hint', 'expecting ")", "," or end of input'],
    ['...authors', 'expecting "("'],
    ['"unterminated', 'expecting closing quote'],
  ])('refuses %j with PGRST100 saying %s', (select, problem) => {
    const error = refusal(() => parseSelect(select));
    expect([error.status, error.code]).toEqual([400, 'PGRST100']);
    expect(error.message).toContain(`failed to parse select parameter (${select})`);
    expect(error.details).toContain(problem);
  });

  it('refuses embedding deeper than the limit', () => {
    const deep = `${'a('.repeat(QUERY_LIMITS.selectDepth + 1)}id${')'.repeat(QUERY_LIMITS.selectDepth + 1)}`;
    expect(refusal(() => parseSelect(deep)).details).toContain('embedding is limited');
  });
});

describe('parseFilterValue', () => {
  it('reads every operator, negation, lists and quantifiers', () => {
    expect(parseFilterValue('eq.5')).toEqual({
      negated: false,
      operation: { kind: 'simple', operator: 'eq', value: '5' },
    });
    expect(parseFilterValue('not.like.*a.b*')).toEqual({
      negated: true,
      operation: { kind: 'simple', operator: 'like', value: '*a.b*' },
    });
    expect(parseFilterValue('in.(1,"two, three",)')).toEqual({
      negated: false,
      operation: { kind: 'in', values: ['1', 'two, three', ''] },
    });
    expect(parseFilterValue('is.NULL')).toEqual({ negated: false, operation: { kind: 'is', value: 'null' } });
    expect(parseFilterValue('like(any).{a*,"b,c"}')).toEqual({
      negated: false,
      operation: { kind: 'quantified', operator: 'like', quantifier: 'any', values: ['a*', 'b,c'] },
    });
    expect(parseFilterValue('fts(english).cat & dog')).toEqual({
      negated: false,
      operation: { kind: 'fts', operator: 'fts', config: 'english', value: 'cat & dog' },
    });
    expect(parseFilterValue('cs.{a,b}').operation).toEqual({
      kind: 'simple',
      operator: 'cs',
      value: '{a,b}',
    });
  });

  it.each([
    ['zz.1', 'unknown single value operator zz'],
    ['eq', 'expecting delimiter (.)'],
    ['in.1,2', 'expecting "("'],
    ['in.(1,2', 'expecting ")" or ","'],
    ['is.maybe', 'unknown value "maybe"'],
    ['cs(any).{a}', 'takes no (any) modifier'],
    ['eq(some).{a}', 'expecting "(any)" or "(all)"'],
    ['', 'expecting operator'],
  ])('refuses %j with PGRST100 saying %s', (value, problem) => {
    const error = refusal(() => parseFilterValue(value));
    expect([error.status, error.code]).toEqual([400, 'PGRST100']);
    expect(error.message).toBe(
      `"failed to parse filter (${value})" (line 1, column ${error.message.match(/column (\d+)/)![1]})`,
    );
    expect(error.details).toContain(problem);
  });
});

describe('parseLogic', () => {
  it('reads nested and/or trees with negation and quoted values', () => {
    expect(parseLogic('or', false, '(id.eq.1,not.and(title.like."a,b",tags.cs.{x,y}))')).toEqual({
      type: 'logic',
      operator: 'or',
      negated: false,
      children: [
        {
          type: 'condition',
          condition: {
            field: { name: 'id', json: [] },
            negated: false,
            operation: { kind: 'simple', operator: 'eq', value: '1' },
          },
        },
        {
          type: 'logic',
          operator: 'and',
          negated: true,
          children: [
            {
              type: 'condition',
              condition: {
                field: { name: 'title', json: [] },
                negated: false,
                operation: { kind: 'simple', operator: 'like', value: 'a,b' },
              },
            },
            {
              type: 'condition',
              condition: {
                field: { name: 'tags', json: [] },
                negated: false,
                operation: { kind: 'simple', operator: 'cs', value: '{x,y}' },
              },
            },
          ],
        },
      ],
    });
  });

  it.each([
    ['()', 'expecting field name'],
    ['(id.in.1,2)', 'expecting "("'],
    ['(id.eq.1', 'expecting ")" or ","'],
    ['id.eq.1', 'expecting "("'],
    ['(id.eq.1,xor(a.eq.1))', 'expecting delimiter (.)'],
  ])('refuses %j with PGRST100 saying %s', (value, problem) => {
    const error = refusal(() => parseLogic('or', false, value));
    expect([error.code, error.message.startsWith(`"failed to parse logic tree (${value})"`)]).toEqual([
      'PGRST100',
      true,
    ]);
    expect(error.details).toContain(problem);
  });

  it('refuses nesting deeper than the limit', () => {
    const deep = `(${'or('.repeat(QUERY_LIMITS.logicDepth + 1)}id.eq.1${')'.repeat(QUERY_LIMITS.logicDepth + 1)})`;
    expect(refusal(() => parseLogic('and', false, deep)).details).toContain('nesting is limited');
  });
});

describe('parseOrder', () => {
  it('reads directions, nulls placement, JSON paths and related orders', () => {
    expect(parseOrder('title.desc.nullslast,data->>n,author(name).asc')).toEqual([
      { relation: undefined, field: { name: 'title', json: [] }, direction: 'desc', nulls: 'last' },
      {
        relation: undefined,
        field: { name: 'data', json: [{ arrow: '->>', key: 'n', index: false }] },
        direction: undefined,
        nulls: undefined,
      },
      { relation: 'author', field: { name: 'name', json: [] }, direction: 'asc', nulls: undefined },
    ]);
  });

  it.each(['id.ac', 'id.descc', 'id.asc.nlsfst', 'id,', 'author(name'])('refuses %j', (value) => {
    const error = refusal(() => parseOrder(value));
    expect([error.code, error.message.startsWith(`"failed to parse order (${value})"`)]).toEqual([
      'PGRST100',
      true,
    ]);
  });
});

describe('parseQuery', () => {
  it('sorts parameters into select, filters, logic, order, ranges and plain arguments', () => {
    const parsed = query(
      'select=id&id=gt.1&reviews.rating=eq.5&or=(a.eq.1,b.eq.2)&reviews.not.and=(c.eq.1)&order=id.desc&reviews.order=rating&limit=10&offset=5&reviews.limit=2&columns="a","b"&on_conflict=a&apikey=x&author=3',
    );
    expect(parsed.select).toEqual([
      { type: 'field', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
    ]);
    expect(parsed.filters.map((filter) => [filter.path, filter.tree.type])).toEqual([
      [[], 'condition'],
      [['reviews'], 'condition'],
      [[], 'logic'],
      [['reviews'], 'logic'],
    ]);
    expect(parsed.filters[3]!.tree).toMatchObject({ operator: 'and', negated: true });
    expect(parsed.order.map((order) => order.path)).toEqual([[], ['reviews']]);
    expect(parsed.ranges).toEqual([
      { path: [], limit: 10, offset: 5 },
      { path: ['reviews'], limit: 2, offset: undefined },
    ]);
    expect(parsed.columns).toEqual(['a', 'b']);
    expect(parsed.onConflict).toEqual(['a']);
    expect(parsed.plain).toEqual([['author', '3']]);
  });

  it('refuses a limit or offset that is not a whole number', () => {
    for (const search of ['limit=-1', 'limit=ten', 'offset=1.5', 'limit=99999999999999999999']) {
      const error = refusal(() => query(search));
      expect([error.code, error.details]).toEqual([
        'PGRST100',
        expect.stringMatching(/must be a whole number/),
      ]);
    }
  });

  it('refuses an unparsable filter key', () => {
    expect(refusal(() => query('a..b=eq.1')).message).toContain('failed to parse tree path (a..b)');
  });

  it('refuses more filters than the limit', () => {
    const search = Array.from({ length: QUERY_LIMITS.items + 1 }, (_, index) => `c${index}=eq.1`).join('&');
    expect(refusal(() => query(search)).details).toContain('filters are allowed');
  });
});
