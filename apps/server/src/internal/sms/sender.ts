import type { Mailer } from '../mail/mailer';
import type { SmsSettings, TwilioSettings } from './settings';

export interface TextMessage {
  /** The number, in E.164. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Whether texts go anywhere at all; without them there is no phone sign-in. */
  readonly enabled: boolean;
  /** The provider's name as GoTrue's /settings reports it. */
  readonly provider: string;
  /** Keeps the text in the local mailbox, then hands it to the provider when there is one. */
  send(message: TextMessage): Promise<void>;
}

/** Thrown when the provider refuses or cannot be reached; the text stays in the mailbox. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/** Twilio's Messages resource: a form-encoded POST with the account's SID and token as basic auth. */
async function sendThroughTwilio(twilio: TwilioSettings, message: TextMessage): Promise<void> {
  const url = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: message.to, From: twilio.fromNumber, Body: message.body }),
      // A provider that hangs must not keep a background task (or a shutdown) waiting for long.
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new SmsDeliveryError(`Twilio could not be reached: ${(error as Error).message}`, { cause: error });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new SmsDeliveryError(`Twilio refused the text to ${message.to} (${response.status}): ${detail}`);
  }
}

export function createSmsSender(settings: SmsSettings, mailer: Mailer): SmsSender {
  return {
    enabled: settings.provider !== 'off',
    provider: settings.provider === 'off' ? '' : settings.provider,
    async send(message) {
      if (settings.provider === 'off') throw new SmsDeliveryError('Text messages are turned off.');
      // Kept like an email, addressed to the number, so the local mailbox lists texts too.
      await mailer.send({
        to: message.to,
        subject: 'Text message',
        text: message.body,
        html: `<p>${escapeHtml(message.body)}</p>`,
      });
      if (settings.provider === 'twilio') await sendThroughTwilio(settings.twilio, message);
    },
  };
}
