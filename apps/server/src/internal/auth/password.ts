import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './errors';

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;

/** bcrypt reads only the first 72 bytes; a longer password would silently match its own prefix. */
export const MAX_PASSWORD_BYTES = 72;

/** Which kinds of characters a password must mix, named as Supabase's `password_requirements` names them. */
export type PasswordRequirements =
  | 'none'
  | 'letters_digits'
  | 'lower_upper_letters_digits'
  | 'lower_upper_letters_digits_symbols';

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirements[] = [
  'none',
  'letters_digits',
  'lower_upper_letters_digits',
  'lower_upper_letters_digits_symbols',
];

export interface PasswordPolicy {
  minLength: number;
  requirements: PasswordRequirements;
}

/** The product's own rule: 8+ characters with upper case, lower case, a digit and a symbol. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requirements: 'lower_upper_letters_digits_symbols',
};

/** The product's message for a password that breaks its rule. */
const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters';

const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SYMBOL = /[^\p{L}\p{N}]/u;

const CHARACTER_KINDS: Record<PasswordRequirements, { kinds: RegExp[]; described: string }> = {
  none: { kinds: [], described: '' },
  letters_digits: { kinds: [LETTER, DIGIT], described: 'a letter and a digit' },
  lower_upper_letters_digits: {
    kinds: [LOWER, UPPER, DIGIT],
    described: 'a lower case letter, an upper case letter and a digit',
  },
  lower_upper_letters_digits_symbols: {
    kinds: [LOWER, UPPER, DIGIT, SYMBOL],
    described: 'a lower case letter, an upper case letter, a digit and a symbol',
  },
};

export type WeakPasswordReason = 'length' | 'characters';

/** Why a password breaks the policy. */
export function weakPasswordReasons(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < policy.minLength) reasons.push('length');
  if (!CHARACTER_KINDS[policy.requirements].kinds.every((kind) => kind.test(password))) {
    reasons.push('characters');
  }
  return reasons;
}

/** The product's message under its own rule; GoTrue's wording under a rule a server chose for itself. */
function weakPasswordMessage(policy: PasswordPolicy, reasons: WeakPasswordReason[]): string {
  const { minLength, requirements } = policy;
  if (
    minLength === DEFAULT_PASSWORD_POLICY.minLength &&
    requirements === DEFAULT_PASSWORD_POLICY.requirements
  ) {
    return PASSWORD_RULE_MESSAGE;
  }
  if (reasons.includes('length')) return `Password should be at least ${minLength} characters.`;
  return `Password should contain at least ${CHARACTER_KINDS[requirements].described}.`;
}

export function isTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

/** Checks a password someone chooses: at most 72 bytes and the policy, else weak_password (422). */
export function checkNewPassword(
  password: unknown,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): string {
  if (typeof password !== 'string' || password === '') {
    throw new AuthError(422, 'validation_failed', 'Password is required');
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
