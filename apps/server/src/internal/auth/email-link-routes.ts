import type { Hono } from 'hono';
import type { ServerEnv } from '../http/env';
import { startEmailChange } from './email-change';
import { createEmailLink } from './email-links';
import { confirmationEmail, recoveryEmail } from './emails';
import { validationFailed } from './errors';
import type { AuthKit } from './kit';
import type { PhoneAuth } from './phone';
import { awaitsItsBrowser } from './pending-signups';
import { createFlowState, pkceChallengeOf } from './pkce';
import { emailOf, isGiven, readBody } from './request';
import { findUserByEmail } from './users';

/**
 * POST /recover and POST /resend: a fresh link by email (a password recovery, a sign-up confirmation or an
 * email change again). Each answers at once and prepares its email afterwards, so neither how long it takes
 * nor what it says tells whether the address has an account.
 */
export function registerEmailLinkRoutes(routes: Hono<ServerEnv>, kit: AuthKit, phone: PhoneAuth): void {
  const { context, now, allowEmail, redirectTarget, verifyLink } = kit;
  const { config, database, mailer, background } = context;

  routes.post('/recover', async (c) => {
    const body = await readBody(c);
    const email = emailOf(body.email);
    const pkce = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));
    await allowEmail(c, email);
    background.run(`Preparing a recovery email for ${email}`, async () => {
      const at = now();
      const link = await database.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email, true);
        if (!user || user.deleted_at) return undefined;
        if (pkce) await createFlowState(tx, user.id, pkce, 'recovery', at);
        return verifyLink(
          await createEmailLink(tx, user.id, 'recovery', email, pkce !== undefined, at),
          'recovery',
          redirectTo,
        );
      });
      if (link) await mailer.send(recoveryEmail(email, link));
    });
    return c.json({});
  });

  routes.post('/resend', async (c) => {
    const body = await readBody(c);
    if (isGiven(body.phone)) return phone.resend(c, body);
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change') {
      throw validationFailed('Resend type must be signup or email_change');
    }
    const email = emailOf(body.email);
    const pkce = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));
    await allowEmail(c, email);
    background.run(`Resending a ${type} email for ${email}`, async () => {
      const at = now();
      const outgoing = await database.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email, true);
        if (!user) return undefined;
        if (type === 'signup') {
          if (user.email_confirmed_at || !config.emailConfirm) return undefined;
          if (pkce) await createFlowState(tx, user.id, pkce, 'email/signup', at);
          const forBrowser = pkce !== undefined || (await awaitsItsBrowser(tx, user.id));
          const issued = await createEmailLink(tx, user.id, 'signup', email, forBrowser, at);
          return confirmationEmail(email, verifyLink(issued, 'signup', redirectTo));
        }
        if (!user.email_change) return undefined;
        if (pkce) await createFlowState(tx, user.id, pkce, 'email_change', at);
        return startEmailChange(tx, {
          userId: user.id,
          currentEmail: user.email,
          newEmail: user.email_change,
          pkce: pkce !== undefined,
          now: at,
          verifyLink: (issued) => verifyLink(issued, 'email_change', redirectTo),
          signInPage: `${context.siteUrl}/auth`,
        });
      });
      // An email change resends its pair: to the old address and to the new one.
      for (const message of [outgoing ?? []].flat()) await mailer.send(message);
    });
    return c.json({});
  });
}
