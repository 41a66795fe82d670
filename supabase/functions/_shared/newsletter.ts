import type { OutgoingEmail } from './context.ts';

/** How long a newsletter confirmation link works; a sign-up after that sends a fresh one. */
export const CONFIRMATION_HOURS = 48;

/** The shape the newsletter_subscribers table checks, so a refusal comes before the database's. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function isNewsletterEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 320 && EMAIL.test(value);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function confirmationEmail(to: string, link: string): OutgoingEmail {
  return {
    to,
    subject: 'Confirm your Quiz Coop newsletter subscription',
    text: [
      'Thanks for signing up for the Quiz Coop newsletter!',
      '',
      'Please confirm your subscription by opening this link:',
      link,
      '',
      `The link works for ${CONFIRMATION_HOURS} hours. If you did not sign up, ignore this email and you will not hear from us again.`,
    ].join('\n'),
    html: `<p>Thanks for signing up for the Quiz Coop newsletter!</p>
<p><a href="${escapeHtml(link)}">Confirm your subscription</a></p>
<p>The link works for ${CONFIRMATION_HOURS} hours. If you did not sign up, ignore this email and you will not hear from us again.</p>`,
  };
}
