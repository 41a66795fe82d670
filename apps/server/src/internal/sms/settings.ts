import { ConfigError, isSet } from '../config-values';

/** Twilio's Messages API credentials and the number texts come from. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number, in E.164. */
  fromNumber: string;
  /** Twilio's API origin; tests put a stand-in's in its place. */
  apiUrl: string;
}

/**
 * How text messages go out. `local`: kept in the local mailbox only, for development and tests. `twilio`: sent
 * through Twilio (and kept in the mailbox too, as emails are). `off`: no texts, so no phone sign-in.
 */
export type SmsSettings =
  | { provider: 'local' }
  | { provider: 'off' }
  | { provider: 'twilio'; twilio: TwilioSettings };

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const;

const TWILIO_API_URL = 'https://api.twilio.com';

export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

function parseTwilio(env: NodeJS.ProcessEnv): TwilioSettings {
  const missing = TWILIO_VARIABLES.filter((variable) => !isSet(env[variable]));
  if (missing.length > 0) {
    throw new ConfigError(
      missing[0]!,
      `must be set when QUIZCOOP_SMS_PROVIDER is twilio (missing: ${missing.join(', ')}).`,
    );
  }
  const accountSid = env.TWILIO_ACCOUNT_SID!.trim();
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid)) {
    throw new ConfigError(
      'TWILIO_ACCOUNT_SID',
      'must be a Twilio account SID (AC followed by 32 hex digits).',
    );
  }
  const fromNumber = env.TWILIO_FROM_NUMBER!.replace(/[\s().-]/g, '');
  if (!E164_PATTERN.test(fromNumber)) {
    throw new ConfigError(
      'TWILIO_FROM_NUMBER',
      `must be a phone number in E.164 form such as +15005550006, not "${env.TWILIO_FROM_NUMBER}".`,
    );
  }
  return { accountSid, authToken: env.TWILIO_AUTH_TOKEN!.trim(), fromNumber, apiUrl: TWILIO_API_URL };
}

/**
 * The SMS provider from QUIZCOOP_SMS_PROVIDER. Unset, it follows the mailbox's reasoning: a server without SMTP
 * is a local one, whose texts land in the local mailbox; a server that sends real email sends no texts until a
 * provider is chosen.
 */
export function parseSmsSettings(env: NodeJS.ProcessEnv, smtpUrl: string | undefined): SmsSettings {
  const value = env.QUIZCOOP_SMS_PROVIDER?.trim().toLowerCase();
  const provider = isSet(value) ? value : smtpUrl ? 'off' : 'local';
  if (provider === 'twilio') return { provider, twilio: parseTwilio(env) };
  if (provider !== 'local' && provider !== 'off') {
    throw new ConfigError(
      'QUIZCOOP_SMS_PROVIDER',
      `must be local, twilio or off, not "${env.QUIZCOOP_SMS_PROVIDER}".`,
    );
  }
  const stray = TWILIO_VARIABLES.find((variable) => isSet(env[variable]));
  if (stray) {
    throw new ConfigError(
      stray,
      'is set, but QUIZCOOP_SMS_PROVIDER is not twilio: set it to twilio, or unset the TWILIO_ variables.',
    );
  }
  return { provider };
}
