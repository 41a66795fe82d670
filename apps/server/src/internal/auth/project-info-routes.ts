import type { Hono } from 'hono';
import type { ServerContext } from '../context';
import { publishedKeys } from '../http/signing-keys';
import type { ServerEnv } from '../http/env';

/** What anyone may read about the auth API without signing in: its health, its public keys, its settings. */
export function registerProjectInfoRoutes(routes: Hono<ServerEnv>, context: ServerContext): void {
  const { config } = context;

  routes.get('/health', (c) =>
    c.json({
      version: '2.0.0',
      name: 'quizcoop-auth',
      description: 'Quiz Coop’s GoTrue-compatible auth API',
    }),
  );

  // The keys clients (supabase-js getClaims) verify asymmetrically signed tokens with; never the secret.
  routes.get('/.well-known/jwks.json', (c) =>
    c.json({
      keys: publishedKeys(config).map(({ kid, alg, jwk }) => ({
        ...jwk,
        kid,
        alg,
        use: 'sig',
        key_ops: ['verify'],
      })),
    }),
  );

  routes.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: config.anonymousSignIns,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        email: true,
        facebook: false,
        github: false,
        gitlab: false,
        google: false,
        phone: context.sms.enabled,
        saml: false,
      },
      disable_signup: config.disableSignup,
      mailer_autoconfirm: !config.emailConfirm,
      phone_autoconfirm: false,
      sms_provider: context.sms.provider,
      saml_enabled: false,
    }),
  );
}
