import { isPostgresError } from '../db/database';
/** GoTrue's error codes that this server answers with. */
export type AuthErrorCode =
  | 'anonymous_provider_disabled'
  | 'bad_code_verifier'
  | 'bad_json'
  | 'bad_jwt'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'flow_state_expired'
  | 'flow_state_not_found'
  | 'insufficient_aal'
  | 'invalid_credentials'
  | 'manual_linking_disabled'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_verification_failed'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'mfa_webauthn_verify_not_enabled'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'otp_disabled'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'over_sms_send_rate_limit'
  | 'phone_exists'
  | 'phone_not_confirmed'
  | 'phone_provider_disabled'
  | 'provider_disabled'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_timeout'
  | 'saml_provider_disabled'
  | 'same_password'
  | 'session_expired'
  | 'session_not_found'
  | 'signup_disabled'
  | 'too_many_enrolled_mfa_factors'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_not_found'
  | 'validation_failed'
  | 'web3_provider_disabled'
  | 'weak_password';

/** The API version whose error shape this server speaks; supabase-js reads `code` only when it is echoed. */
export const API_VERSION = '2024-01-01';

/** An auth failure with GoTrue's status, code and message. */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Extra fields of the body, such as weak_password's reasons. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

export const emailLinkExpired = () =>
  new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/**
 * GoTrue's 2024-01-01 body `{code, message}`, plus the older `error_code` and `msg` so clients that do not send
 * the version header read it too, and the `x-sb-error-code` header.
 */
export function authErrorResponse(error: AuthError): Response {
  return new Response(
    JSON.stringify({
      code: error.code,
      message: error.message,
      error_code: error.code,
      msg: error.message,
      ...error.details,
    }),
    {
      status: error.status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-sb-error-code': error.code,
        'x-supabase-api-version': API_VERSION,
      },
    },
  );
}

/** A sign-up that collides with a rule of the database (say, a taken username in the profile trigger). */
export function signupRefusedByDatabase(error: unknown): AuthError | undefined {
  if (
    isPostgresError(error) &&
    (error.code === '23505' || error.code === '23514' || error.code.startsWith('22'))
  ) {
    return new AuthError(422, 'validation_failed', `Database error saving new user: ${error.message}`);
  }
  return undefined;
}

export const signupDisabled = () =>
  new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');

export const anonymousSignInsDisabled = () =>
  new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');

export const phoneProviderDisabled = (what: 'signups' | 'logins') =>
  new AuthError(422, 'phone_provider_disabled', `Phone ${what} are disabled`);
