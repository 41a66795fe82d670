/**
 * A seeded generator of hostile requests for the whole server: bad and deep JSON, oversized bodies, odd headers,
 * every filter operator with bad values, deep and wide embeds, forged tokens, imports and bulk inserts at and
 * over the limits, across /rest/v1, /auth/v1, /storage/v1 and /functions/v1.
 */

/** mulberry32: small, fast and reproducible. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Next = () => number;
export const pick = <T>(next: Next, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const upTo = (next: Next, max: number) => Math.floor(next() * (max + 1));

const TABLES: Record<string, string[]> = {
  question_sets: [
    'id',
    'game_name',
    'is_public',
    'is_official',
    'created_by',
    'intended_grades',
    'description',
  ],
  questions: ['id', 'question', 'answer', 'is_premium', 'question_set_id', 'position', 'type'],
  multiple_choice_options: ['id', 'question_id', 'option_text', 'is_correct', 'position'],
  profiles: ['id', 'username', 'created_at'],
  starred_question_sets: ['user_id', 'question_set_id'],
  feature_flags: ['name', 'enabled', 'description'],
  user_subscriptions: ['user_id', 'active', 'subscription_type'],
};
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'isdistinct',
  'like(any)',
  'eq(all)',
  'not.eq',
  'not.in',
  'not.is',
  'zz',
  '',
];
const BAD_VALUES = [
  '',
  'null',
  'nul',
  '1e309',
  '-0',
  'NaN',
  '99999999999999999999999',
  '((((',
  ')',
  '{',
  '{"a":',
  '[1,',
  '(1,2',
  "'; drop table questions; --",
  '\\',
  '%00',
  '%ff',
  '🙂',
  '*',
  '[a-',
  '(a*)*b',
  'true',
  'maybe',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5_000),
];
const EMBED_STEPS = ['questions', 'question_sets', 'multiple_choice_options', 'questions!inner', 'profiles'];
const RANGES = [
  'bytes=abc',
  '0-',
  '-5',
  '5-2',
  '99999999999999999999-',
  'items=0-0',
  '0-1,3-4',
  ' ',
  'x'.repeat(4_000),
];
const PREFERS = [
  'count=exact',
  'count=bogus',
  'return=everything',
  'resolution=merge-duplicates',
  'tx=rollback',
  '=,=,=',
  'count=exact,'.repeat(300),
];
const ACCEPTS = [
  'text/html',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object+json;nulls=weird',
  'text/csv',
  '*/*;q=abc',
  'a/'.repeat(2_000),
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=',
  'application/json; charset=latin9',
  '',
  'application/json',
];
const BAD_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '{"a":1,}',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '[[[[[[[[[[[[',
  'not json',
];

function deepJson(next: Next): string {
  const depth = 50 + upTo(next, 6_000);
  return next() < 0.5
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function embedSelect(next: Next): string {
  const depth = 1 + upTo(next, 7);
  let select = '*';
  for (let level = 0; level < depth; level += 1) select = `id,${pick(next, EMBED_STEPS)}(${select})`;
  const wide = upTo(next, next() < 0.3 ? 30 : 3);
  const siblings = Array.from({ length: wide }, (_, index) => `w${index}:${pick(next, EMBED_STEPS)}(*)`);
  return [select, ...siblings].join(',');
}

function filter(next: Next, table: string): string {
  const column = next() < 0.9 ? pick(next, TABLES[table]!) : pick(next, ['nope', 'id->>x', '"odd"', '']);
  const operator = pick(next, OPERATORS);
  const value = next() < 0.5 ? pick(next, BAD_VALUES) : pick(next, ['1', 'a', '(1,2)', '{a}', 'true']);
  return `${encodeURIComponent(column)}=${operator}.${encodeURIComponent(value)}`;
}

export interface Hostile {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Which token the request carries. */
  token: TokenKind;
  /** A write beyond the limits (rows per insert, questions per import), which must not succeed. */
  overLimit?: boolean;
}

/** What the generator aims at: a set of the signed-in user's own, so writes reach the database's rules. */
export interface HostileTargets {
  ownSetId: string;
}

/** Rows one REST insert may write (QUIZCOOP_MAX_INSERT_ROWS's default) and questions a set or import holds. */
const MAX_INSERT_ROWS = 1_000;
const MAX_QUESTIONS_PER_SET = 500;

export type TokenKind =
  | 'anon'
  | 'user'
  | 'none'
  | 'alg-none'
  | 'wrong-secret'
  | 'expired'
  | 'garbage'
  | 'forged-service';

function restRequest(next: Next): Hostile {
  const table = pick(next, Object.keys(TABLES));
  const parameters: string[] = [];
  if (next() < 0.5) parameters.push(`select=${encodeURIComponent(embedSelect(next))}`);
  for (let index = upTo(next, 3); index > 0; index -= 1) parameters.push(filter(next, table));
  if (next() < 0.2) parameters.push(`or=(${filter(next, table).replace('=', '.')})`);
  if (next() < 0.2)
    parameters.push(`order=${pick(next, TABLES[table]!)}.${pick(next, ['asc', 'desc', 'sideways'])}`);
  if (next() < 0.2) parameters.push(`limit=${pick(next, ['-1', '0', '1000000', 'x', '5'])}`);
  const headers: Record<string, string> = {};
  if (next() < 0.2) headers.range = pick(next, RANGES);
  if (next() < 0.2) headers.prefer = pick(next, PREFERS);
  if (next() < 0.2) headers.accept = pick(next, ACCEPTS);
  if (next() < 0.05) headers['x-giant'] = 'g'.repeat(12_000 + upTo(next, 20_000));
  const method = pick(next, ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT']);
  const resource = next() < 0.1 ? `rpc/${pick(next, ['toggle_star', 'copy_question_set', 'nope'])}` : table;
  const hostile: Hostile = {
    method,
    path: `/rest/v1/${resource}?${parameters.join('&')}`,
    headers,
    token: 'anon',
  };
  if (method === 'POST' || method === 'PATCH' || method === 'PUT') hostile.body = body(next, headers);
  return hostile;
}

function body(next: Next, headers: Record<string, string>): string {
  headers['content-type'] = next() < 0.8 ? 'application/json' : pick(next, CONTENT_TYPES);
  const roll = next();
  if (roll < 0.3) return deepJson(next);
  if (roll < 0.33) return `{"question":"${'x'.repeat(1_100_000)}"}`;
  if (roll < 0.7) return pick(next, BAD_BODIES);
  return JSON.stringify({ question: pick(next, BAD_VALUES), is_premium: false, is_public: next() < 0.5 });
}

function authRequest(next: Next): Hostile {
  const path = pick(next, [
    '/auth/v1/token?grant_type=password',
    '/auth/v1/token?grant_type=refresh_token',
    '/auth/v1/token?grant_type=pkce',
    '/auth/v1/token?grant_type=bogus',
    '/auth/v1/signup',
    '/auth/v1/recover',
    '/auth/v1/resend',
    '/auth/v1/user',
    '/auth/v1/logout?scope=global',
    '/auth/v1/verify?token=x&type=signup',
    '/auth/v1/otp',
    '/auth/v1/nowhere',
  ]);
  const method = path.startsWith('/auth/v1/user')
    ? pick(next, ['GET', 'PUT'])
    : path.includes('verify')
      ? 'GET'
      : 'POST';
  const headers: Record<string, string> = {};
  const hostile: Hostile = { method, path, headers, token: 'anon' };
  if (method !== 'GET') {
    hostile.body =
      next() < 0.5
        ? body(next, headers)
        : JSON.stringify({
            email: pick(next, ['not-an-email', '', 'a@b', '@@', 'x'.repeat(300)]),
            password: pick(next, BAD_VALUES),
            refresh_token: pick(next, BAD_VALUES),
            data: next() < 0.3 ? JSON.parse(`${'['.repeat(30)}${']'.repeat(30)}`) : {},
          });
  }
  return hostile;
}

function storageRequest(next: Next): Hostile {
  const bucket = pick(next, ['assets', 'sounds', 'question-media', 'nope', '..', '%2e%2e', '']);
  const name = pick(next, [
    'a.png',
    '../../etc/passwd',
    '..%2f..%2fpgdata',
    '%00.png',
    'a/'.repeat(200),
    'ß.svg',
    '',
  ]);
  const path = pick(next, [
    `/storage/v1/object/public/${bucket}/${name}`,
    `/storage/v1/object/${bucket}/${name}`,
    `/storage/v1/object/sign/${bucket}/${name}`,
    `/storage/v1/object/list/${bucket}`,
    `/storage/v1/bucket`,
    `/storage/v1/bucket/${bucket}`,
    `/storage/v1/object/authenticated/${bucket}/${name}`,
  ]);
  const method = pick(next, ['GET', 'POST', 'PUT', 'DELETE']);
  const headers: Record<string, string> = {};
  const hostile: Hostile = { method, path, headers, token: 'anon' };
  if (method === 'POST' || method === 'PUT') hostile.body = body(next, headers);
  if (next() < 0.3)
    headers['content-type'] = pick(next, ['image/png', 'image/svg+xml', 'text/html', 'application/json']);
  return hostile;
}

function functionRequest(next: Next): Hostile {
  const name = pick(next, [
    'check-subscription',
    'create-checkout',
    'customer-portal',
    'payments-webhook',
    'delete-account',
    'nope',
    '..',
  ]);
  const headers: Record<string, string> = {};
  if (next() < 0.3) headers['stripe-signature'] = pick(next, ['t=1,v1=abc', '', 'x'.repeat(3_000)]);
  return { method: 'POST', path: `/functions/v1/${name}`, headers, body: body(next, headers), token: 'anon' };
}

function importedQuestion(next: Next, index: number): unknown {
  const roll = next();
  if (roll < 0.9) return { question: `Fuzz ${index}?`, answer: `${index}` };
  if (roll < 0.93) return { question: 'x'.repeat(501), answer: 'a' };
  if (roll < 0.96)
    return { question: 'Pick?', answer: '', options: [{ option_text: 'A', is_correct: true }] };
  return pick(next, BAD_VALUES);
}

/** An import at, under and over the number of questions a set holds, into the user's own set or elsewhere. */
function importRequest(next: Next, targets: HostileTargets): Hostile {
  const count = pick(next, [
    1,
    5,
    MAX_QUESTIONS_PER_SET - 1,
    MAX_QUESTIONS_PER_SET,
    MAX_QUESTIONS_PER_SET + 1,
    4 * MAX_QUESTIONS_PER_SET,
  ]);
  const setId = next() < 0.8 ? targets.ownSetId : pick(next, BAD_VALUES);
  const questions = Array.from({ length: count }, (_, index) => importedQuestion(next, index));
  return {
    method: 'POST',
    path: '/rest/v1/rpc/import_questions',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ set_id: setId, questions }),
    token: 'anon',
    overLimit: count > MAX_QUESTIONS_PER_SET,
  };
}

/** Many rows in one insert: questions for the user's own set, or problem reports, which anyone may file. */
function bulkInsertRequest(next: Next, targets: HostileTargets): Hostile {
  const rows = pick(next, [MAX_INSERT_ROWS, MAX_INSERT_ROWS + 1, MAX_QUESTIONS_PER_SET + 1]);
  const questions = next() < 0.5;
  const row = (index: number) =>
    questions
      ? {
          question_set_id: targets.ownSetId,
          position: 1_000 + index,
          question: `Bulk ${index}?`,
          answer: 'a',
        }
      : { category: 'fuzz', description: `Bulk report ${index}` };
  return {
    method: 'POST',
    path: `/rest/v1/${questions ? 'questions' : 'problem_reports'}`,
    headers: {
      'content-type': 'application/json',
      prefer: pick(next, ['return=minimal', 'return=minimal, missing=default']),
    },
    body: JSON.stringify(Array.from({ length: rows }, (_, index) => row(index))),
    token: 'anon',
    // More questions than a set holds must be refused too, by the database's rule.
    overLimit: rows > MAX_INSERT_ROWS || questions,
  };
}

const TOKENS: TokenKind[] = [
  'anon',
  'anon',
  'user',
  'none',
  'alg-none',
  'wrong-secret',
  'expired',
  'garbage',
  'forged-service',
];

export function hostileRequest(next: Next, targets: HostileTargets): Hostile {
  const roll = next();
  if (roll < 0.02) {
    const write = roll < 0.01 ? importRequest(next, targets) : bulkInsertRequest(next, targets);
    // Mostly as the set's owner, so the writes reach the database's rules rather than stop at the token.
    write.token = next() < 0.7 ? 'user' : pick(next, TOKENS);
    return write;
  }
  const request =
    roll < 0.55
      ? restRequest(next)
      : roll < 0.75
        ? authRequest(next)
        : roll < 0.9
          ? storageRequest(next)
          : functionRequest(next);
  request.token = pick(next, TOKENS);
  return request;
}
