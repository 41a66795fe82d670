import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './errors';

/** GoTrue's bcrypt cost. */
export const BCRYPT_COST = 10;

/** bcrypt reads only the first 72 bytes; a longer password would silently match its own prefix. */
export const MAX_PASSWORD_BYTES = 72;

export const MIN_PASSWORD_LENGTH = 8;

/** Spec §5's message for a password that breaks the rule. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters';

export type WeakPasswordReason = 'length' | 'characters';

/** Why a password breaks spec §5's rule (8+ characters with upper case, lower case, a digit and a symbol). */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  const kinds = [/\p{Lu}/u, /\p{Ll}/u, /\p{Nd}/u, /[^\p{L}\p{N}]/u];
  if (!kinds.every((kind) => kind.test(password))) reasons.push('characters');
  return reasons;
}

export function isTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

/** Checks a password someone chooses: at most 72 bytes and the rule of spec §5, else weak_password (422). */
export function checkNewPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw new AuthError(422, 'validation_failed', 'Password is required');
  }
  if (isTooLong(password)) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  }
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', PASSWORD_RULE_MESSAGE, { weak_password: { reasons } });
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
