import type { Hono } from 'hono';
import { createEmailLink } from './email-links';
import { signInCodeEmail } from './emails';
import { validationFailed } from './errors';
import type { AuthKit } from './kit';
import type { PhoneAuth } from './phone';
import { createFlowState, pkceChallengeOf } from './pkce';
import { emailOf, isGiven, metadataOf, readBody } from './request';
import { refuseUnknownAccount } from './unknown-accounts';
import { createUser, findUserByEmail } from './users';
import type { ServerEnv } from '../http/env';

/**
 * POST /otp, supabase-js's signInWithOtp: one email with a magic link and the same sign-in as a six-digit code
 * (or, with `phone`, a texted code). The answer is `{}` whether or not the address has an account, and whether or
 * not one may be made (`create_user: false`, or sign-ups disabled), so it cannot be used to find out who has signed
 * up, unless the server is set to answer as GoTrue does (see refuseUnknownAccount).
 */
export function registerOtpRoutes(routes: Hono<ServerEnv>, kit: AuthKit, phone: PhoneAuth): void {
  const { database, mailer, background } = kit.context;

  routes.post('/otp', async (c) => {
    const body = await readBody(c);
    if (isGiven(body.phone)) return phone.sendCode(c, body);
    if (!isGiven(body.email)) {
      throw validationFailed('An email address or phone number is required to sign in with a one-time code');
    }
    const email = emailOf(body.email);
    // With sign-ups off the answer stays the same; only no account is made.
    const mayCreate = body.create_user !== false && !kit.context.config.disableSignup;
    const metadata = metadataOf(body.data);
    const pkce = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = kit.redirectTarget(c.req.query('redirect_to'));
    if (!mayCreate && kit.context.config.otpRevealUnknownUsers) {
      const known = await findUserByEmail(database, email);
      if (!known || known.deleted_at) refuseUnknownAccount(kit.context.config, body.create_user);
    }
    await kit.allowEmail(c, email);
    background.run(`Preparing a sign-in email for ${email}`, async () => {
      const at = kit.now();
      const link = await database.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email, true);
        if (user?.deleted_at) return undefined;
        if (user?.banned_until && user.banned_until.getTime() > at.getTime()) return undefined;
        if (!user) {
          if (!mayCreate) return undefined;
          user = await createUser(tx, {
            email,
            passwordHash: null,
            userMetadata: metadata,
            confirmedAt: null,
            now: at,
          });
        }
        // A new or unconfirmed account is confirmed by the sign-in; a confirmed one gets a sign-in link.
        const purpose = user.email_confirmed_at ? 'recovery' : 'signup';
        if (pkce) await createFlowState(tx, user.id, pkce, 'magiclink', at);
        const issued = await createEmailLink(tx, user.id, purpose, email, pkce !== undefined, at);
        return kit.verifyLink(issued, 'magiclink', redirectTo);
      });
      if (link) await mailer.send(signInCodeEmail(email, link));
    });
    return c.json({});
  });
}
