import { isPostgresError } from '../db/database';
import type { Queryable } from '../db/database';
import type { SmsSender } from '../sms/sender';
import { createEmailLink } from './email-links';
import {
  AuthError,
  invalidCredentials,
  phoneProviderDisabled,
  signupRefusedByDatabase,
  validationFailed,
} from './errors';
import type { AuthKit } from './kit';
import { requestPhoneChange } from './phone-accounts';
import { phoneOf } from './phone-numbers';
import { checkNewPassword, hashPassword, passwordMatches } from './password';
import { EmailIntervals, TokenBuckets } from './rate-limit';
import { metadataOf } from './request';
import type { Body } from './request';
import { refuseUnknownAccount } from './unknown-accounts';
import type { User } from './users';
import {
  createUser,
  findUserById,
  findUserByPhone,
  lookalikeUserJson,
  rehearseNewUser,
  userJson,
} from './users';
import type { RouteContext } from '../http/env';

const HOUR = 3_600_000;

/** Phone numbers as a way in: sign-up and sign-in with a password, texted codes, and changing the number. */
export interface PhoneAuth {
  /** POST /signup with `phone`: an unconfirmed account and a texted code (verify type sms). */
  signUp(c: RouteContext, body: Body): Promise<Response>;
  /** POST /token?grant_type=password with `phone`. */
  signIn(c: RouteContext, body: Body): Promise<Response>;
  /** POST /otp with `phone`: a texted sign-in code. */
  sendCode(c: RouteContext, body: Body): Promise<Response>;
  /** PUT /user with `phone`: a code texted to the new number (verify type phone_change). */
  requestChange(c: RouteContext, user: User, value: unknown): Promise<void>;
  /** POST /resend with `phone`, type sms or phone_change. */
  resend(c: RouteContext, body: Body): Promise<Response>;
}

export function phoneAuth(kit: AuthKit, sms: SmsSender): PhoneAuth {
  const { config, database, buckets, background } = kit.context;
  const textsSent = new TokenBuckets(buckets, 'sms-sent', config.rateLimits.smsSent, HOUR);
  const intervals = new EmailIntervals(buckets, 'sms-interval', config.rateLimits.emailInterval * 1000);
  const minutes = Math.max(1, Math.round(kit.lifetimeMs / 60_000));

  function requireSms(what: 'signups' | 'logins'): void {
    if (!sms.enabled) throw phoneProviderDisabled(what);
  }

  /** Codes go out as text messages only; GoTrue's WhatsApp channel needs a provider this server does not use. */
  function requireSmsChannel(channel: unknown): void {
    if (channel !== undefined && channel !== null && channel !== 'sms') {
      throw validationFailed('Invalid channel: only sms is supported');
    }
  }

  /** Asked before anything reveals whether the number has an account, and charged the same either way. */
  async function allowText(c: RouteContext, phone: string): Promise<void> {
    const at = kit.now().getTime();
    const wait = await intervals.secondsToWait(phone, at);
    if (wait > 0) {
      throw new AuthError(
        429,
        'over_sms_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
    if (!(await textsSent.take(kit.originOf(c).ip ?? 'unknown', at))) {
      throw new AuthError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded');
    }
    await intervals.record(phone, at);
  }

  /** Makes a code for the number inside the transaction; texts it after the answer. */
  async function codeFor(
    tx: Queryable,
    userId: string,
    phone: string,
    purpose: 'phone' | 'phone_change',
  ): Promise<() => Promise<void>> {
    const { code } = await createEmailLink(tx, userId, purpose, phone, false, kit.now());
    return () =>
      sms.send({
        to: phone,
        body: `Your Quiz Coop code is ${code}. It works once and expires in ${minutes} minutes. Do not share it.`,
      });
  }

  function textLater(phone: string, prepare: () => Promise<(() => Promise<void>) | undefined>): void {
    background.run(`Texting a code to ${phone}`, async () => {
      const send = await prepare();
      if (send) await send();
    });
  }

  /**
   * A sign-up confirmed at once (QUIZCOOP_SMS_AUTOCONFIRM): no code is texted and the answer is a session, as on
   * GoTrue with SMS autoconfirm; a number that has an account is refused, as an address is without confirmation.
   */
  async function signUpConfirmed(
    c: RouteContext,
    phone: string,
    password: string,
    metadata: Record<string, unknown>,
  ): Promise<Response> {
    const passwordHash = await hashPassword(password);
    const at = kit.now();
    const registered = () => new AuthError(422, 'user_already_exists', 'User already registered');
    let user: User;
    try {
      user = await database.transaction(async (tx) => {
        if (await findUserByPhone(tx, phone, true)) throw registered();
        return createUser(tx, {
          email: null,
          phone,
          passwordHash,
          userMetadata: metadata,
          confirmedAt: null,
          phoneConfirmedAt: at,
          now: at,
        });
      });
    } catch (error) {
      if (isPostgresError(error) && error.constraint === 'users_phone_key') throw registered();
      throw signupRefusedByDatabase(error) ?? error;
    }
    return kit.startSessionFor(c, user, 'password');
  }

  /** What sign-up answers for a number that already has an account: like a new one, telling nothing. */
  function lookalike(phone: string, metadata: Record<string, unknown>): Record<string, unknown> {
    const json = lookalikeUserJson('stand-in@phone.invalid', metadata, kit.now());
    const id = json.id as string;
    return {
      ...json,
      email: '',
      phone,
      app_metadata: { provider: 'phone', providers: ['phone'] },
      identities: [
        {
          ...(json.identities as Record<string, unknown>[])[0],
          identity_data: { sub: id, phone, email_verified: false, phone_verified: false },
          provider: 'phone',
          email: undefined,
        },
      ],
    };
  }

  return {
    async signUp(c, body) {
      requireSms('signups');
      requireSmsChannel(body.channel);
      const phone = phoneOf(body.phone);
      const password = checkNewPassword(body.password, kit.context.config.passwordPolicy);
      const metadata = metadataOf(body.data);
      if (config.smsAutoconfirm) return signUpConfirmed(c, phone, password, metadata);
      await allowText(c, phone);
      const passwordHash = await hashPassword(password);
      const at = kit.now();
      type Outcome =
        | { kind: 'created'; user: User; send: () => Promise<void> }
        | { kind: 'exists'; metadata: Record<string, unknown> };
      let outcome: Outcome;
      try {
        outcome = await database.transaction<Outcome>(async (tx) => {
          if (await findUserByPhone(tx, phone, true)) {
            // The database's rules refuse the details exactly as they would for a new number (see rehearseNewUser).
            const stored = await rehearseNewUser(tx, {
              passwordHash,
              userMetadata: metadata,
              confirmedAt: null,
              now: at,
            });
            return { kind: 'exists', metadata: stored };
          }
          const user = await createUser(tx, {
            email: null,
            phone,
            passwordHash,
            userMetadata: metadata,
            confirmedAt: null,
            now: at,
          });
          return { kind: 'created', user, send: await codeFor(tx, user.id, phone, 'phone') };
        });
      } catch (error) {
        const taken = isPostgresError(error) && error.constraint === 'users_phone_key';
        if (!taken) throw signupRefusedByDatabase(error) ?? error;
        outcome = { kind: 'exists', metadata };
      }
      if (outcome.kind === 'exists') {
        // A number with an account gets a fresh code only while it is unconfirmed; the answer is the same.
        textLater(phone, () =>
          database.transaction(async (tx) => {
            const user = await findUserByPhone(tx, phone, true);
            if (!user || user.phone_confirmed_at || user.deleted_at) return undefined;
            return codeFor(tx, user.id, phone, 'phone');
          }),
        );
        return c.json(lookalike(phone, outcome.metadata));
      }
      const { user, send } = outcome;
      textLater(phone, async () => send);
      return c.json(userJson((await findUserById(database, user.id))!));
    },

    async signIn(c, body) {
      requireSms('logins');
      if (typeof body.password !== 'string' || body.password === '') {
        throw validationFailed('You must provide either an email or phone number and a password');
      }
      const phone = phoneOf(body.phone);
      const user = await findUserByPhone(database, phone);
      // As with email: the password is checked first, whether or not the account exists.
      const matches = await passwordMatches(body.password, user?.encrypted_password);
      if (!user || !matches || user.deleted_at) throw invalidCredentials();
      if (user.banned_until && user.banned_until.getTime() > kit.now().getTime()) throw invalidCredentials();
      if (!user.phone_confirmed_at) throw new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed');
      return kit.startSessionFor(c, user, 'password');
    },

    async sendCode(c, body) {
      requireSms('logins');
      requireSmsChannel(body.channel);
      const phone = phoneOf(body.phone);
      const mayCreate = body.create_user !== false && !kit.context.config.disableSignup;
      const metadata = metadataOf(body.data);
      if (!mayCreate && kit.context.config.otpRevealUnknownUsers) {
        const known = await findUserByPhone(database, phone);
        if (!known || known.deleted_at) refuseUnknownAccount(kit.context.config, body.create_user);
      }
      await allowText(c, phone);
      textLater(phone, () =>
        database.transaction(async (tx) => {
          let user = await findUserByPhone(tx, phone, true);
          if (user?.deleted_at) return undefined;
          if (!user) {
            if (!mayCreate) return undefined;
            user = await createUser(tx, {
              email: null,
              phone,
              passwordHash: null,
              userMetadata: metadata,
              confirmedAt: null,
              now: kit.now(),
            });
          }
          return codeFor(tx, user.id, phone, 'phone');
        }),
      );
      return c.json({});
    },

    async requestChange(c, user, value) {
      requireSms('logins');
      const phone = phoneOf(value);
      if (phone === user.phone) return;
      await allowText(c, phone);
      // Whether the number belongs to another account is never answered: that number just gets no code.
      const send = await database.transaction(async (tx) => {
        await requestPhoneChange(tx, user.id, phone, kit.now());
        if (await findUserByPhone(tx, phone)) return undefined;
        return codeFor(tx, user.id, phone, 'phone_change');
      });
      if (send) textLater(phone, async () => send);
    },

    async resend(c, body) {
      requireSms('logins');
      const type = body.type;
      if (type !== 'sms' && type !== 'phone_change') {
        throw validationFailed('Resend type must be sms or phone_change for a phone number');
      }
      const phone = phoneOf(body.phone);
      await allowText(c, phone);
      textLater(phone, () =>
        database.transaction(async (tx) => {
          if (type === 'sms') {
            const user = await findUserByPhone(tx, phone, true);
            if (!user || user.phone_confirmed_at || user.deleted_at) return undefined;
            return codeFor(tx, user.id, phone, 'phone');
          }
          const { rows } = await tx.query<{ id: string }>(
            `select id from auth.users where phone_change = $1 and phone_change_sent_at is not null for update`,
            [phone],
          );
          if (rows.length !== 1 || (await findUserByPhone(tx, phone))) return undefined;
          return codeFor(tx, rows[0]!.id, phone, 'phone_change');
        }),
      );
      return c.json({});
    },
  };
}
