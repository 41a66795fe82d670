import type { Caller } from '../http/caller';
import { CallerError, verifyCaller } from '../http/caller';
import { AuthError } from './errors';

/**
 * The verified caller of an endpoint that takes only `Authorization: Bearer` (never the apikey header), refused
 * as GoTrue refuses it: 401 without the header, 403 bad_jwt for a token that does not verify.
 */
export async function bearerCaller(authorization: string | undefined, jwtSecret: string): Promise<Caller> {
  if (!authorization)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyCaller(
      { get: (name) => (name.toLowerCase() === 'authorization' ? authorization : null) },
      jwtSecret,
    );
  } catch (error) {
    if (!(error instanceof CallerError)) throw error;
    const reason = error.code === 'PGRST303' ? 'token has invalid claims: token is expired' : error.message;
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}
