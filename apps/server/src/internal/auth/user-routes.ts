import type { Hono } from 'hono';
import type { ServerEnv } from '../http/env';
import { startEmailChange } from './email-change';
import { clearEmailLinks } from './email-links';
import { reauthenticationEmail } from './emails';
import { AuthError, validationFailed } from './errors';
import type { AuthKit } from './kit';
import { MINUTE } from './kit';
import { checkNewPassword, hashPassword, isTooLong, passwordMatches } from './password';
import type { PhoneAuth } from './phone';
import type { PkceChallenge } from './pkce';
import { createFlowState, pkceChallengeOf } from './pkce';
import {
  consumeReauthenticationCode,
  createReauthenticationCode,
  needsReauthentication,
  REAUTHENTICATION_CODE_LIFETIME_MS,
  reauthenticationGuesses,
  reauthenticationNeeded,
  reauthenticationNotValid,
} from './reauthentication';
import { emailOf, isGiven, metadataOf, readBody } from './request';
import type { LogoutScope } from './sessions';
import { endSessions } from './sessions';
import { findUserById, mergeMetadata, userJson } from './users';

/** GET and PUT /user, GET /reauthenticate and POST /logout: what a signed-in user does with their own account. */
export function registerUserRoutes(routes: Hono<ServerEnv>, kit: AuthKit, phone: PhoneAuth): void {
  const { context, now, allowEmail, sendLater, redirectTarget, verifyLink, authenticate } = kit;
  const { config, database, buckets } = context;
  const wrongCodeGuesses = reauthenticationGuesses(buckets);

  routes.get('/user', async (c) => {
    const { user } = await authenticate(c);
    return c.json(userJson(user));
  });

  routes.put('/user', async (c) => {
    const { user, sessionId } = await authenticate(c);
    const body = await readBody(c);
    if (isGiven(body.phone)) await phone.requestChange(c, user, body.phone);
    const metadata = body.data === undefined ? undefined : metadataOf(body.data);
    const newPassword = isGiven(body.password)
      ? checkNewPassword(body.password, config.passwordPolicy)
      : undefined;
    const requestedEmail = isGiven(body.email) ? emailOf(body.email) : undefined;
    const newEmail =
      requestedEmail && requestedEmail !== user.email?.toLowerCase() ? requestedEmail : undefined;
    const pkce: PkceChallenge | undefined = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));

    let passwordHash: string | undefined;
    let codeRequired = false;
    if (newPassword !== undefined) {
      if (!user.email && !user.phone) {
        throw new AuthError(
          422,
          'validation_failed',
          'Updating password of an anonymous user without an email is not allowed',
        );
      }
      codeRequired = await needsReauthentication(database, sessionId, now());
      if (codeRequired && !isGiven(body.nonce)) throw reauthenticationNeeded();
      if (!isTooLong(newPassword) && (await passwordMatches(newPassword, user.encrypted_password))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(newPassword);
    }
    // Whether the address belongs to another account is never answered here: only the emails differ.
    if (newEmail !== undefined) await allowEmail(c, newEmail);

    const at = now();
    if (codeRequired && (await wrongCodeGuesses.waitMs(user.id, at.getTime())) > 0) {
      throw reauthenticationNotValid();
    }
    const emails = await database
      .transaction(async (tx) => {
        if (metadata !== undefined) {
          const current = (await findUserById(tx, user.id, true))!;
          await tx.query(`update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1`, [
            user.id,
            JSON.stringify(mergeMetadata(current.raw_user_meta_data, metadata)),
            at,
          ]);
        }
        if (passwordHash !== undefined) {
          if (codeRequired) {
            await consumeReauthenticationCode(tx, user.id, user.email!, body.nonce, at);
          }
          await tx.query(`update auth.users set encrypted_password = $2, updated_at = $3 where id = $1`, [
            user.id,
            passwordHash,
            at,
          ]);
          // A new password makes every earlier email link and every other signed-in device stale.
          await clearEmailLinks(tx, user.id);
          await endSessions(tx, user.id, sessionId, 'others');
        }
        if (newEmail === undefined) return [];
        if (pkce) await createFlowState(tx, user.id, pkce, 'email_change', at);
        return startEmailChange(tx, {
          userId: user.id,
          currentEmail: user.email,
          newEmail,
          pkce: pkce !== undefined,
          now: at,
          verifyLink: (issued) => verifyLink(issued, 'email_change', redirectTo),
          signInPage: `${context.siteUrl}/auth`,
        });
      })
      .catch(async (error: unknown) => {
        if (error instanceof AuthError && error.code === 'reauthentication_not_valid') {
          await wrongCodeGuesses.take(user.id, at.getTime());
        }
        throw error;
      });
    emails.forEach(sendLater);
    return c.json(userJson((await findUserById(database, user.id))!));
  });

  /** Emails a code that lets this session change the password (PUT /user with `nonce`). */
  routes.get('/reauthenticate', async (c) => {
    const { user } = await authenticate(c);
    if (!user.email) {
      throw new AuthError(
        422,
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    if (!user.email_confirmed_at)
      throw new AuthError(400, 'email_not_confirmed', 'Please verify your email first.');
    await allowEmail(c, user.email);
    const email = user.email;
    const code = await database.transaction((tx) => createReauthenticationCode(tx, user.id, email, now()));
    await wrongCodeGuesses.refill(user.id);
    sendLater(reauthenticationEmail(email, code, REAUTHENTICATION_CODE_LIFETIME_MS / MINUTE));
    return c.json({});
  });

  routes.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed('Unsupported logout scope: use global, local or others');
    }
    const { user, sessionId } = await authenticate(c);
    await endSessions(database, user.id, sessionId, scope as LogoutScope);
    return c.body(null, 204);
  });
}
