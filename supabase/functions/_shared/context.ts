/**
 * What every function handler receives besides its request. The embedded server builds it in
 * apps/server; on hosted Supabase, _shared/deno.ts builds the same from the function's environment.
 */

/** The role a request acts as, from its verified apikey or bearer token. */
export type CallerRole = 'anon' | 'authenticated' | 'service_role';

/** The signed-in user who called, from a verified access token. */
export interface FunctionUser {
  id: string;
  email: string | null;
  isAnonymous: boolean;
  /** How the session proved itself: aal2 once it gave a second factor, from the verified token's `aal`. */
  aal: 'aal1' | 'aal2';
  /** The sign-in the token belongs to (its `session_id`), which signing out ends. */
  sessionId: string | null;
}

export interface FunctionQueryable {
  /** One parameterised statement ($1, $2, …). */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

/** The project database as the service role: row-level security does not apply, so handlers check callers. */
export interface FunctionDatabase extends FunctionQueryable {
  /** Statements that must succeed or fail together. Only database work inside: no network, no timers. */
  transaction<T>(work: (tx: FunctionQueryable) => Promise<T>): Promise<T>;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface FunctionMailer {
  send(email: OutgoingEmail): Promise<unknown>;
}

export type Plan = 'monthly' | 'yearly';

export interface CheckoutRequest {
  user: FunctionUser;
  plan: Plan;
  successUrl: string;
  cancelUrl: string;
  /** The provider's customer from an earlier subscription, so a returning user keeps one customer. */
  customerId: string | null;
}

export interface PortalRequest {
  user: FunctionUser;
  returnUrl: string;
  customerId: string | null;
}

/** What every provider event carries: the provider's event id (recorded once) and its own type name. */
interface EventOrigin {
  id: string;
  provider: 'local' | 'stripe';
  type: string;
}

/**
 * A payment provider's event, normalised. Recording `id` once is what makes a replayed event harmless.
 */
export type PaymentEvent =
  | (EventOrigin & {
      kind: 'subscription.active';
      userId: string;
      plan: Plan | null;
      validUntil: Date | null;
      customerId: string | null;
      subscriptionId: string | null;
      amountCents: number | null;
      currency: string | null;
      /** The subscriber cancelled: premium runs to validUntil and does not renew. */
      cancelAtPeriodEnd: boolean;
      /** A renewal charge failed and the provider keeps the subscription alive while it is sorted out. */
      paymentIssue: boolean;
    })
  | (EventOrigin & {
      kind: 'subscription.ended';
      userId: string;
      customerId: string | null;
      subscriptionId: string | null;
    })
  | (EventOrigin & {
      kind: 'payment.failed';
      userId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      amountCents: number | null;
      currency: string | null;
    })
  | (EventOrigin & { kind: 'ignored' });

/** A webhook whose signature does not verify: answered 400 and never applied. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe';
  /** A page where the user pays for the plan; it comes back to successUrl or cancelUrl. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** A page where the user manages or cancels the subscription. */
  createPortal(request: PortalRequest): Promise<{ url: string }>;
  /** Verifies a webhook from its raw body and headers (WebhookSignatureError when it does not). */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}

/** Uploaded files, as the service role. Their names are read from storage.objects through `db`. */
export interface FunctionStorage {
  /** Removes the objects (their bodies and their storage.objects rows) through the storage service. */
  removeObjects(bucket: string, names: readonly string[]): Promise<void>;
}

export interface FunctionContext {
  role: CallerRole;
  /** The signed-in caller, or null for the anon key, the service role or no token. */
  user: FunctionUser | null;
  db: FunctionDatabase;
  mailer: FunctionMailer;
  payments: PaymentsProvider;
  storage: FunctionStorage;
  /** The web app's origin (and path), without a trailing slash. */
  siteUrl: string;
}

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>;
