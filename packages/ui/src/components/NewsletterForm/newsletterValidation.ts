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

/** Spec §5: the email is required and must contain '@'; the consent box must be ticked. */
export function validateNewsletter({ email, consent }: NewsletterInput): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (!email.trim().includes('@')) errors.email = NEWSLETTER_EMAIL_ERROR;
  if (!consent) errors.consent = NEWSLETTER_CONSENT_ERROR;
  return errors;
}
