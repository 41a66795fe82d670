import { DEFAULT_PASSWORD_POLICY, weakPasswordReasons } from '@quizcoop/contract';
import type { PasswordPolicy } from '@quizcoop/contract';

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  message: string;
}

/** The hint for each score, saying what would make the password stronger. */
export const passwordStrengthMessages: Record<PasswordScore, string> = {
  0: 'Very weak - use at least 8 characters',
  1: 'Weak - add uppercase, numbers and symbols',
  2: 'Medium - add more variety of characters',
  3: 'Strong - good job!',
  4: 'Very strong - excellent!',
};

export const EMPTY_PASSWORD_MESSAGE = 'Please enter a password';

/**
 * One point each for a length of at least 8, a length of at least 12, mixed case, a digit and a
 * non-alphanumeric character, capped at 4. An empty password scores 0 and asks for one.
 *
 * The hint never praises a password the rule refuses, since the form would then turn it down beside a
 * "good job": too short reads as very weak, and the wrong mix of characters at most as medium, whose hint asks
 * for more variety.
 */
export function passwordStrength(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): PasswordStrength {
  if (password.length === 0) return { score: 0, message: EMPTY_PASSWORD_MESSAGE };
  const points = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const reasons = weakPasswordReasons(password, policy);
  const ceiling = reasons.includes('length') ? 0 : reasons.includes('characters') ? 2 : 4;
  const score = Math.min(points, ceiling) as PasswordScore;
  return { score, message: passwordStrengthMessages[score] };
}
