import { defineFunction, json, requireUser } from '../_shared/http.ts';
import { subscriptionStatus } from '../_shared/subscriptions.ts';

/** The caller's subscription: `{subscribed, subscription_tier, subscription_end}`. */
export const handler = defineFunction(['POST', 'GET'], async (_request, context) =>
  json(await subscriptionStatus(context.db, requireUser(context).id)),
);
