import type { Hono } from 'hono';
import type { Queryable } from '../db/database';
import { isPostgresError } from '../db/database';
import { confirmEmailChange } from './email-change';
import {
  authenticationMethodOf,
  consumeEmailLink,
  isEmailChangeToken,
  sessionMethodOf,
  verificationTypeOf,
} from './email-links';
import type { FollowedLink, VerificationType } from './email-links';
import { AuthError, validationFailed } from './errors';
import type { AuthKit } from './kit';
import { codeNotValid, consumeCode } from './one-time-codes';
import { confirmPhone, confirmPhoneChange } from './phone-accounts';
import { activatePendingSignUp, settlePendingSignUps } from './pending-signups';
import { isPhoneNumber, phoneOf } from './phone-numbers';
import { issueAuthCode, pendingSignUpOfVerifier } from './pkce';
import { emailOf, isGiven, readBody } from './request';
import { sessionResponse, startSession } from './sessions';
import type { SessionTokens } from './sessions';
import { confirmEmail, findUserById } from './users';
import type { RouteContext, ServerEnv } from '../http/env';

/** GoTrue's answer to the first of an email change's two confirmations. */
const OTHER_ADDRESS_PENDING =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const PHONE_TYPES: VerificationType[] = ['sms', 'phone_change'];

type Followed = { userId: string } & (
  | { code: string }
  | { tokens: SessionTokens }
  | { awaitingOtherAddress: true }
);

/** Finds and uses up what was presented: a link's token, or a code; undefined for a wrong code. */
type Consume = (tx: Queryable) => Promise<FollowedLink | undefined>;

/** GET and POST /verify: emailed links, and the six-digit codes emailed or texted with them. */
export function registerVerifyRoutes(routes: Hono<ServerEnv>, kit: AuthKit): void {
  const { database } = kit.context;

  /** What a confirmed link or code proves: the address or number it went to. */
  async function confirm(tx: Queryable, link: FollowedLink, at: Date): Promise<'done' | 'awaiting'> {
    if (link.tokenType === 'phone_change_token') {
      await confirmPhoneChange(tx, link, at);
    } else if (isEmailChangeToken(link.tokenType)) {
      return (await confirmEmailChange(tx, link, at)) === 'changed' ? 'done' : 'awaiting';
    } else if (isPhoneNumber(link.sentTo)) {
      await confirmPhone(tx, link.userId, at);
    } else {
      await confirmEmail(tx, link.userId, at);
    }
    return 'done';
  }

  async function follow(
    c: RouteContext,
    consume: Consume,
    type: VerificationType,
    options: { wantCode: boolean; byCode: boolean; signUpVerifier?: unknown },
  ): Promise<Followed> {
    const at = kit.now();
    let outcome: Followed | 'wrong-code';
    try {
      outcome = await database.transaction<Followed | 'wrong-code'>(async (tx) => {
        const link = await consume(tx);
        // Answered after the commit, so the wrong guess stays counted.
        if (!link) return 'wrong-code';
        const byBrowser = options.wantCode && link.pkce;
        const flow = authenticationMethodOf(type, link.tokenType);
        const ownSignUp =
          isGiven(options.signUpVerifier) && flow === 'email/signup'
            ? await pendingSignUpOfVerifier(tx, link.userId, options.signUpVerifier)
            : undefined;
        // Only the browser that made a sign-up may still activate it, with the code it is about to be sent or
        // with its verifier beside a typed code; any other confirmation signs its clicker in to an account with
        // no password or details from before.
        if (!ownSignUp && (!byBrowser || flow !== 'email/signup')) {
          await settlePendingSignUps(tx, link.userId, at);
        }
        if ((await confirm(tx, link, at)) === 'awaiting') {
          return { userId: link.userId, awaitingOtherAddress: true };
        }
        if (ownSignUp) await activatePendingSignUp(tx, link.userId, ownSignUp, at);
        if (byBrowser) {
          const code = await issueAuthCode(tx, link.userId, flow, kit.lifetimeMs, at);
          if (!code) throw new AuthError(404, 'flow_state_not_found', 'No associated flow state found');
          return { userId: link.userId, code };
        }
        // A reset's session is marked as one, so it may set the new password without a code.
        const method = sessionMethodOf(type, link.tokenType, options.byCode);
        const tokens = await startSession(tx, link.userId, method, kit.originOf(c), at);
        return { userId: link.userId, tokens };
      });
    } catch (error) {
      if (isPostgresError(error) && error.code === '23505') {
        if (error.constraint === 'users_phone_key') {
          throw new AuthError(422, 'phone_exists', 'Phone number already registered by another user');
        }
        if (error.constraint === 'users_email_partial_key') {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
      }
      throw error;
    }
    if (outcome === 'wrong-code') throw codeNotValid();
    return outcome;
  }

  /** The error of a followed link, in the fragment (and, for PKCE, the query) as GoTrue sends it. */
  function errorRedirect(target: string, error: AuthError, pkce: boolean): string {
    const url = new URL(target);
    const params = new URLSearchParams({
      error:
        error.status === 403 ? 'access_denied' : error.status >= 500 ? 'server_error' : 'invalid_request',
      error_code: error.code,
      error_description: error.message,
    });
    url.search = pkce ? params.toString() : '';
    url.hash = params.toString();
    return url.href;
  }

  const linkConsumer =
    (token: unknown, type: VerificationType): Consume =>
    (tx) =>
      consumeEmailLink(tx, token, type, kit.lifetimeMs, kit.now());

  routes.get('/verify', async (c) => {
    const token = c.req.query('token');
    const target = kit.redirectTarget(c.req.query('redirect_to'));
    const pkce = typeof token === 'string' && token.startsWith('pkce_');
    try {
      await kit.limit(c, kit.limits.verify);
      const type = verificationTypeOf(c.req.query('type'));
      const followed = await follow(c, linkConsumer(token, type), type, { wantCode: true, byCode: false });
      if ('awaitingOtherAddress' in followed) {
        const url = new URL(target);
        if (pkce) url.searchParams.set('message', OTHER_ADDRESS_PENDING);
        url.hash = new URLSearchParams({ message: OTHER_ADDRESS_PENDING }).toString();
        return c.redirect(url.href, 303);
      }
      if ('code' in followed) {
        const url = new URL(target);
        url.searchParams.set('code', followed.code);
        return c.redirect(url.href, 303);
      }
      const user = (await findUserById(database, followed.userId))!;
      const session = await sessionResponse(database, kit.signer, user, followed.tokens, kit.now());
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      });
      return c.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return c.redirect(errorRedirect(target, error, pkce), 303);
    }
  });

  /** A code goes with the address or number it was sent to, as verifyOtp({email | phone, token, type}) sends it. */
  function codeConsumer(body: Record<string, unknown>, type: VerificationType): Consume {
    const byPhone = isGiven(body.phone);
    if (byPhone !== PHONE_TYPES.includes(type)) {
      throw validationFailed(
        byPhone
          ? 'A code sent to a phone number is verified with type sms or phone_change'
          : 'A code sent by text message is verified with the phone number it went to',
      );
    }
    const sentTo = byPhone ? phoneOf(body.phone) : emailOf(body.email);
    return (tx) =>
      consumeCode(tx, { sentTo, code: body.token, type, lifetimeMs: kit.lifetimeMs, now: kit.now() });
  }

  routes.post('/verify', async (c) => {
    await kit.limit(c, kit.limits.verify);
    const body = await readBody(c);
    const type = verificationTypeOf(body.type);
    const byCode = !isGiven(body.token_hash) && (isGiven(body.email) || isGiven(body.phone));
    const token = isGiven(body.token_hash) ? body.token_hash : body.token;
    if (!isGiven(token)) throw validationFailed('Verify requires a token or a token_hash');
    const consume = byCode ? codeConsumer(body, type) : linkConsumer(token, type);
    // A code typed in the browser that signed up comes with that sign-up's PKCE verifier, which makes the
    // account the one that sign-up asked for.
    const followed = await follow(c, consume, type, {
      wantCode: false,
      byCode,
      signUpVerifier: byCode ? body.code_verifier : undefined,
    });
    if ('awaitingOtherAddress' in followed) return c.json({ msg: OTHER_ADDRESS_PENDING, code: '200' });
    if (!('tokens' in followed)) throw new AuthError(500, 'unexpected_failure', 'No session was issued');
    const user = (await findUserById(database, followed.userId))!;
    return c.json(await sessionResponse(database, kit.signer, user, followed.tokens, kit.now()));
  });
}
