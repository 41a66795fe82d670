import { ConfigError, isSet, parseUrl } from './config-values';

/** Who may read the local mailbox at /_mailbox. */
export type MailboxAccess = 'local' | 'network' | 'off';

/** A deliberately simple email shape, matching what the sign-up form accepts: text, an @ sign, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The address whose owner becomes the first admin. Owning it is proven only by following its confirmation
 * link, so without email confirmation whoever signed up first with it would be admin: that pair is refused.
 */
export function parseAdminEmail(value: string | undefined, emailConfirm: boolean): string | undefined {
  if (!isSet(value)) return undefined;
  const email = value.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) {
    throw new ConfigError('QUIZCOOP_ADMIN_EMAIL', `must be an email address, not "${value}".`);
  }
  if (!emailConfirm) {
    throw new ConfigError(
      'QUIZCOOP_ADMIN_EMAIL',
      'needs QUIZCOOP_EMAIL_CONFIRM=true: with email confirmation off, whoever signs up first with that ' +
        'address would become admin without proving it is theirs. Turn confirmation on, or leave ' +
        'QUIZCOOP_ADMIN_EMAIL unset.',
    );
  }
  return email;
}

export function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!isSet(value)) return undefined;
  const url = parseUrl('SMTP_URL', value, ['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.org:465');
  if (!url.hostname) throw new ConfigError('SMTP_URL', 'must name the mail server’s host.');
  return value;
}

export function parseMailFrom(value: string | undefined): string {
  if (!isSet(value)) return 'Quiz Coop <no-reply@quizcoop.local>';
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value.trim();
  if (!EMAIL_PATTERN.test(address)) {
    throw new ConfigError(
      'QUIZCOOP_MAIL_FROM',
      `must be an address such as "Quiz Coop <quiz@school.example>", not "${value}".`,
    );
  }
  return value.trim();
}

/** With real email, nobody needs to read the links in a page, so the mailbox is off unless asked for. */
export function parseMailbox(value: string | undefined, smtpUrl: string | undefined): MailboxAccess {
  if (!isSet(value)) return smtpUrl ? 'off' : 'local';
  if (value === 'local' || value === 'network' || value === 'off') return value;
  throw new ConfigError('QUIZCOOP_MAILBOX', `must be local, network or off, not "${value}".`);
}
