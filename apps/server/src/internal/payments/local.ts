import { randomBytes } from 'node:crypto';
import type {
  FunctionDatabase,
  PaymentsProvider,
  Plan,
} from '../../../../../supabase/functions/_shared/context.ts';
import { WebhookSignatureError } from '../../../../../supabase/functions/_shared/context.ts';
import { FunctionError } from '../../../../../supabase/functions/_shared/http.ts';
import { PLANS } from '../../../../../supabase/functions/_shared/plans.ts';
import { recordPaymentEvent } from '../../../../../supabase/functions/_shared/subscriptions.ts';
import { paidEvent } from './local-events';
import type { LocalPortal } from './local-portal';
import { createLocalPortal } from './local-portal';
import type { SavedCard } from './test-cards';

export interface CheckoutSession {
  id: string;
  email: string | null;
  plan: Plan;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
}

export type CheckoutCompletion =
  | { outcome: 'paid'; successUrl: string }
  | { outcome: 'already paid'; successUrl: string }
  | { outcome: 'gone' };

/** The local provider, plus what its own pages need (they are not part of the provider interface). */
export interface LocalPayments extends PaymentsProvider, LocalPortal {
  readonly name: 'local';
  findCheckout(id: string): Promise<CheckoutSession | null>;
  /**
   * Pays for the session's plan once and keeps the card for renewals: the second time answers
   * 'already paid' and records nothing.
   */
  completeCheckout(id: string, card: SavedCard): Promise<CheckoutCompletion>;
}

export interface LocalPaymentsOptions {
  db: FunctionDatabase;
  /** Where the server's own pages are reached, without a trailing slash. */
  siteUrl: string;
}

function sessionId(prefix: 'cs_local_' | 'ps_local_'): string {
  return prefix + randomBytes(24).toString('base64url');
}

function withSessionId(url: string, id: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}session_id=${id}`;
}

/**
 * Payments without a payment company: checkout and subscription pages served by this server, where Stripe's
 * test cards pay or are declined. Everything it records goes through the same path as a Stripe webhook.
 */
export function createLocalPayments({ db, siteUrl }: LocalPaymentsOptions): LocalPayments {
  return {
    name: 'local',
    ...createLocalPortal(db),

    async createCheckout({ user, plan, successUrl, cancelUrl }) {
      const offer = PLANS[plan];
      const id = sessionId('cs_local_');
      await db.query(
        `insert into quizcoop_checkout.sessions
           (id, user_id, email, plan, amount_cents, currency, success_url, cancel_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, user.id, user.email, plan, offer.amountCents, offer.currency, successUrl, cancelUrl],
      );
      return { url: `${siteUrl}/_checkout/${id}` };
    },

    async createPortal({ user, returnUrl }) {
      const { rows } = await db.query(
        `select 1 from public.user_subscriptions where user_id = $1 and provider = 'local'`,
        [user.id],
      );
      if (rows.length === 0) {
        throw new FunctionError(404, 'There is no subscription to manage yet. Choose a plan first.');
      }
      // The link ends with the sign-in that asked for it, so it needs one.
      if (!user.sessionId) throw new FunctionError(401, 'Sign in again to manage your subscription.');
      const id = sessionId('ps_local_');
      await db.query(
        `insert into quizcoop_checkout.portal_sessions (id, user_id, return_url, session_id)
         values ($1, $2, $3, $4)`,
        [id, user.id, returnUrl, user.sessionId],
      );
      return { url: `${siteUrl}/_checkout/portal/${id}` };
    },

    async parseWebhook() {
      throw new WebhookSignatureError(
        'The local payments provider sends no webhooks: its checkout page records each payment itself.',
      );
    },

    async findCheckout(id) {
      const { rows } = await db.query<{
        id: string;
        email: string | null;
        plan: Plan;
        amount_cents: number;
        currency: string;
        success_url: string;
        cancel_url: string;
        status: CheckoutSession['status'];
      }>(
        `select id, email, plan, amount_cents, currency, success_url, cancel_url,
                case when status = 'open' and expires_at <= now() then 'expired' else status end as status
           from quizcoop_checkout.sessions where id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        plan: row.plan,
        amountCents: row.amount_cents,
        currency: row.currency,
        successUrl: withSessionId(row.success_url, row.id),
        cancelUrl: row.cancel_url,
        status: row.status,
      };
    },

    completeCheckout(id, card) {
      return db.transaction(async (tx): Promise<CheckoutCompletion> => {
        const { rows } = await tx.query<{
          id: string;
          user_id: string;
          plan: Plan;
          amount_cents: number;
          currency: string;
          success_url: string;
        }>(
          `update quizcoop_checkout.sessions set status = 'complete', completed_at = now()
            where id = $1 and status = 'open' and expires_at > now()
            returning id, user_id::text, plan, amount_cents, currency, success_url`,
          [id],
        );
        const session = rows[0];
        if (!session) {
          const { rows: earlier } = await tx.query<{ success_url: string }>(
            `select success_url from quizcoop_checkout.sessions where id = $1 and status = 'complete'`,
            [id],
          );
          return earlier[0]
            ? { outcome: 'already paid', successUrl: withSessionId(earlier[0].success_url, id) }
            : { outcome: 'gone' };
        }
        await tx.query(
          `insert into quizcoop_checkout.subscriptions (user_id, plan, card_last4, card_charges_fail)
           values ($1, $2, $3, $4)
           on conflict (user_id) do update set plan = excluded.plan, card_last4 = excluded.card_last4,
             card_charges_fail = excluded.card_charges_fail, updated_at = now()`,
          [session.user_id, session.plan, card.last4, card.chargesFail],
        );
        const paid = await paidEvent(tx, {
          eventId: session.id,
          type: 'checkout.session.completed',
          userId: session.user_id,
          plan: session.plan,
          subscriptionId: session.id,
          amountCents: session.amount_cents,
          currency: session.currency,
        });
        await recordPaymentEvent(tx, paid);
        return { outcome: 'paid', successUrl: withSessionId(session.success_url, id) };
      });
    },
  };
}
