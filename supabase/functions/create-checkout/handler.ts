import { defineFunction, FunctionError, json, readJsonObject, requireUser } from '../_shared/http.ts';
import { isPlan } from '../_shared/plans.ts';
import { customerIdOf } from '../_shared/subscriptions.ts';

/** Starts paying for premium: `{plan: 'monthly' | 'yearly'}` → `{url}` of the provider's checkout page. */
export const handler = defineFunction(['POST'], async (request, context) => {
  const user = requireUser(context);
  if (user.isAnonymous) {
    throw new FunctionError(403, 'Create an account with your email before subscribing.');
  }
  const { plan = 'monthly' } = await readJsonObject(request);
  if (!isPlan(plan)) throw new FunctionError(400, 'plan must be "monthly" or "yearly".');
  const checkout = await context.payments.createCheckout({
    user,
    plan,
    successUrl: `${context.siteUrl}/checkout/success`,
    cancelUrl: `${context.siteUrl}/checkout/cancel`,
    customerId: await customerIdOf(context.db, user.id, context.payments.name),
  });
  return json(checkout);
});
