import type { FunctionDatabase, FunctionQueryable, PaymentEvent } from './context.ts';
import { PREMIUM_TIER } from './plans.ts';

/** What check-subscription answers: the shape the web app reads a subscription from. */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

/**
 * The caller's subscription as the app reads it. `subscribed` follows the paid, active record; the end date
 * travels with it, so the app can tell a lapsed subscription ('Your subscription has expired…') from none.
 */
export async function subscriptionStatus(db: FunctionQueryable, userId: string): Promise<SubscriptionStatus> {
  const { rows } = await db.query<{ subscribed: boolean; tier: string; valid_until: string | null }>(
    `select active and subscription_type <> 'free' as subscribed, subscription_type as tier,
            to_json(valid_until) #>> '{}' as valid_until
       from public.user_subscriptions where user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row?.subscribed) return { subscribed: false, subscription_tier: null, subscription_end: null };
  return {
    subscribed: true,
    subscription_tier: row.tier,
    subscription_end: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
  };
}

/** The provider's customer id kept from the user's last subscription with that provider, if any. */
export async function customerIdOf(
  db: FunctionQueryable,
  userId: string,
  provider: string,
): Promise<string | null> {
  const { rows } = await db.query<{ customer: string | null }>(
    `select provider_customer_id as customer from public.user_subscriptions where user_id = $1 and provider = $2`,
    [userId, provider],
  );
  return rows[0]?.customer ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A provider's metadata is data from outside: an id that is no user id is recorded, never acted on.
function eventUserId(event: PaymentEvent): string | null {
  const userId = event.kind === 'ignored' ? null : event.userId;
  return userId && UUID.test(userId) ? userId : null;
}

function statusOf(event: PaymentEvent): string {
  switch (event.kind) {
    case 'subscription.active':
      return 'active';
    case 'subscription.ended':
      return 'ended';
    case 'payment.failed':
      return 'failed';
    case 'ignored':
      return 'ignored';
  }
}

async function applyToSubscription(
  tx: FunctionQueryable,
  event: PaymentEvent,
  userId: string,
): Promise<void> {
  if (event.kind === 'subscription.active') {
    // A renewal or change of the user's current subscription, or a new checkout that replaces whatever was there.
    // A payment issue keeps the time of the first failure, so the app can tell how long it has lasted.
    await tx.query(
      `insert into public.user_subscriptions
         (user_id, active, subscription_type, valid_until, provider, provider_customer_id, provider_subscription_id,
          cancel_at_period_end, payment_failed_at)
       select id, true, $2::text, $3::timestamptz, $4::text, $5::text, $6::text, $7::boolean,
              case when $8::boolean then now() end
         from auth.users where id = $1::uuid
       on conflict (user_id) do update set
         active = true,
         subscription_type = excluded.subscription_type,
         valid_until = excluded.valid_until,
         provider = excluded.provider,
         provider_customer_id = coalesce(excluded.provider_customer_id, user_subscriptions.provider_customer_id),
         provider_subscription_id = excluded.provider_subscription_id,
         cancel_at_period_end = excluded.cancel_at_period_end,
         payment_failed_at = case when $8::boolean
                                  then coalesce(user_subscriptions.payment_failed_at, now()) end`,
      [
        userId,
        PREMIUM_TIER,
        event.validUntil?.toISOString() ?? null,
        event.provider,
        event.customerId,
        event.subscriptionId,
        event.cancelAtPeriodEnd,
        event.paymentIssue,
      ],
    );
  } else if (event.kind === 'subscription.ended') {
    // Only the subscription the event names ends: a late event about an older one leaves a newer one alone.
    await tx.query(
      `update public.user_subscriptions
          set active = false, valid_until = least(coalesce(valid_until, now()), now())
        where user_id = $1 and provider = $2
          and ($3::text is null or provider_subscription_id is null or provider_subscription_id = $3)`,
      [userId, event.provider, event.subscriptionId],
    );
  } else if (event.kind === 'payment.failed') {
    await tx.query(
      `update public.user_subscriptions set payment_failed_at = coalesce(payment_failed_at, now())
        where user_id = $1 and provider = $2 and active`,
      [userId, event.provider],
    );
  }
}

/**
 * Records a provider event once and applies it to the user's subscription, inside the caller's transaction.
 * The unique (provider, provider_event_id) of public.payments makes a replay a no-op: `duplicate` says so.
 */
export async function recordPaymentEvent(
  tx: FunctionQueryable,
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  let userId = eventUserId(event);
  if (!userId && event.kind === 'payment.failed' && event.customerId) {
    const { rows } = await tx.query<{ user_id: string }>(
      'select user_id::text from public.user_subscriptions where provider = $1 and provider_customer_id = $2',
      [event.provider, event.customerId],
    );
    userId = rows[0]?.user_id ?? null;
  }
  const amount = 'amountCents' in event ? event.amountCents : null;
  const currency = 'currency' in event ? event.currency : null;
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.payments
       (provider, provider_event_id, event_type, user_id, amount_cents, currency, status, payload)
     values ($1, $2, $3, (select id from auth.users where id = $4::uuid), $5, $6, $7, $8::jsonb)
     on conflict (provider, provider_event_id) do nothing
     returning id::text`,
    [
      event.provider,
      event.id,
      event.type.slice(0, 100),
      userId,
      amount,
      currency,
      statusOf(event),
      JSON.stringify(event),
    ],
  );
  if (rows.length === 0) return { duplicate: true };
  if (userId) await applyToSubscription(tx, event, userId);
  return { duplicate: false };
}

/** recordPaymentEvent in a transaction of its own: the event and its effect commit together or not at all. */
export function applyPaymentEvent(
  db: FunctionDatabase,
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  return db.transaction((tx) => recordPaymentEvent(tx, event));
}
