import { E164_PATTERN } from '../sms/settings';
import { validationFailed } from './errors';

/** Spaces, dots, dashes and brackets people write numbers with; they carry no digits. */
const SEPARATORS = /[\s().-]/g;

/**
 * A phone number in E.164 (+ and 8 to 15 digits, the country code first), from what someone typed. A leading 00
 * is the international prefix written out; a number without its country code cannot be told apart from another
 * country's, so it is refused rather than guessed.
 */
export function phoneOf(value: unknown): string {
  if (typeof value !== 'string') throw invalidPhone();
  let phone = value.trim().replace(SEPARATORS, '');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  if (!phone.startsWith('+')) phone = `+${phone}`;
  if (!E164_PATTERN.test(phone)) throw invalidPhone();
  return phone;
}

export function isPhoneNumber(value: string): boolean {
  return E164_PATTERN.test(value);
}

const invalidPhone = () => validationFailed('Invalid phone number format (E.164 required)');
