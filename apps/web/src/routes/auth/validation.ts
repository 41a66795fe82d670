import {
  PASSWORD_MESSAGES,
  USERNAME_MESSAGES,
  isValidUsername,
  weakPasswordReasons,
} from '@quizcoop/contract';

/** The texts of the account forms' checks, shown under the field at fault. */
export const VALIDATION_MESSAGES = {
  email: 'Please enter a valid email address',
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordRule: PASSWORD_MESSAGES.rule,
  passwordsDiffer: 'Passwords do not match',
  username: USERNAME_MESSAGES.invalid,
  terms: 'You must accept the terms and privacy policy',
  confirmationCode: 'Enter the 6-digit code from the email',
  textedCode: 'Enter the 6-digit code from the text message',
  phone: 'Please enter a valid phone number, starting with + and the country code (such as +44 7700 900123)',
} as const;

/** How long a reset link stays good: long enough to open the email, short enough that a leaked link goes stale. */
export const RESET_LINK_MAX_AGE_MS = 30 * 60_000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : VALIDATION_MESSAGES.email;
}

/** Signing in only needs a password; choosing one needs the strength rule too. */
export function validatePassword(password: string, { choosing }: { choosing: boolean }): string | undefined {
  if (password.length === 0) return VALIDATION_MESSAGES.passwordRequired;
  if (!choosing) return undefined;
  return weakPasswordReasons(password).length === 0 ? undefined : VALIDATION_MESSAGES.passwordRule;
}

function validatePasswordConfirmation(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : VALIDATION_MESSAGES.passwordsDiffer;
}

export function validateUsername(username: string): string | undefined {
  return isValidUsername(username.trim()) ? undefined : VALIDATION_MESSAGES.username;
}

export function validateConfirmationCode(
  code: string,
  message: string = VALIDATION_MESSAGES.confirmationCode,
): string | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : message;
}

/** Spaces, dots, dashes and brackets that people write numbers with. */
const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * An account is reached by email or phone. What was typed reads as a phone number when it is only
 * digits, separators and a leading + (or 00); anything else is taken as an email address.
 */
export function looksLikePhone(text: string): boolean {
  return /^\+?[\d\s().-]+$/.test(text.trim()) && /\d/.test(text);
}

/** A phone number in E.164 (+, country code, number), or undefined when it cannot be one. */
function phoneNumberOf(text: string): string | undefined {
  let phone = text.trim().replace(PHONE_SEPARATORS, '');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  if (!phone.startsWith('+')) return undefined;
  return /^\+[1-9]\d{7,14}$/.test(phone) ? phone : undefined;
}

export function validateContact(text: string): string | undefined {
  if (!looksLikePhone(text)) return validateEmail(text);
  return phoneNumberOf(text) ? undefined : VALIDATION_MESSAGES.phone;
}

/** The email address or phone number the field holds, as the account calls take it. */
export function contactOf(text: string): { email: string } | { phone: string } {
  const phone = looksLikePhone(text) ? phoneNumberOf(text) : undefined;
  return phone ? { phone } : { email: text.trim() };
}

function validateTerms(accepted: boolean): string | undefined {
  return accepted ? undefined : VALIDATION_MESSAGES.terms;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface SignInValues {
  /** An email address or a phone number, as typed. */
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  username: string;
  termsAccepted: boolean;
}

function withoutPasses<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Field>;
}

export function validateSignIn({ email, password }: SignInValues): FieldErrors<keyof SignInValues> {
  return withoutPasses({
    email: validateContact(email),
    password: validatePassword(password, { choosing: false }),
  });
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return withoutPasses({
    email: validateContact(values.email),
    password: validatePassword(values.password, { choosing: true }),
    username: validateUsername(values.username),
    termsAccepted: validateTerms(values.termsAccepted),
  });
}

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export function validateNewPassword({
  password,
  confirmation,
}: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return withoutPasses({
    password: validatePassword(password, { choosing: true }),
    confirmation: validatePasswordConfirmation(password, confirmation),
  });
}

/**
 * A reset link whose `t` (when it was sent, in milliseconds or seconds since the epoch) is more than
 * 30 minutes old has expired. A link without `t`, or with one that is not a time, is left to the server.
 */
export function isResetLinkExpired(t: string | null, now: number): boolean {
  if (t === null || !/^\d+$/.test(t)) return false;
  const value = Number(t);
  const sentAt = value < 1e12 ? value * 1000 : value;
  return now - sentAt > RESET_LINK_MAX_AGE_MS;
}
