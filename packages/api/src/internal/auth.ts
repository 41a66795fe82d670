import { isAuthRetryableFetchError } from '@supabase/auth-js';
import type { Session, User } from '@supabase/auth-js';
import type { BackendClient } from './client';
import {
  ACCOUNT_MESSAGES,
  AccountError,
  emailChangeErrorMessage,
  emailSendErrorMessage,
  passwordUpdateErrorMessage,
  ReauthenticationCodeError,
  ReauthenticationRequiredError,
  profileSetupErrorMessage,
  resetErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from './errors';

/** An account is reached by its email address or its phone number (E.164, such as +447700900123). */
export type Contact = { email: string; phone?: undefined } | { phone: string; email?: undefined };

export type Credentials = Contact & { password: string };

/** The profile's four values, which also travel as sign-up metadata. */
export type SignUpDetails = Credentials & {
  username: string;
  referralSource?: string | null;
  emailOptIn: boolean;
  termsAccepted: boolean;
};

/** The address or number as the auth service takes it. */
export function contactOf(contact: Contact): { email: string } | { phone: string } {
  return contact.phone !== undefined ? { phone: contact.phone.trim() } : { email: contact.email.trim() };
}

export type SignUpOutcome =
  | { status: 'confirmation-required'; user: User; sentTo: 'email' | 'phone' }
  | { status: 'signed-in'; user: User; session: Session };

/** Where the emails' links lead: the app's own pages on the origin the person is using. */
export interface AppOrigin {
  origin: string;
}

/** Runs an account call so that whatever goes wrong reaches the screen as an AccountError. */
export async function unlessThrown<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AccountError) throw error;
    throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: error });
  }
}

export function signIn(client: BackendClient, credentials: Credentials): Promise<Session> {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const { password } = credentials;
    const { data, error } = await auth.signInWithPassword({ ...contactOf(credentials), password });
    // An unreachable server is not a wrong password: telling the person so would send them to reset it.
    if (isAuthRetryableFetchError(error)) {
      throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: error });
    }
    if (error || !data.session) throw new AccountError(signInErrorMessage(), undefined, { cause: error });
    return data.session;
  });
}

/**
 * Signs up with the profile's values as metadata, confirmation links leading to /game. The
 * database's sign-up trigger makes the profile; when a session comes back at once the profile is written again
 * (upserted on id) so it holds the values of this form even on a backend without that trigger.
 */
export function signUp(
  client: BackendClient,
  details: SignUpDetails,
  { origin }: AppOrigin,
): Promise<SignUpOutcome> {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const profile = {
      username: details.username.trim(),
      referral_source: details.referralSource?.trim() || null,
      email_opt_in: details.emailOptIn,
      terms_accepted: details.termsAccepted,
    };
    const { data, error } = await auth.signUp({
      ...contactOf(details),
      password: details.password,
      options: { data: profile, emailRedirectTo: new URL('/game', origin).href },
    });
    if (error) throw new AccountError(signUpErrorMessage(error), undefined, { cause: error });
    const { user, session } = data;
    if (!user) throw new AccountError(ACCOUNT_MESSAGES.noUserCreated);
    // Hosted Supabase answers a sign-up for a registered address with a user that has no identities.
    if (user.identities?.length === 0) throw new AccountError(ACCOUNT_MESSAGES.alreadyRegistered);
    if (!session) {
      return {
        status: 'confirmation-required',
        user,
        sentTo: details.phone === undefined ? 'email' : 'phone',
      };
    }
    const { error: profileError } = await client
      .from('profiles')
      .upsert({ id: user.id, ...profile }, { onConflict: 'id' });
    if (profileError) {
      throw new AccountError(profileSetupErrorMessage(profileError), ACCOUNT_MESSAGES.profileSetupWarning, {
        cause: profileError,
      });
    }
    return { status: 'signed-in', user, session };
  });
}

/**
 * Sign-out succeeds even when the session was already gone (401, 403, 404): the person is signed out either
 * way.
 */
export async function signOut(client: BackendClient): Promise<void> {
  const auth = await client.auth();
  const { error } = await auth.signOut();
  if (error && ![401, 403, 404].includes(error.status ?? 0)) {
    throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: error });
  }
}

/** The reset email leads to /auth/new-password, where the new password is chosen. */
export function requestPasswordReset(client: BackendClient, email: string, { origin }: AppOrigin) {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const { error } = await auth.resetPasswordForEmail(email.trim(), {
      redirectTo: new URL('/auth/new-password', origin).href,
    });
    if (error) throw new AccountError(resetErrorMessage(error), undefined, { cause: error });
  });
}

/**
 * Sets a new password. A session older than a few minutes (not one from a reset link) must prove it is the
 * account's owner with the code `sendReauthenticationCode` emails: without it this throws
 * `ReauthenticationRequiredError`, and a wrong or expired code `ReauthenticationCodeError`.
 */
export function updatePassword(client: BackendClient, password: string, code?: string): Promise<void> {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const nonce = code?.trim();
    const { error } = await auth.updateUser(nonce ? { password, nonce } : { password });
    if (!error) return;
    if (error.code === 'reauthentication_needed') throw new ReauthenticationRequiredError({ cause: error });
    if (error.code === 'reauthentication_not_valid') throw new ReauthenticationCodeError({ cause: error });
    throw new AccountError(passwordUpdateErrorMessage(error), undefined, { cause: error });
  });
}

/** Emails the signed-in person a six-digit code that lets this session change the password. */
export function sendReauthenticationCode(client: BackendClient): Promise<void> {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const { error } = await auth.reauthenticate();
    if (error) throw new AccountError(emailSendErrorMessage(error), undefined, { cause: error });
  });
}

/**
 * Asks to move the account to another address. Nothing changes until the link sent to the current address
 * and the link sent to the new one have both been followed; they lead back to the profile. Resolves with the
 * address waiting for confirmation.
 */
export function requestEmailChange(
  client: BackendClient,
  email: string,
  { origin }: AppOrigin,
): Promise<string> {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const { data, error } = await auth.updateUser(
      { email: email.trim() },
      { emailRedirectTo: new URL('/profile', origin).href },
    );
    if (error) throw new AccountError(emailChangeErrorMessage(error), undefined, { cause: error });
    return data.user?.new_email ?? email.trim().toLowerCase();
  });
}

/** Swaps the session for a fresh one, so a change made through an email link (a new address) shows at once. */
export async function refreshSession(client: BackendClient): Promise<void> {
  const auth = await client.auth();
  const { error } = await auth.refreshSession();
  if (error) throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: error });
}

/** The current session, or null; a failed check is an AccountError. */
export async function currentSession(client: BackendClient): Promise<Session | null> {
  if (!client.mayHaveSession()) return null;
  const auth = await client.auth();
  const { data, error } = await auth.getSession();
  if (error) throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: error });
  return data.session;
}
