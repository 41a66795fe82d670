import { escapeHtml } from '../html';
import type { OutgoingEmail } from '../mail/mailer';

/** A single-use link, the six-digit code sent with it, and how long both work. */
export interface EmailLink {
  url: string;
  code: string;
  minutes: number;
}

interface LetterParts {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  /** A plain link to the site, or a single-use link with its code (which the letter says work once and briefly). */
  link: string | EmailLink;
  after: string[];
}

function codeLine(code: string): string {
  return `Or type this code where you asked for the email: ${code}`;
}

function validityNote(minutes: number): string {
  return `The link and the code work once and expire in ${minutes} minutes.`;
}

/** One plain-text and one HTML body that say the same thing, with the link (and code) written out in both. */
function letter({ to, subject, greeting, intro, action, link, after }: LetterParts): OutgoingEmail {
  const url = typeof link === 'string' ? link : link.url;
  const codeLines = typeof link === 'string' ? [] : [codeLine(link.code)];
  const notes = typeof link === 'string' ? after : [validityNote(link.minutes), ...after];
  const text = [
    greeting,
    '',
    intro,
    '',
    `${action}:`,
    url,
    ...codeLines.flatMap((line) => ['', line]),
    ...notes.flatMap((line) => ['', line]),
    '',
    '— Quiz Coop',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 0.6em 1.2em; background: #0645ad; color: #ffffff; border-radius: 0.4em; text-decoration: none; font-weight: 600;">${escapeHtml(action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
${typeof link === 'string' ? '' : `<p>Or type this code where you asked for the email:</p>\n<p style="font-size: 1.6em; font-weight: 700; letter-spacing: 0.2em;">${escapeHtml(link.code)}</p>\n`}${notes.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>— Quiz Coop</p>
</body>
</html>`;
  return { to, subject, text, html };
}

export function confirmationEmail(to: string, link: EmailLink): OutgoingEmail {
  return letter({
    to,
    subject: 'Confirm your Quiz Coop account',
    greeting: 'Hello,',
    intro:
      'Thanks for signing up for Quiz Coop! Please confirm that this is your email address, and your account is ready to use.',
    action: 'Confirm my email address',
    link,
    after: [
      'If the link has expired, sign up again with the same email address and we will send you a new one.',
      'If you did not sign up for Quiz Coop, you can ignore this email: no account is made unless the link is followed or the code typed.',
    ],
  });
}

export function recoveryEmail(to: string, link: EmailLink): OutgoingEmail {
  return letter({
    to,
    subject: 'Reset your Quiz Coop password',
    greeting: 'Hello,',
    intro: 'Someone (we hope it was you) asked to reset the password of your Quiz Coop account.',
    action: 'Choose a new password',
    link,
    after: [
      'If the link has expired, ask for a new one from the sign-in page with “Forgot password?”.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
}

const BOTH_ADDRESSES_NOTE =
  'The change needs a confirmation from both the old and the new address: until both links are followed, the account keeps its current address.';

/** To the new address of an email change (or the first address of an account that had none). */
export function emailChangeEmail(to: string, link: EmailLink, currentEmail: string | null): OutgoingEmail {
  return letter({
    to,
    subject: 'Confirm your new email address for Quiz Coop',
    greeting: 'Hello,',
    intro: 'Someone asked to use this email address for a Quiz Coop account.',
    action: 'Confirm my new email address',
    link,
    after: [
      ...(currentEmail ? [BOTH_ADDRESSES_NOTE] : []),
      'If you did not ask for this, you can ignore this email: nothing changes without a click on the link.',
    ],
  });
}

/** To the address an account has now, when someone asks to move the account to another one. */
export function emailChangeCurrentEmail(to: string, newEmail: string, link: EmailLink): OutgoingEmail {
  return letter({
    to,
    subject: 'Confirm the change of your Quiz Coop email address',
    greeting: 'Hello,',
    intro: `Someone asked to change the email address of your Quiz Coop account from ${to} to ${newEmail}.`,
    action: 'Yes, change my email address',
    link,
    after: [
      BOTH_ADDRESSES_NOTE,
      'If you did not ask for this, do not follow the link: your address stays as it is. Someone may be using your account, so change your password and sign out of every device from your profile.',
    ],
  });
}

/**
 * To an address someone asked to move their account to while it already belongs to another account: the
 * asker is answered as for any address, so only the owner learns of it, and nothing here moves an account.
 */
export function addressTakenEmail(to: string, signInPage: string): OutgoingEmail {
  return letter({
    to,
    subject: 'Someone tried to use your email address on Quiz Coop',
    greeting: 'Hello,',
    intro:
      'Someone asked to move another Quiz Coop account to this email address. It already belongs to your account, so nothing has changed.',
    action: 'Sign in to Quiz Coop',
    link: signInPage,
    after: ['If it was you, sign in to this account instead, or choose another address for the other one.'],
  });
}

/** The code that lets a signed-in person change their password (GET /reauthenticate). */
export function reauthenticationEmail(to: string, code: string, minutes: number): OutgoingEmail {
  const subject = 'Your Quiz Coop confirmation code';
  const lines = [
    'Someone (we hope it was you) asked to change the password of your Quiz Coop account.',
    `Your confirmation code is ${code}. Type it on your profile page to change the password.`,
    `The code works once and expires in ${minutes} minutes.`,
    'If you did not ask for this, do not share the code with anyone: your password stays as it is. Someone may be using your account, so sign out of every device from your profile.',
  ];
  const text = ['Hello,', ...lines, '— Quiz Coop'].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>Hello,</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="font-size: 1.6em; font-weight: 700; letter-spacing: 0.2em;">${escapeHtml(code)}</p>
<p>— Quiz Coop</p>
</body>
</html>`;
  return { to, subject, text, html };
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function accountExistsEmail(to: string, signInPage: string): OutgoingEmail {
  return letter({
    to,
    subject: 'You already have a Quiz Coop account',
    greeting: 'Hello,',
    intro:
      'Someone (we hope it was you) tried to sign up for Quiz Coop with this email address, but it already has an account.',
    action: 'Sign in to Quiz Coop',
    link: signInPage,
    after: [
      'Forgot your password? Choose “Forgot password?” on the sign-in page and we will email you a link to choose a new one.',
      'If you did not try to sign up, you can ignore this email: nothing has changed.',
    ],
  });
}

/** The sign-in email of POST /otp: a magic link and the same sign-in as a six-digit code. */
export function signInCodeEmail(to: string, link: EmailLink): OutgoingEmail {
  return letter({
    to,
    subject: 'Your Quiz Coop sign-in code',
    greeting: 'Hello,',
    intro: `Someone (we hope it was you) asked to sign in to Quiz Coop with this email address. Your sign-in code is ${link.code}.`,
    action: 'Sign in to Quiz Coop',
    link,
    after: [
      'If you did not ask for this, you can ignore this email: nobody signs in without the link or the code.',
    ],
  });
}

/** The invitation of POST /invite: following the link confirms the address and signs the new account in. */
export function inviteEmail(to: string, link: EmailLink): OutgoingEmail {
  return letter({
    to,
    subject: 'You have been invited to Quiz Coop',
    greeting: 'Hello,',
    intro: 'You have been invited to create a Quiz Coop account with this email address.',
    action: 'Accept the invitation',
    link,
    after: ['If you were not expecting this, you can ignore this email: the account stays unused.'],
  });
}
