import type { PasswordPolicy } from '@quizcoop/contract';
import {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_MESSAGES,
  weakPasswordMessage,
  weakPasswordReasons,
} from '@quizcoop/contract';
import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './errors';

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;

/** bcrypt reads only the first 72 bytes; a longer password would silently match its own prefix. */
export const MAX_PASSWORD_BYTES = 72;

export function isTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

/** Checks a password someone chooses: at most 72 bytes and the policy, else weak_password (422). */
export function checkNewPassword(
  password: unknown,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): string {
  if (typeof password !== 'string' || password === '') {
    throw new AuthError(422, 'validation_failed', PASSWORD_MESSAGES.required);
  }
  if (isTooLong(password)) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  }
  const reasons = weakPasswordReasons(password, policy);
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', weakPasswordMessage(policy, reasons), {
      weak_password: { reasons },
    });
  }
  return password;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when there is no account (or no password), so a wrong email costs as long as a wrong password.
const DECOY_HASH = bcrypt.hashSync('decoy password that matches nothing', BCRYPT_COST);

/** Whether a password matches a stored hash; takes a bcrypt's time even when there is no hash to match. */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  const usable = typeof hash === 'string' && hash.startsWith('$2');
  const matches = await bcrypt.compare(password, usable ? hash : DECOY_HASH);
  return usable && matches && !isTooLong(password);
}
