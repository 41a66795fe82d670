import type { ServerConfig } from '../config';
import { AuthError } from './errors';

/**
 * A code sign-in for an address or number without an account, when none may be made. By default the answer is
 * the same `{}` as for everyone, so nobody can find out who has signed up; a server set to reveal it
 * (QUIZCOOP_OTP_REVEAL_UNKNOWN_USERS) answers GoTrue's error instead.
 */
export function refuseUnknownAccount(
  config: Pick<ServerConfig, 'otpRevealUnknownUsers' | 'disableSignup'>,
  createUser: unknown,
): void {
  if (!config.otpRevealUnknownUsers) return;
  if (createUser === false) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  if (config.disableSignup) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
}
