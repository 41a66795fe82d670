import type { BackendClient } from './client';
import { invokeFunction } from './functions';
import { isNewsletterDuplicate } from './errors';

export type NewsletterOutcome = 'subscribed' | 'already-subscribed';

/**
 * Signs an address up for the newsletter (double opt-in): the newsletter-confirmation function stores it
 * unconfirmed and emails a link to `<baseUrl>/confirm-newsletter?token=…`. An address already on the list is
 * an outcome of its own, not a failure.
 */
export async function subscribeToNewsletter(
  client: BackendClient,
  email: string,
  baseUrl: string,
): Promise<NewsletterOutcome> {
  try {
    await invokeFunction(client, 'newsletter-confirmation', { email, baseUrl, ipAddress: '' });
    return 'subscribed';
  } catch (error) {
    if (isNewsletterDuplicate(error)) return 'already-subscribed';
    throw error;
  }
}

export interface NewsletterConfirmation {
  email: string;
  alreadyConfirmed: boolean;
}

/**
 * Confirms a sign-up from the emailed link's token. A link that is malformed, unknown or expired is refused
 * with a FunctionCallError whose message says what to do.
 */
export async function confirmNewsletter(
  client: BackendClient,
  token: string,
): Promise<NewsletterConfirmation> {
  const { email, alreadyConfirmed } = await invokeFunction<NewsletterConfirmation & { confirmed: true }>(
    client,
    'confirm-newsletter',
    { token },
  );
  return { email, alreadyConfirmed };
}
