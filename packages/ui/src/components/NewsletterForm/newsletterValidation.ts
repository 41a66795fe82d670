const NEWSLETTER_EMAIL_ERROR = 'Please enter a valid email address';
const NEWSLETTER_CONSENT_ERROR = 'Please confirm you agree to receive our newsletter';

export interface NewsletterInput {
  email: string;
  consent: boolean;
}

export interface NewsletterErrors {
  email?: string;
  consent?: string;
}

/** The email must contain '@', which catches most slips without refusing unusual addresses; consent must be given. */
export function validateNewsletter({ email, consent }: NewsletterInput): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (!email.trim().includes('@')) errors.email = NEWSLETTER_EMAIL_ERROR;
  if (!consent) errors.consent = NEWSLETTER_CONSENT_ERROR;
  return errors;
}
