import { defineFunction, json, requireUser } from '../_shared/http.ts';
import { customerIdOf } from '../_shared/subscriptions.ts';

/** Where the caller manages or cancels their subscription: `{url}`, coming back to the profile page. */
export const handler = defineFunction(['POST'], async (_request, context) => {
  const user = requireUser(context);
  const portal = await context.payments.createPortal({
    user,
    returnUrl: `${context.siteUrl}/profile`,
    customerId: await customerIdOf(context.db, user.id, context.payments.name),
  });
  return json(portal);
});
