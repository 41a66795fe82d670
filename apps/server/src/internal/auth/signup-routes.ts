import type { Hono } from 'hono';
import { isPostgresError } from '../db/database';
import type { RouteContext, ServerEnv } from '../http/env';
import { createEmailLink } from './email-links';
import { accountExistsEmail, confirmationEmail } from './emails';
import type { EmailLink } from './emails';
import {
  anonymousSignInsDisabled,
  AuthError,
  signupDisabled,
  signupRefusedByDatabase,
  validationFailed,
} from './errors';
import type { AuthKit } from './kit';
import { checkNewPassword, hashPassword } from './password';
import type { PhoneAuth } from './phone';
import { createFlowState, pkceChallengeOf } from './pkce';
import { emailOf, isGiven, metadataOf, readBody } from './request';
import type { SessionTokens } from './sessions';
import { startSession } from './sessions';
import type { User } from './users';
import { addPendingSignUp, awaitsItsBrowser } from './pending-signups';
import {
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  lookalikeUserJson,
  rehearseNewUser,
  userJson,
} from './users';

function isEmailUniqueViolation(error: unknown): boolean {
  return isPostgresError(error) && error.code === '23505' && error.constraint === 'users_email_partial_key';
}

type SignUpOutcome =
  | { kind: 'account-exists'; metadata: Record<string, unknown>; link?: EmailLink }
  | { kind: 'awaiting-confirmation'; user: User; link: EmailLink }
  | { kind: 'signed-in'; user: User; tokens: SessionTokens };

/**
 * POST /signup: a new account by email and password, by phone, or anonymously. Signing up again with a
 * registered address answers like a new account, so the form never tells whether an address is taken.
 */
export function registerSignUpRoutes(routes: Hono<ServerEnv>, kit: AuthKit, phone: PhoneAuth): void {
  const { context, limits, now, limit, allowEmail, sendLater, redirectTarget, originOf, verifyLink, issue } =
    kit;
  const { config, database } = context;

  routes.post('/signup', async (c) => {
    await limit(c, limits.signIn);
    if (config.disableSignup) throw signupDisabled();
    const body = await readBody(c);
    if (isGiven(body.phone)) return phone.signUp(c, body);
    const metadata = metadataOf(body.data);
    if (!isGiven(body.email)) {
      if (isGiven(body.password)) {
        throw validationFailed('You must provide either an email or phone number and a password');
      }
      return signUpAnonymously(c, metadata);
    }
    const email = emailOf(body.email);
    const password = checkNewPassword(body.password, config.passwordPolicy);
    const pkce = pkceChallengeOf(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));
    if (config.emailConfirm) await allowEmail(c, email);
    const passwordHash = await hashPassword(password);
    const at = now();

    let outcome: SignUpOutcome;
    try {
      outcome = await database.transaction<SignUpOutcome>(async (tx) => {
        const existing = await findUserByEmail(tx, email, true);
        if (!existing && !config.emailConfirm) {
          const user = await createUser(tx, {
            email,
            passwordHash,
            userMetadata: metadata,
            confirmedAt: null,
            now: at,
          });
          await confirmEmail(tx, user.id, at);
          return {
            kind: 'signed-in',
            user,
            tokens: await startSession(tx, user.id, 'password', originOf(c), at),
          };
        }
        // An unconfirmed account holds no password: each sign-up waits beside it with its own. The first one's
        // details stay on the account until it is confirmed, so its username is taken meanwhile.
        const user =
          existing ??
          (await createUser(tx, {
            email,
            passwordHash: null,
            userMetadata: metadata,
            confirmedAt: null,
            now: at,
          }));
        // The database's rules see a repeated sign-up's details too, so it is refused as a first one would be.
        const stored = existing
          ? await rehearseNewUser(tx, { passwordHash, userMetadata: metadata, confirmedAt: null, now: at })
          : (user.raw_user_meta_data ?? {});
        // Whoever signs up again with a confirmed address has not proven it is theirs: the account keeps its
        // password and details.
        if (existing && (existing.email_confirmed_at || !config.emailConfirm)) {
          return { kind: 'account-exists', metadata: stored };
        }
        const flowStateId = pkce ? await createFlowState(tx, user.id, pkce, 'email/signup', at) : undefined;
        await addPendingSignUp(tx, user.id, flowStateId, { passwordHash, metadata: stored }, at);
        const forBrowser = pkce !== undefined || (await awaitsItsBrowser(tx, user.id));
        const issued = await createEmailLink(tx, user.id, 'signup', email, forBrowser, at);
        const link = verifyLink(issued, 'signup', redirectTo);
        return existing
          ? { kind: 'account-exists', metadata: stored, link }
          : { kind: 'awaiting-confirmation', user, link };
      });
    } catch (error) {
      if (!isEmailUniqueViolation(error)) throw signupRefusedByDatabase(error) ?? error;
      outcome = { kind: 'account-exists', metadata };
    }

    if (outcome.kind === 'signed-in') return issue(outcome.user, outcome.tokens);
    if (outcome.kind === 'awaiting-confirmation') {
      sendLater(confirmationEmail(email, outcome.link));
      return c.json(userJson((await findUserById(database, outcome.user.id))!));
    }
    if (!config.emailConfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    sendLater(
      outcome.link
        ? confirmationEmail(email, outcome.link)
        : accountExistsEmail(email, `${context.siteUrl}/auth`),
    );
    return c.json(lookalikeUserJson(email, outcome.metadata, at));
  });

  async function signUpAnonymously(c: RouteContext, metadata: Record<string, unknown>): Promise<Response> {
    if (!config.anonymousSignIns) throw anonymousSignInsDisabled();
    const at = now();
    let created: { user: User; tokens: SessionTokens };
    try {
      created = await database.transaction(async (tx) => {
        const user = await createUser(tx, {
          email: null,
          passwordHash: null,
          userMetadata: metadata,
          confirmedAt: null,
          now: at,
        });
        return { user, tokens: await startSession(tx, user.id, 'anonymous', originOf(c), at) };
      });
    } catch (error) {
      throw signupRefusedByDatabase(error) ?? error;
    }
    return issue(created.user, created.tokens);
  }
}
