import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { configRefusal } from '../test-fixture/config-refusal';

const TWILIO = {
  QUIZCOOP_SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'secret-token',
  TWILIO_FROM_NUMBER: '+1 500 555 0006',
};

describe('text message and one-time code settings', () => {
  it('keeps texts in the local mailbox on a local server, and sends none once real email is set up', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'local' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.school.example:465' }).sms).toEqual({ provider: 'off' });
    expect(loadConfig({ QUIZCOOP_SMS_PROVIDER: 'off' }).sms).toEqual({ provider: 'off' });
  });

  it('reads Twilio’s settings, with the sending number in E.164', () => {
    expect(loadConfig(TWILIO).sms).toEqual({
      provider: 'twilio',
      twilio: {
        accountSid: TWILIO.TWILIO_ACCOUNT_SID,
        authToken: 'secret-token',
        fromNumber: '+15005550006',
        apiUrl: 'https://api.twilio.com',
      },
    });
  });

  it('refuses to start with Twilio half set up, naming what is missing', () => {
    const missing = configRefusal({ ...TWILIO, TWILIO_AUTH_TOKEN: '', TWILIO_FROM_NUMBER: undefined });
    expect(missing.variable).toBe('TWILIO_AUTH_TOKEN');
    expect(missing.message).toBe(
      'TWILIO_AUTH_TOKEN must be set when QUIZCOOP_SMS_PROVIDER is twilio (missing: TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER).',
    );
    expect(configRefusal({ ...TWILIO, TWILIO_ACCOUNT_SID: 'nope' }).variable).toBe('TWILIO_ACCOUNT_SID');
    expect(configRefusal({ ...TWILIO, TWILIO_FROM_NUMBER: '5550006' }).message).toContain('E.164');
    expect(configRefusal({ QUIZCOOP_SMS_PROVIDER: 'carrier-pigeon' }).message).toBe(
      'QUIZCOOP_SMS_PROVIDER must be local, twilio or off, not "carrier-pigeon".',
    );
    // Credentials without the provider that uses them are a mistake, not something to ignore.
    expect(configRefusal({ TWILIO_AUTH_TOKEN: 'secret-token' }).variable).toBe('TWILIO_AUTH_TOKEN');
  });

  it('lets codes and links work an hour by default, from a minute to a day', () => {
    expect(loadConfig({}).otpExpirySeconds).toBe(3600);
    expect(loadConfig({ QUIZCOOP_OTP_EXPIRY_SECONDS: '600' }).otpExpirySeconds).toBe(600);
    expect(configRefusal({ QUIZCOOP_OTP_EXPIRY_SECONDS: '10' }).message).toBe(
      'QUIZCOOP_OTP_EXPIRY_SECONDS must be a whole number from 60 to 86400, not "10".',
    );
    expect(loadConfig({}).rateLimits.smsSent).toBe(30);
    expect(configRefusal({ QUIZCOOP_RATE_LIMIT_SMS_SENT: '0' }).variable).toBe(
      'QUIZCOOP_RATE_LIMIT_SMS_SENT',
    );
  });
});
