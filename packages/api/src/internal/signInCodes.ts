import { isAuthRetryableFetchError } from '@supabase/auth-js';
import type { Session, VerifyEmailOtpParams } from '@supabase/auth-js';
import type { BackendClient } from './client';
import { storedCodeVerifier } from './storedCodeVerifier';
import {
  ACCOUNT_MESSAGES,
  AccountError,
  emailSendErrorMessage,
  signInCodeErrorMessage,
  signUpCodeErrorMessage,
} from './errors';
import type { AppOrigin } from './auth';
import { unlessThrown } from './auth';

/**
 * Emails a sign-in link and the same sign-in as a six-digit code. Only existing accounts get one: a typo must not
 * make a new account, and the answer is the same either way, so it tells nobody who has one. The link leads
 * to /game, where this browser finishes the sign-in.
 */
export function sendSignInCode(client: BackendClient, email: string, { origin }: AppOrigin): Promise<void> {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const { error } = await auth.signInWithOtp({
      email: email.trim(),
      options: { shouldCreateUser: false, emailRedirectTo: new URL('/game', origin).href },
    });
    if (error) throw new AccountError(emailSendErrorMessage(error), undefined, { cause: error });
  });
}

/**
 * Signs in with a six-digit code: one emailed by `sendSignInCode` (`email`), or one texted to confirm a phone
 * number after signing up with it (`phone`).
 */
export function signInWithCode(
  client: BackendClient,
  sentTo: { email: string } | { phone: string },
  code: string,
): Promise<Session> {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const token = code.trim();
    const { data, error } =
      'phone' in sentTo
        ? await auth.verifyOtp({ phone: sentTo.phone.trim(), token, type: 'sms' })
        : await auth.verifyOtp({ email: sentTo.email.trim(), token, type: 'email' });
    if (isAuthRetryableFetchError(error)) {
      throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: error });
    }
    if (error || !data.session)
      throw new AccountError(signInCodeErrorMessage(error), undefined, { cause: error });
    return data.session;
  });
}

/**
 * Confirms a new account with the six-digit code of its confirmation email, and signs in to it, as the email's
 * link would. Typed in the browser that signed up, the code goes with that sign-up's PKCE verifier, so the account
 * gets the password and details given there; elsewhere it proves only the mailbox, and the account starts blank.
 */
export function confirmSignUpWithCode(client: BackendClient, email: string, code: string): Promise<Session> {
  return unlessThrown(async () => {
    const auth = await client.auth();
    const verifier = storedCodeVerifier(client);
    const codeVerifier = await verifier.read();
    // supabase-js sends the parameters as the request's body, so the verifier travels with them.
    const params: VerifyEmailOtpParams & { code_verifier?: string } = {
      email: email.trim(),
      token: code.trim(),
      type: 'signup',
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    };
    const { data, error } = await auth.verifyOtp(params);
    if (isAuthRetryableFetchError(error)) {
      throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: error });
    }
    if (error || !data.session) {
      throw new AccountError(signUpCodeErrorMessage(error), undefined, { cause: error });
    }
    if (codeVerifier) await verifier.forget();
    return data.session;
  });
}
