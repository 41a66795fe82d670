import type {
  FunctionDatabase,
  FunctionQueryable,
  Plan,
} from '../../../../../supabase/functions/_shared/context.ts';
import { PLANS } from '../../../../../supabase/functions/_shared/plans.ts';
import { recordPaymentEvent } from '../../../../../supabase/functions/_shared/subscriptions.ts';
import type { LocalCharge } from './local-events';
import { failedChargeEvent, localEventId, paidEvent } from './local-events';
import type { SavedCard } from './test-cards';

/** What the portal shows of the user's running local subscription. */
export interface PortalSubscription {
  plan: Plan;
  validUntil: string | null;
  cardLast4: string | null;
  cancelAtPeriodEnd: boolean;
  paymentFailed: boolean;
}

export interface PortalSession {
  id: string;
  returnUrl: string;
  /** Null when the user has no running premium subscription with the local provider. */
  subscription: PortalSubscription | null;
}

export type CardChange = 'gone' | 'saved' | 'paid' | 'declined';
export type PeriodEnd = 'gone' | 'renewed' | 'declined' | 'ended';

/** The subscription management of the local provider, where each change reaches the app as a provider event. */
export interface LocalPortal {
  findPortal(id: string): Promise<PortalSession | null>;
  /** Stops (true) or restarts (false) the renewal; false when the link is unknown or nothing runs. */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<boolean>;
  /** Keeps the card for renewals; after a failed renewal it also pays the outstanding period with it. */
  changeCard(id: string, card: SavedCard): Promise<CardChange>;
  /**
   * The test clock: acts as if the paid period were over, without waiting for it. A cancelled subscription
   * ends, any other renews on its card; a second failed charge in a row ends it too.
   */
  endPeriod(id: string): Promise<PeriodEnd>;
}

interface RunningSubscription {
  user_id: string;
  plan: Plan;
  valid_until: string | null;
  subscription_id: string | null;
  cancel_at_period_end: boolean;
  payment_failed: boolean;
  card_last4: string | null;
  card_charges_fail: boolean;
}

async function runningSubscription(
  tx: FunctionQueryable,
  portalId: string,
): Promise<RunningSubscription | null> {
  const { rows } = await tx.query<RunningSubscription>(
    `select portal.user_id::text, coalesce(card.plan, 'monthly') as plan,
            to_json(subscription.valid_until) #>> '{}' as valid_until,
            subscription.provider_subscription_id as subscription_id,
            subscription.cancel_at_period_end,
            subscription.payment_failed_at is not null as payment_failed,
            card.card_last4, coalesce(card.card_charges_fail, false) as card_charges_fail
       from quizcoop_checkout.portal_sessions as portal
       join public.user_subscriptions as subscription
         on subscription.user_id = portal.user_id and subscription.provider = 'local'
        and subscription.active and subscription.subscription_type <> 'free'
        and (subscription.valid_until is null or subscription.valid_until > now())
       left join quizcoop_checkout.subscriptions as card on card.user_id = portal.user_id
      where portal.id = $1 and portal.expires_at > now()
        for update of subscription`,
    [portalId],
  );
  return rows[0] ?? null;
}

function chargeOf(subscription: RunningSubscription, type: string): LocalCharge {
  return {
    eventId: localEventId(),
    type,
    userId: subscription.user_id,
    plan: subscription.plan,
    subscriptionId: subscription.subscription_id,
    amountCents: PLANS[subscription.plan].amountCents,
    currency: PLANS[subscription.plan].currency,
  };
}

export function createLocalPortal(db: FunctionDatabase): LocalPortal {
  return {
    async findPortal(id) {
      const { rows } = await db.query<{ return_url: string }>(
        'select return_url from quizcoop_checkout.portal_sessions where id = $1 and expires_at > now()',
        [id],
      );
      const portal = rows[0];
      if (!portal) return null;
      const running = await runningSubscription(db, id);
      return {
        id,
        returnUrl: portal.return_url,
        subscription: running && {
          plan: running.plan,
          validUntil: running.valid_until,
          cardLast4: running.card_last4,
          cancelAtPeriodEnd: running.cancel_at_period_end,
          paymentFailed: running.payment_failed,
        },
      };
    },

    setCancelAtPeriodEnd(id, cancel) {
      return db.transaction(async (tx) => {
        const running = await runningSubscription(tx, id);
        if (!running) return false;
        await recordPaymentEvent(tx, {
          kind: 'subscription.active',
          id: localEventId(),
          provider: 'local',
          type: 'customer.subscription.updated',
          userId: running.user_id,
          plan: running.plan,
          validUntil: running.valid_until === null ? null : new Date(running.valid_until),
          customerId: null,
          subscriptionId: running.subscription_id,
          amountCents: null,
          currency: null,
          cancelAtPeriodEnd: cancel,
          paymentIssue: running.payment_failed,
        });
        return true;
      });
    },

    changeCard(id, card) {
      return db.transaction(async (tx): Promise<CardChange> => {
        const running = await runningSubscription(tx, id);
        if (!running) return 'gone';
        await tx.query(
          `insert into quizcoop_checkout.subscriptions (user_id, plan, card_last4, card_charges_fail)
           values ($1, $2, $3, $4)
           on conflict (user_id) do update set card_last4 = excluded.card_last4,
             card_charges_fail = excluded.card_charges_fail, updated_at = now()`,
          [running.user_id, running.plan, card.last4, card.chargesFail],
        );
        if (!running.payment_failed) return 'saved';
        if (card.chargesFail) {
          await recordPaymentEvent(tx, failedChargeEvent(chargeOf(running, 'invoice.payment_failed')));
          return 'declined';
        }
        await recordPaymentEvent(tx, await paidEvent(tx, chargeOf(running, 'invoice.paid')));
        return 'paid';
      });
    },

    endPeriod(id) {
      return db.transaction(async (tx): Promise<PeriodEnd> => {
        const running = await runningSubscription(tx, id);
        if (!running) return 'gone';
        const declined = running.card_last4 === null || running.card_charges_fail;
        if (running.cancel_at_period_end || (declined && running.payment_failed)) {
          await recordPaymentEvent(tx, {
            kind: 'subscription.ended',
            id: localEventId(),
            provider: 'local',
            type: 'customer.subscription.deleted',
            userId: running.user_id,
            customerId: null,
            subscriptionId: running.subscription_id,
          });
          return 'ended';
        }
        if (declined) {
          await recordPaymentEvent(tx, failedChargeEvent(chargeOf(running, 'invoice.payment_failed')));
          return 'declined';
        }
        await recordPaymentEvent(tx, await paidEvent(tx, chargeOf(running, 'invoice.paid')));
        return 'renewed';
      });
    },
  };
}
