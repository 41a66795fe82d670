/** The cards the local checkout knows, with Stripe's test numbers so the same cards work in both. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Saved as a subscription's card without complaint; every charge to it is declined. */
  chargesFail: '4000000000000341',
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;

export type CardOutcome = { approved: true } | { approved: false; field: CardField | null; message: string };

/** A card kept for renewals: enough to show it and to know how its next charge ends, never the number. */
export interface SavedCard {
  last4: string;
  chargesFail: boolean;
}

/** Why a card is charged: paying now, or keeping it for the renewals to come. */
export type CardUse = 'charge' | 'save';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function digitsOf(card: CardInput): string {
  return card.number.replace(/[\s-]/g, '');
}

/**
 * What the local checkout says to a card, with Stripe's wording: the success card pays, the declined
 * cards are refused, a mistyped card is pointed out field by field. No real card is ever charged.
 * Like Stripe, the card whose charges fail can still be saved for later.
 */
export function chargeTestCard(card: CardInput, now: Date, use: CardUse = 'charge'): CardOutcome {
  const number = digitsOf(card);
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    return { approved: false, field: 'number', message: 'Your card number is incorrect.' };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { approved: false, field: 'expiry', message: 'Enter the expiry date as MM / YY.' };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card works until the end of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now) {
    return { approved: false, field: 'expiry', message: "Your card's expiration date is in the past." };
  }
  if (!/^\s*\d{3,4}\s*$/.test(card.cvc)) {
    return { approved: false, field: 'cvc', message: "Your card's security code is incomplete." };
  }
  switch (number) {
    case TEST_CARDS.success:
      return { approved: true };
    case TEST_CARDS.chargesFail:
      return use === 'save'
        ? { approved: true }
        : { approved: false, field: null, message: 'Your card was declined.' };
    case TEST_CARDS.declined:
      return { approved: false, field: null, message: 'Your card was declined.' };
    case TEST_CARDS.insufficientFunds:
      return { approved: false, field: null, message: 'Your card has insufficient funds.' };
    default:
      return {
        approved: false,
        field: 'number',
        message: 'This is a test checkout and takes no real cards. Use the test card 4242 4242 4242 4242.',
      };
  }
}

/** The part of an approved card that is kept. */
export function savedCardOf(card: CardInput): SavedCard {
  const number = digitsOf(card);
  return { last4: number.slice(-4), chargesFail: number === TEST_CARDS.chargesFail };
}
