import type { Hono } from 'hono';
import type { RouteContext, ServerEnv } from '../http/env';
import { AuthError, invalidCredentials, signupRefusedByDatabase, validationFailed } from './errors';
import type { AuthKit } from './kit';
import { passwordMatches } from './password';
import type { PhoneAuth } from './phone';
import { firstPendingPassword } from './pending-signups';
import { exchangeAuthCode } from './pkce';
import { emailOf, isGiven, readBody } from './request';
import { refreshSession } from './sessions';
import { disabledGrant } from './unsupported-routes';
import { findUserByEmail, findUserById } from './users';

/** POST /token: sessions from a password, a refresh token or a PKCE auth code. */
export function registerTokenRoutes(routes: Hono<ServerEnv>, kit: AuthKit, phone: PhoneAuth): void {
  const { context, signer, limits, now, limit, startSessionFor } = kit;
  const { database } = context;

  routes.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return passwordGrant(c);
    if (grantType === 'refresh_token') {
      await limit(c, limits.tokenRefresh);
      const body = await readBody(c);
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
        throw validationFailed('refresh_token required');
      }
      return c.json(await refreshSession(database, signer, body.refresh_token, now()));
    }
    if (grantType === 'pkce') {
      await limit(c, limits.verify);
      const body = await readBody(c);
      // Activating a sign-up can meet the database's refusal of its details, such as a username taken since.
      const { userId, method } = await exchangeAuthCode(
        database,
        body.auth_code,
        body.code_verifier,
        now(),
      ).catch((error: unknown) => {
        throw signupRefusedByDatabase(error) ?? error;
      });
      const user = await findUserById(database, userId);
      if (!user)
        throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      return startSessionFor(c, user, method);
    }
    const body = await readBody(c);
    throw (
      disabledGrant(grantType, body.provider) ??
      validationFailed(`Unsupported grant type: ${grantType ?? '(none)'}`)
    );
  });

  async function passwordGrant(c: RouteContext): Promise<Response> {
    await limit(c, limits.signIn);
    const body = await readBody(c);
    if (isGiven(body.phone)) return phone.signIn(c, body);
    if (!isGiven(body.email) || typeof body.password !== 'string' || body.password === '') {
      throw validationFailed('You must provide either an email or phone number and a password');
    }
    const email = emailOf(body.email);
    const user = await findUserByEmail(database, email);
    // The password is checked first, and the same way whether or not the account exists: only someone who
    // knows it learns that an account still waits for its email confirmation.
    const waiting = user?.email && !user.email_confirmed_at && !user.encrypted_password;
    const stored = waiting ? await firstPendingPassword(database, user.id) : user?.encrypted_password;
    const matches = await passwordMatches(body.password, stored);
    if (!user || !matches || user.deleted_at) throw invalidCredentials();
    if (user.banned_until && user.banned_until.getTime() > now().getTime()) {
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return startSessionFor(c, user, 'password');
  }
}
