import { WebhookSignatureError } from '../_shared/context.ts';
import { defineFunction, errorResponse, json } from '../_shared/http.ts';
import { applyPaymentEvent } from '../_shared/subscriptions.ts';

/**
 * The payment provider's events. The signature is checked on the raw body, byte for byte as it arrived;
 * each event is recorded and applied once, so a redelivery answers 200 without acting twice.
 */
export const handler = defineFunction(['POST'], async (request, context) => {
  const rawBody = await request.text();
  let event;
  try {
    event = await context.payments.parseWebhook(rawBody, request.headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return errorResponse(400, error.message);
    throw error;
  }
  const { duplicate } = await applyPaymentEvent(context.db, event);
  return json({ received: true, duplicate });
});
