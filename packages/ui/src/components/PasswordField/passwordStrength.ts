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
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { score: 0, message: EMPTY_PASSWORD_MESSAGE };
  const points = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const score = Math.min(points, 4) as PasswordScore;
  return { score, message: passwordStrengthMessages[score] };
}
