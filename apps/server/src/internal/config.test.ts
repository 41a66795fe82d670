import { describe, expect, it } from 'vitest';
import { parseAddressRanges } from './client-address';
import { ConfigError, IN_MEMORY, loadConfig } from './config';
import { DEFAULT_RATE_LIMITS, DEFAULT_REST_LIMITS } from './config-limits';
import { configRefusal } from './test-fixture/config-refusal';

describe('loadConfig', () => {
  it('runs one process per core on PostgreSQL, and one on PGlite', () => {
    const postgres = 'postgres://quiz@db.school.example/quizcoop';
    expect(loadConfig({ DATABASE_URL: postgres }, '/srv', 6)).toMatchObject({
      workers: 6,
      databasePoolSize: 10,
    });
    expect(loadConfig({}, '/srv', 6).workers).toBe(1);
    expect(loadConfig({ QUIZCOOP_DATA_DIR: IN_MEMORY }, '/srv', 6).workers).toBe(1);
    expect(
      loadConfig(
        { DATABASE_URL: postgres, QUIZCOOP_WORKERS: '3', QUIZCOOP_DATABASE_POOL_SIZE: '4' },
        '/srv',
        6,
      ),
    ).toMatchObject({ workers: 3, databasePoolSize: 4 });
  });

  it('refuses several processes on PGlite, which one process owns, and says what to set', () => {
    for (const dataDir of [undefined, IN_MEMORY]) {
      expect(configRefusal({ QUIZCOOP_WORKERS: '2', QUIZCOOP_DATA_DIR: dataDir }).message).toBe(
        'QUIZCOOP_WORKERS can be more than 1 only with DATABASE_URL: a PGlite database (a data folder or ' +
          'memory://) belongs to one process. Set DATABASE_URL to a PostgreSQL server, or set QUIZCOOP_WORKERS to 1.',
      );
    }
    expect(loadConfig({ QUIZCOOP_WORKERS: '1' }).workers).toBe(1);
  });

  it('defaults to port 3000 on 127.0.0.1 with data in ./.data, confirmation on and the local mailbox', () => {
    const config = loadConfig({}, '/srv/quizcoop');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/quizcoop/.data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      siteUrl: undefined,
      additionalRedirectUrls: [],
      adminEmail: undefined,
      emailConfirm: true,
      disableSignup: false,
      anonymousSignIns: false,
      otpRevealUnknownUsers: false,
      smsAutoconfirm: false,
      phoneFormat: 'e164',
      mfaWebAuthn: true,
      passwordPolicy: { minLength: 8, requirements: 'lower_upper_letters_digits_symbols' },
      jwtPublicKeys: [],
      smtpUrl: undefined,
      mailbox: 'local',
      stripe: undefined,
      trustProxy: { kind: 'none' },
      durability: 'full',
      rateLimits: DEFAULT_RATE_LIMITS,
      readCacheMs: 1000,
      serveSourceMaps: false,
      allowedHosts: [],
    });
    expect(config.webRoot).toMatch(/apps\/web\/dist$/);
  });

  it('bounds each REST request by default: 5 s, 1,000 rows, 3 embed levels, 5 MB, 1,000 rows per insert', () => {
    expect(loadConfig({}).restLimits).toEqual(DEFAULT_REST_LIMITS);
    expect(DEFAULT_REST_LIMITS).toEqual({
      statementTimeoutMs: 5_000,
      maxRows: 1_000,
      maxEmbedDepth: 3,
      maxResponseBytes: 5 * 1024 * 1024,
      maxInsertRows: 1_000,
    });
    expect(
      loadConfig({
        QUIZCOOP_STATEMENT_TIMEOUT_MS: '20000',
        QUIZCOOP_MAX_ROWS: '5000',
        QUIZCOOP_MAX_EMBED_DEPTH: '5',
        QUIZCOOP_MAX_RESPONSE_BYTES: '20000000',
        QUIZCOOP_MAX_INSERT_ROWS: '200',
      }).restLimits,
    ).toEqual({
      statementTimeoutMs: 20_000,
      maxRows: 5_000,
      maxEmbedDepth: 5,
      maxResponseBytes: 20_000_000,
      maxInsertRows: 200,
    });
  });

  it("serves the public schema by default and only the project's own schemas when told others", () => {
    expect(loadConfig({}).restSchemas).toEqual(['public']);
    expect(loadConfig({ QUIZCOOP_REST_SCHEMAS: ' api, public ,api' }).restSchemas).toEqual(['api', 'public']);
    for (const value of ['auth', 'public,storage', 'pg_catalog', 'Api', 'a-b', ' , ']) {
      expect(() => loadConfig({ QUIZCOOP_REST_SCHEMAS: value })).toThrow(ConfigError);
    }
  });

  it('leaves aggregates off unless turned on', () => {
    expect(loadConfig({}).restAggregates).toBe(false);
    expect(loadConfig({ QUIZCOOP_REST_AGGREGATES: 'true' }).restAggregates).toBe(true);
    expect(() => loadConfig({ QUIZCOOP_REST_AGGREGATES: 'maybe' })).toThrow(ConfigError);
  });

  it('turns the read cache off with 0 and keeps it at most a minute', () => {
    expect(loadConfig({ QUIZCOOP_READ_CACHE_MS: '0' }).readCacheMs).toBe(0);
    expect(loadConfig({ QUIZCOOP_READ_CACHE_MS: '60000' }).readCacheMs).toBe(60_000);
  });

  it('accepts an in-memory database', () => {
    expect(loadConfig({ QUIZCOOP_DATA_DIR: IN_MEMORY }).dataDir).toBe(IN_MEMORY);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://quiz:secret@db.school.example:5432/quizcoop',
      QUIZCOOP_JWT_SECRET: 'x'.repeat(40),
      QUIZCOOP_SITE_URL: 'https://quiz.school.example/',
      QUIZCOOP_ADDITIONAL_REDIRECT_URLS: 'http://localhost:5173, https://staging.school.example',
      QUIZCOOP_ADMIN_EMAIL: 'Head.Teacher@School.example',
      QUIZCOOP_EMAIL_CONFIRM: 'yes',
      SMTP_URL: 'smtps://mailer:pw@smtp.school.example:465',
      QUIZCOOP_MAIL_FROM: 'Quiz Coop <quiz@school.example>',
      QUIZCOOP_MAILBOX: 'network',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      QUIZCOOP_TRUST_PROXY: '2',
      QUIZCOOP_DURABILITY: 'relaxed',
      QUIZCOOP_RATE_LIMIT_SIGN_IN: '10',
      QUIZCOOP_RATE_LIMIT_TOKEN_REFRESH: '20',
      QUIZCOOP_RATE_LIMIT_VERIFY: '30',
      QUIZCOOP_RATE_LIMIT_EMAIL_SENT: '4',
      QUIZCOOP_RATE_LIMIT_EMAIL_INTERVAL: '0',
      QUIZCOOP_SERVE_SOURCE_MAPS: 'true',
      QUIZCOOP_ALLOWED_HOSTS: 'Quiz.School.example, 10.0.0.5,[fd00::5]',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://quiz:secret@db.school.example:5432/quizcoop',
      siteUrl: 'https://quiz.school.example',
      additionalRedirectUrls: ['http://localhost:5173', 'https://staging.school.example'],
      adminEmail: 'head.teacher@school.example',
      emailConfirm: true,
      smtpUrl: 'smtps://mailer:pw@smtp.school.example:465',
      mailFrom: 'Quiz Coop <quiz@school.example>',
      mailbox: 'network',
      stripe: { secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123' },
      trustProxy: { kind: 'hops', hops: 2 },
      durability: 'relaxed',
      rateLimits: { signIn: 10, tokenRefresh: 20, verify: 30, emailSent: 4, emailInterval: 0 },
      serveSourceMaps: true,
      allowedHosts: ['quiz.school.example', '10.0.0.5', '[fd00::5]'],
    });
  });

  it('reads the sign-up settings, the password policy and the public keys that may sign tokens', () => {
    const config = loadConfig({
      QUIZCOOP_DISABLE_SIGNUP: 'true',
      QUIZCOOP_ANONYMOUS_SIGN_INS: 'on',
      QUIZCOOP_OTP_REVEAL_UNKNOWN_USERS: 'true',
      QUIZCOOP_SMS_AUTOCONFIRM: 'true',
      QUIZCOOP_PHONE_FORMAT: 'digits',
      QUIZCOOP_MFA_WEBAUTHN: 'off',
      QUIZCOOP_PASSWORD_MIN_LENGTH: '12',
      QUIZCOOP_PASSWORD_REQUIREMENTS: 'letters_digits',
      QUIZCOOP_JWT_PUBLIC_KEYS: JSON.stringify([
        { kty: 'RSA', kid: 'rsa-1', alg: 'RS256', n: 'modulus', e: 'AQAB', d: 'private exponent' },
        { kty: 'EC', kid: 'ec-1', crv: 'P-256', x: 'x-coordinate', y: 'y-coordinate' },
      ]),
    });
    expect(config).toMatchObject({
      disableSignup: true,
      anonymousSignIns: true,
      otpRevealUnknownUsers: true,
      smsAutoconfirm: true,
      phoneFormat: 'digits',
      mfaWebAuthn: false,
      passwordPolicy: { minLength: 12, requirements: 'letters_digits' },
    });
    // Only the public half of a key is kept, even when a whole key pair is given.
    expect(config.jwtPublicKeys).toEqual([
      { kid: 'rsa-1', alg: 'RS256', jwk: { kty: 'RSA', n: 'modulus', e: 'AQAB' } },
      { kid: 'ec-1', alg: 'ES256', jwk: { kty: 'EC', crv: 'P-256', x: 'x-coordinate', y: 'y-coordinate' } },
    ]);
  });

  it('reads the private key access tokens are signed with, from a JWK or an array whose first key it is', () => {
    const key = { kty: 'EC', kid: 'ec-1', crv: 'P-256', x: 'x-coordinate', y: 'y-coordinate', d: 'secret' };
    const expected = {
      privateJwk: { kty: 'EC', crv: 'P-256', x: 'x-coordinate', y: 'y-coordinate', d: 'secret' },
      publicKey: {
        kid: 'ec-1',
        alg: 'ES256',
        jwk: { kty: 'EC', crv: 'P-256', x: 'x-coordinate', y: 'y-coordinate' },
      },
    };
    expect(loadConfig({ QUIZCOOP_JWT_SIGNING_KEY: JSON.stringify(key) }).jwtSigningKey).toEqual(expected);
    expect(loadConfig({ QUIZCOOP_JWT_SIGNING_KEY: JSON.stringify([key]) }).jwtSigningKey).toEqual(expected);
    expect(loadConfig({}).jwtSigningKey).toBeUndefined();
  });

  it('turns the mailbox off when emails go out through SMTP, unless it is asked for', () => {
    const smtp = { SMTP_URL: 'smtps://mailer:pw@smtp.school.example:465' };
    expect(loadConfig(smtp).mailbox).toBe('off');
    expect(loadConfig({ ...smtp, QUIZCOOP_MAILBOX: 'local' }).mailbox).toBe('local');
    expect(loadConfig({ ...smtp, QUIZCOOP_MAILBOX: 'network' }).mailbox).toBe('network');
  });

  it('reads the trusted proxies as a hop count or a list of addresses, and true as one hop', () => {
    const trustOf = (value: string) => loadConfig({ QUIZCOOP_TRUST_PROXY: value }).trustProxy;
    expect(trustOf('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(trustOf('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(trustOf('on')).toEqual({ kind: 'hops', hops: 1 });
    expect(trustOf('false')).toEqual({ kind: 'none' });
    expect(trustOf('0')).toEqual({ kind: 'none' });
    expect(trustOf('10.0.0.1, fd00::/8, loopback')).toEqual({
      kind: 'addresses',
      ranges: parseAddressRanges('10.0.0.1,fd00::/8,127.0.0.0/8,::1'),
    });
  });

  it('refuses an admin address without email confirmation, which alone proves who owns it', () => {
    const error = configRefusal({
      QUIZCOOP_ADMIN_EMAIL: 'head@school.example',
      QUIZCOOP_EMAIL_CONFIRM: 'false',
    });
    expect(error.message).toContain('QUIZCOOP_ADMIN_EMAIL');
    expect(error.message).toContain('QUIZCOOP_EMAIL_CONFIRM');
    expect(loadConfig({ QUIZCOOP_ADMIN_EMAIL: 'head@school.example' }).adminEmail).toBe(
      'head@school.example',
    );
    expect(loadConfig({ QUIZCOOP_EMAIL_CONFIRM: 'false' }).emailConfirm).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ HOST: 'my host' }, 'HOST'],
    [{ QUIZCOOP_JWT_SECRET: 'too-short' }, 'QUIZCOOP_JWT_SECRET'],
    [{ QUIZCOOP_DATA_DIR: '  ' }, 'QUIZCOOP_DATA_DIR'],
    [{ DATABASE_URL: 'mysql://localhost/quiz' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ QUIZCOOP_SITE_URL: 'quiz.school.example' }, 'QUIZCOOP_SITE_URL'],
    [{ QUIZCOOP_SITE_URL: 'ftp://quiz.school.example' }, 'QUIZCOOP_SITE_URL'],
    [{ QUIZCOOP_ADDITIONAL_REDIRECT_URLS: 'http://ok.example,nope' }, 'QUIZCOOP_ADDITIONAL_REDIRECT_URLS'],
    [{ QUIZCOOP_ADMIN_EMAIL: 'head teacher' }, 'QUIZCOOP_ADMIN_EMAIL'],
    [{ QUIZCOOP_EMAIL_CONFIRM: 'maybe' }, 'QUIZCOOP_EMAIL_CONFIRM'],
    [{ SMTP_URL: 'http://smtp.example' }, 'SMTP_URL'],
    [{ QUIZCOOP_MAIL_FROM: 'Quiz Coop' }, 'QUIZCOOP_MAIL_FROM'],
    [{ QUIZCOOP_MAILBOX: 'public' }, 'QUIZCOOP_MAILBOX'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ QUIZCOOP_TRUST_PROXY: 'sometimes' }, 'QUIZCOOP_TRUST_PROXY'],
    [{ QUIZCOOP_TRUST_PROXY: '11' }, 'QUIZCOOP_TRUST_PROXY'],
    [{ QUIZCOOP_TRUST_PROXY: '10.0.0.0/40' }, 'QUIZCOOP_TRUST_PROXY'],
    [{ QUIZCOOP_TRUST_PROXY: '0.0.0.0/0' }, 'QUIZCOOP_TRUST_PROXY'],
    [{ QUIZCOOP_TRUST_PROXY: '10.0.0.1,proxy.example' }, 'QUIZCOOP_TRUST_PROXY'],
    [{ QUIZCOOP_DURABILITY: 'fast' }, 'QUIZCOOP_DURABILITY'],
    [{ QUIZCOOP_RATE_LIMIT_SIGN_IN: '0' }, 'QUIZCOOP_RATE_LIMIT_SIGN_IN'],
    [{ QUIZCOOP_RATE_LIMIT_TOKEN_REFRESH: 'lots' }, 'QUIZCOOP_RATE_LIMIT_TOKEN_REFRESH'],
    [{ QUIZCOOP_RATE_LIMIT_VERIFY: '-3' }, 'QUIZCOOP_RATE_LIMIT_VERIFY'],
    [{ QUIZCOOP_RATE_LIMIT_EMAIL_SENT: '2.5' }, 'QUIZCOOP_RATE_LIMIT_EMAIL_SENT'],
    [{ QUIZCOOP_RATE_LIMIT_EMAIL_INTERVAL: 'soon' }, 'QUIZCOOP_RATE_LIMIT_EMAIL_INTERVAL'],
    [{ QUIZCOOP_READ_CACHE_MS: 'brief' }, 'QUIZCOOP_READ_CACHE_MS'],
    [{ QUIZCOOP_READ_CACHE_MS: '-1' }, 'QUIZCOOP_READ_CACHE_MS'],
    [{ QUIZCOOP_READ_CACHE_MS: '60001' }, 'QUIZCOOP_READ_CACHE_MS'],
    [{ QUIZCOOP_SERVE_SOURCE_MAPS: 'please' }, 'QUIZCOOP_SERVE_SOURCE_MAPS'],
    [{ QUIZCOOP_ALLOWED_HOSTS: 'https://quiz.school.example' }, 'QUIZCOOP_ALLOWED_HOSTS'],
    [{ QUIZCOOP_ALLOWED_HOSTS: 'quiz.school.example:3000' }, 'QUIZCOOP_ALLOWED_HOSTS'],
    [{ QUIZCOOP_ALLOWED_HOSTS: '*' }, 'QUIZCOOP_ALLOWED_HOSTS'],
    [{ QUIZCOOP_STATEMENT_TIMEOUT_MS: '0' }, 'QUIZCOOP_STATEMENT_TIMEOUT_MS'],
    [{ QUIZCOOP_MAX_ROWS: 'all' }, 'QUIZCOOP_MAX_ROWS'],
    [{ QUIZCOOP_MAX_INSERT_ROWS: '0' }, 'QUIZCOOP_MAX_INSERT_ROWS'],
    [{ QUIZCOOP_MAX_EMBED_DEPTH: '11' }, 'QUIZCOOP_MAX_EMBED_DEPTH'],
    [{ QUIZCOOP_MAX_RESPONSE_BYTES: '5MB' }, 'QUIZCOOP_MAX_RESPONSE_BYTES'],
    [{ QUIZCOOP_WORKERS: 'all' }, 'QUIZCOOP_WORKERS'],
    [{ QUIZCOOP_WORKERS: '0', DATABASE_URL: 'postgres://localhost/quiz' }, 'QUIZCOOP_WORKERS'],
    [{ QUIZCOOP_DATABASE_POOL_SIZE: '0' }, 'QUIZCOOP_DATABASE_POOL_SIZE'],
    [{ QUIZCOOP_DISABLE_SIGNUP: 'maybe' }, 'QUIZCOOP_DISABLE_SIGNUP'],
    [{ QUIZCOOP_ANONYMOUS_SIGN_INS: 'sometimes' }, 'QUIZCOOP_ANONYMOUS_SIGN_INS'],
    [{ QUIZCOOP_PHONE_FORMAT: 'national' }, 'QUIZCOOP_PHONE_FORMAT'],
    [{ QUIZCOOP_SMS_AUTOCONFIRM: 'maybe' }, 'QUIZCOOP_SMS_AUTOCONFIRM'],
    [{ QUIZCOOP_PASSWORD_MIN_LENGTH: '5' }, 'QUIZCOOP_PASSWORD_MIN_LENGTH'],
    [{ QUIZCOOP_PASSWORD_MIN_LENGTH: '73' }, 'QUIZCOOP_PASSWORD_MIN_LENGTH'],
    [{ QUIZCOOP_PASSWORD_REQUIREMENTS: 'strong' }, 'QUIZCOOP_PASSWORD_REQUIREMENTS'],
    [{ QUIZCOOP_JWT_PUBLIC_KEYS: 'not json' }, 'QUIZCOOP_JWT_PUBLIC_KEYS'],
    [{ QUIZCOOP_JWT_PUBLIC_KEYS: '{"kty":"RSA"}' }, 'QUIZCOOP_JWT_PUBLIC_KEYS'],
    [{ QUIZCOOP_JWT_PUBLIC_KEYS: '[{"kty":"oct","kid":"a","k":"secret"}]' }, 'QUIZCOOP_JWT_PUBLIC_KEYS'],
    [{ QUIZCOOP_JWT_PUBLIC_KEYS: '[{"kty":"RSA","n":"m","e":"AQAB"}]' }, 'QUIZCOOP_JWT_PUBLIC_KEYS'],
    [{ QUIZCOOP_JWT_PUBLIC_KEYS: '[{"kty":"RSA","kid":"a","e":"AQAB"}]' }, 'QUIZCOOP_JWT_PUBLIC_KEYS'],
    [
      { QUIZCOOP_JWT_PUBLIC_KEYS: '[{"kty":"EC","kid":"a","crv":"P-384","x":"1","y":"2"}]' },
      'QUIZCOOP_JWT_PUBLIC_KEYS',
    ],
    [{ QUIZCOOP_JWT_SIGNING_KEY: '{"kty":"RSA","kid":"a","n":"m","e":"AQAB"}' }, 'QUIZCOOP_JWT_SIGNING_KEY'],
    [{ QUIZCOOP_JWT_SIGNING_KEY: '[]' }, 'QUIZCOOP_JWT_SIGNING_KEY'],
  ])('refuses %j, naming %s', (env, variable) => {
    const error = configRefusal(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^${variable} `));
  });
});
