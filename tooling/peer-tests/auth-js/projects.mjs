/**
 * The auth servers the suite expects, as the embedded server's environment variables: the Supabase CLI project
 * of `test/supabase/config.toml` at the address `test/lib/clients.ts` names, and each GoTrue service of
 * `infra/docker-compose.yml` (what `test/docker-tests/` runs against) at its `API_EXTERNAL_URL`.
 */

/**
 * What every server of the run shares: GoTrue's password defaults, rate limits no test reaches, and GoTrue's
 * answers where the server answers differently by default (code sign-ins for unknown addresses, numbers written
 * without their '+').
 */
const COMMON = {
  QUIZCOOP_OTP_REVEAL_UNKNOWN_USERS: 'true',
  QUIZCOOP_PHONE_FORMAT: 'digits',
  QUIZCOOP_PASSWORD_MIN_LENGTH: '6',
  QUIZCOOP_PASSWORD_REQUIREMENTS: 'none',
  QUIZCOOP_OTP_EXPIRY_SECONDS: '3600',
  QUIZCOOP_RATE_LIMIT_SIGN_IN: '10000',
  QUIZCOOP_RATE_LIMIT_TOKEN_REFRESH: '10000',
  QUIZCOOP_RATE_LIMIT_VERIFY: '10000',
  QUIZCOOP_RATE_LIMIT_EMAIL_SENT: '10000',
  QUIZCOOP_RATE_LIMIT_EMAIL_INTERVAL: '0',
  QUIZCOOP_RATE_LIMIT_SMS_SENT: '10000',
};

/** The CLI project: the suite's clients add `/auth/v1` themselves. */
export function cliProject(signingKeys) {
  return {
    name: 'Supabase CLI project',
    address: 'http://127.0.0.1:54321',
    apiPath: '',
    env: {
      ...COMMON,
      QUIZCOOP_JWT_SECRET: 'super-secret-jwt-token-with-at-least-32-characters-long',
      // The project signs access tokens with this key, and the suite's anon and service-role keys with it too.
      QUIZCOOP_JWT_SIGNING_KEY: signingKeys,
      QUIZCOOP_SITE_URL: 'http://127.0.0.1:3000',
      QUIZCOOP_ADDITIONAL_REDIRECT_URLS: 'https://127.0.0.1:3000,http://localhost:5173',
      QUIZCOOP_EMAIL_CONFIRM: 'false',
      QUIZCOOP_MFA_WEBAUTHN: 'true',
      // Its Twilio provider is turned off, so texts cannot go out.
      QUIZCOOP_SMS_PROVIDER: 'off',
    },
  };
}

/** Each service's `environment:` block, read line by line (the file keeps one `KEY: value` a line). */
function composeServices(composeFile) {
  const services = new Map();
  let current;
  for (const line of composeFile.split('\n')) {
    const service = /^ {2}([\w-]+):\s*(#.*)?$/.exec(line);
    if (service) {
      current = {};
      services.set(service[1], current);
      continue;
    }
    const variable = /^ {6}([A-Z_]+): (.*)$/.exec(line);
    if (current && variable) current[variable[1]] = variable[2].replace(/^'(.*)'$/, '$1');
  }
  return services;
}

/** A GoTrue service's settings in the embedded server's words; GoTrue's defaults where the file says nothing. */
function fromGoTrue(name, settings) {
  const keys = settings.GOTRUE_JWT_KEYS ? JSON.parse(settings.GOTRUE_JWT_KEYS) : [];
  const asymmetric = keys.filter((key) => key.kty !== 'oct');
  const signing = asymmetric.find((key) => key.key_ops?.includes('sign'));
  const verifying = asymmetric.filter((key) => key !== signing);
  return {
    name: `docker-compose service ${name}`,
    address: settings.API_EXTERNAL_URL,
    apiPath: '/auth/v1',
    env: {
      ...COMMON,
      QUIZCOOP_JWT_SECRET: settings.GOTRUE_JWT_SECRET,
      QUIZCOOP_EMAIL_CONFIRM: String(settings.GOTRUE_MAILER_AUTOCONFIRM !== 'true'),
      QUIZCOOP_DISABLE_SIGNUP: settings.GOTRUE_DISABLE_SIGNUP ?? 'false',
      QUIZCOOP_ANONYMOUS_SIGN_INS: settings.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED ?? 'false',
      QUIZCOOP_SMS_PROVIDER: settings.GOTRUE_EXTERNAL_PHONE_ENABLED === 'true' ? 'local' : 'off',
      QUIZCOOP_SMS_AUTOCONFIRM: settings.GOTRUE_SMS_AUTOCONFIRM ?? 'false',
      QUIZCOOP_MFA_WEBAUTHN: settings.GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED ?? 'false',
      ...(settings.GOTRUE_URI_ALLOW_LIST && {
        QUIZCOOP_ADDITIONAL_REDIRECT_URLS: settings.GOTRUE_URI_ALLOW_LIST,
      }),
      ...(signing && { QUIZCOOP_JWT_SIGNING_KEY: JSON.stringify(signing) }),
      ...(verifying.length > 0 && { QUIZCOOP_JWT_PUBLIC_KEYS: JSON.stringify(verifying) }),
    },
  };
}

export function dockerProjects(composeFile) {
  return [...composeServices(composeFile)]
    .filter(([, settings]) => settings.API_EXTERNAL_URL)
    .map(([name, settings]) => fromGoTrue(name, settings));
}
