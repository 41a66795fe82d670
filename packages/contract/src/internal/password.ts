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

/** What the account forms and the server say about a password. */
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  rule: 'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
} as const;

// Letters and digits of any script count, so a password in Greek or Cyrillic letters is judged like one in Latin.
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

/** Why a password breaks the policy; none when it meets it. Length counts characters, not UTF-16 units. */
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
export function weakPasswordMessage(policy: PasswordPolicy, reasons: readonly WeakPasswordReason[]): string {
  const { minLength, requirements } = policy;
  if (
    minLength === DEFAULT_PASSWORD_POLICY.minLength &&
    requirements === DEFAULT_PASSWORD_POLICY.requirements
  ) {
    return PASSWORD_MESSAGES.rule;
  }
  if (reasons.includes('length')) return `Password should be at least ${minLength} characters.`;
  return `Password should contain at least ${CHARACTER_KINDS[requirements].described}.`;
}
