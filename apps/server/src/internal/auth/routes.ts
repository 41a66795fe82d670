import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { limitBody } from '../http/bounded-body';
import type { ServerEnv } from '../http/env';
import { registerAdminRoutes } from './admin-routes';
import { registerEmailLinkRoutes } from './email-link-routes';
import { API_VERSION, AuthError, authErrorResponse } from './errors';
import { registerFactorRoutes } from './factor-routes';
import { createAuthKit } from './kit';
import { registerOtpRoutes } from './otp-routes';
import { phoneAuth } from './phone';
import { digitsPhoneAnswers } from './phone-format';
import { registerProjectInfoRoutes } from './project-info-routes';
import { registerSignUpRoutes } from './signup-routes';
import { registerTokenRoutes } from './token-routes';
import { registerUnsupportedRoutes } from './unsupported-routes';
import { registerUserRoutes } from './user-routes';
import { registerVerifyRoutes } from './verify-routes';

const MAX_BODY_BYTES = 64 * 1024;

/** The GoTrue-compatible /auth/v1 API: accounts, sessions, email links. */
export function authRoutes(context: ServerContext): Hono<ServerEnv> {
  const kit = createAuthKit(context);
  const phone = phoneAuth(kit, context.sms);
  const routes = new Hono<ServerEnv>();

  routes.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-supabase-api-version', API_VERSION);
    c.res.headers.set('cache-control', 'no-store');
  });
  routes.use(
    '*',
    limitBody(MAX_BODY_BYTES, () => {
      const response = authErrorResponse(
        new AuthError(413, 'validation_failed', 'The request body is too large'),
      );
      // A body refused unread is still on its way: the connection cannot carry another request after it.
      response.headers.set('connection', 'close');
      return response;
    }),
  );
  if (context.config.phoneFormat === 'digits') routes.use('*', digitsPhoneAnswers);
  routes.onError((error) => {
    if (error instanceof AuthError) return authErrorResponse(error);
    context.log('Unexpected failure in /auth/v1', error);
    return authErrorResponse(
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  registerProjectInfoRoutes(routes, context);
  registerSignUpRoutes(routes, kit, phone);
  registerTokenRoutes(routes, kit, phone);
  registerEmailLinkRoutes(routes, kit, phone);
  registerVerifyRoutes(routes, kit);
  registerOtpRoutes(routes, kit, phone);
  registerUserRoutes(routes, kit, phone);
  registerAdminRoutes(routes, kit);
  registerUnsupportedRoutes(routes, kit);
  registerFactorRoutes(routes, {
    database: context.database,
    buckets: context.buckets,
    signer: kit.signer,
    siteUrl: context.siteUrl,
    now: kit.now,
    authenticate: kit.authenticate,
    addressOf: kit.addressOf,
    limitVerify: (c) => kit.limit(c, kit.limits.verify),
    webAuthn: context.config.mfaWebAuthn,
  });

  // Every method on a path the API does not have, so a GET never falls through to the web app's pages.
  routes.all('*', () => authErrorResponse(new AuthError(404, 'not_found', 'Not Found')));

  return routes;
}
