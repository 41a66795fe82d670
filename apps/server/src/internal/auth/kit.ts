import type { ServerContext } from '../context';
import type { OutgoingEmail } from '../mail/mailer';
import type { IssuedLink, VerificationType } from './email-links';
import type { EmailLink } from './emails';
import type { TokenBuckets } from './rate-limit';
import type { AuthenticationMethod, SessionOrigin, SessionTokens, TokenSigner } from './sessions';
import type { User } from './users';
import type { RouteContext } from '../http/env';

export interface AuthLimits {
  signIn: TokenBuckets;
  tokenRefresh: TokenBuckets;
  verify: TokenBuckets;
  emailSent: TokenBuckets;
}

/** What the /auth/v1 route modules share: the server, the limits and the steps every flow takes. */
export interface AuthKit {
  context: ServerContext;
  signer: TokenSigner;
  limits: AuthLimits;
  /** How long emailed links and codes, and texted codes, work. */
  lifetimeMs: number;
  now(): Date;
  /** Charges the request to its client address's bucket; refuses it when the bucket is empty. */
  limit(c: RouteContext, buckets: TokenBuckets): Promise<void>;
  /** Asked before anything reveals whether the address has an account, and charged the same either way. */
  allowEmail(c: RouteContext, address: string): Promise<void>;
  /** Sends after the answer, so how long a request takes says nothing about whether an email went out. */
  sendLater(email: OutgoingEmail): void;
  redirectTarget(requested: unknown): string;
  originOf(c: RouteContext): SessionOrigin;
  verifyLink(issued: IssuedLink, type: VerificationType, redirectTo: string): EmailLink;
  issue(user: User, tokens: SessionTokens): Promise<Response>;
  startSessionFor(c: RouteContext, user: User, method: AuthenticationMethod): Promise<Response>;
  /** The caller of /user and /logout, from its bearer access token and a session that still exists. */
  authenticate(c: RouteContext): Promise<{ user: User; sessionId: string }>;
}
