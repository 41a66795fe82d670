import { randomBytes } from 'node:crypto';
import type {
  FunctionQueryable,
  PaymentEvent,
  Plan,
} from '../../../../../supabase/functions/_shared/context.ts';

const INTERVALS: Record<Plan, string> = { monthly: '1 month', yearly: '1 year' };

/** An id for an event of the local provider, unique as a Stripe event id is. */
export function localEventId(): string {
  return `evt_local_${randomBytes(18).toString('base64url')}`;
}

export interface LocalCharge {
  eventId: string;
  /** The provider's name for what happened, as recorded in public.payments. */
  type: string;
  userId: string;
  plan: Plan;
  subscriptionId: string | null;
  /** What is charged: the price a checkout showed, or the plan's price for a renewal. */
  amountCents: number;
  currency: string;
}

/** A paid period of the plan: a first payment, or a renewal that extends the current period. */
export async function paidEvent(tx: FunctionQueryable, charge: LocalCharge): Promise<PaymentEvent> {
  // Paying again while premium extends the current period instead of starting over.
  const { rows } = await tx.query<{ valid_until: string }>(
    `select to_json(greatest(now(), coalesce((
        select valid_until from public.user_subscriptions
         where user_id = $1 and active and subscription_type <> 'free' and valid_until > now()), now()))
       + $2::interval) #>> '{}' as valid_until`,
    [charge.userId, INTERVALS[charge.plan]],
  );
  return {
    kind: 'subscription.active',
    id: charge.eventId,
    provider: 'local',
    type: charge.type,
    userId: charge.userId,
    plan: charge.plan,
    validUntil: new Date(rows[0]!.valid_until),
    customerId: null,
    subscriptionId: charge.subscriptionId,
    amountCents: charge.amountCents,
    currency: charge.currency,
    cancelAtPeriodEnd: false,
    paymentIssue: false,
  };
}

/** A renewal charge the card declined. */
export function failedChargeEvent(charge: LocalCharge): PaymentEvent {
  return {
    kind: 'payment.failed',
    id: charge.eventId,
    provider: 'local',
    type: charge.type,
    userId: charge.userId,
    customerId: null,
    subscriptionId: charge.subscriptionId,
    amountCents: charge.amountCents,
    currency: charge.currency,
  };
}
