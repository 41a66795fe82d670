import { isAuthError } from '@supabase/auth-js';
import type { BackendClient } from './client';
import { ACCOUNT_MESSAGES, AccountError } from './errors';

/** Every message of two-factor authentication the screens show. */
export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the six-digit code from your authenticator app.',
  wrongCode: 'That code is not right. Enter the six-digit code your authenticator app shows now.',
  usedCode: 'That code has already been used. Wait for the next code in your authenticator app.',
  tooManyCodes: 'Too many wrong codes. Wait a few minutes, then try again.',
  setupFailed: 'Two-factor authentication could not be turned on. Please try again.',
  turnOffFailed: 'Two-factor authentication could not be turned off. Please try again.',
  notEnabled: 'Two-factor authentication is not turned on for this account.',
} as const;

/** The name the app gives the authenticator app's factor; one per account is all the screens offer. */
const FACTOR_NAME = 'Authenticator app';

export interface TwoFactorStatus {
  /** The verified authenticator app factor, when two-factor authentication is on. */
  factorId?: string;
  /** Signed in with the password only, while the account has a second factor: the code is still owed. */
  needsCode: boolean;
}

export interface TwoFactorSetup {
  factorId: string;
  /** The QR code as an SVG data URI, for an <img>. */
  qrCode: string;
  /** The shared secret, for typing into an app that cannot scan. */
  secret: string;
}

const SIX_DIGITS = /^\d{6}$/;

function codeErrorMessage(error: unknown): string {
  if (!isAuthError(error)) return ACCOUNT_MESSAGES.unexpected;
  if (error.code === 'over_request_rate_limit' || error.status === 429)
    return TWO_FACTOR_MESSAGES.tooManyCodes;
  if (error.code === 'mfa_verification_failed') {
    return /already been used/i.test(error.message)
      ? TWO_FACTOR_MESSAGES.usedCode
      : TWO_FACTOR_MESSAGES.wrongCode;
  }
  return ACCOUNT_MESSAGES.unexpected;
}

/** Whether two-factor authentication is on, and whether this session still owes its code. */
export async function twoFactorStatus(client: BackendClient): Promise<TwoFactorStatus> {
  const auth = await client.auth();
  // The factors come from the server, not from the session's copy of the user, which may be older.
  const [levels, factors] = await Promise.all([
    auth.mfa.getAuthenticatorAssuranceLevel(),
    auth.mfa.listFactors(),
  ]);
  if (levels.error) throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: levels.error });
  if (factors.error) throw new AccountError(ACCOUNT_MESSAGES.unexpected, undefined, { cause: factors.error });
  const factorId = factors.data.totp[0]?.id;
  return { factorId, needsCode: factorId !== undefined && levels.data.currentLevel !== 'aal2' };
}

/**
 * Starts turning two-factor authentication on: a new authenticator app factor, still unverified. An earlier
 * setup left unfinished is removed first, so its name is free again.
 */
export async function startTwoFactorSetup(client: BackendClient): Promise<TwoFactorSetup> {
  const auth = await client.auth();
  const listed = await auth.mfa.listFactors();
  if (listed.error)
    throw new AccountError(TWO_FACTOR_MESSAGES.setupFailed, undefined, { cause: listed.error });
  for (const factor of listed.data.all) {
    if (factor.status === 'unverified') await auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: FACTOR_NAME });
  if (error || data.type !== 'totp') {
    throw new AccountError(TWO_FACTOR_MESSAGES.setupFailed, undefined, { cause: error });
  }
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Answers a fresh challenge of the factor with the code; the session becomes aal2 when it is right. */
export async function confirmTwoFactorCode(
  client: BackendClient,
  factorId: string,
  code: string,
): Promise<void> {
  const digits = code.replace(/\s+/g, '');
  if (!SIX_DIGITS.test(digits)) throw new AccountError(TWO_FACTOR_MESSAGES.codeFormat);
  const auth = await client.auth();
  const { error } = await auth.mfa.challengeAndVerify({ factorId, code: digits });
  if (error) throw new AccountError(codeErrorMessage(error), undefined, { cause: error });
}

/** The second step of signing in: the code of the account's authenticator app. */
export async function verifySecondFactor(client: BackendClient, code: string): Promise<void> {
  const { factorId } = await twoFactorStatus(client);
  if (!factorId) throw new AccountError(TWO_FACTOR_MESSAGES.notEnabled);
  await confirmTwoFactorCode(client, factorId, code);
}

/** Turns two-factor authentication off; the session must have given its code (aal2) first. */
export async function turnOffTwoFactor(client: BackendClient, factorId: string): Promise<void> {
  const auth = await client.auth();
  const { error } = await auth.mfa.unenroll({ factorId });
  if (error) throw new AccountError(TWO_FACTOR_MESSAGES.turnOffFailed, undefined, { cause: error });
  // The server has lowered the session to aal1; a new token says so.
  await auth.refreshSession();
}
