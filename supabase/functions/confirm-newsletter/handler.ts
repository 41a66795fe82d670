import { defineFunction, FunctionError, json, readJsonObject } from '../_shared/http.ts';
import { CONFIRMATION_HOURS } from '../_shared/newsletter.ts';

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * Confirms a newsletter sign-up from the emailed link's token (`{token}`, or `?token=` on GET). Confirming
 * twice is fine; an unknown or expired token is refused with a message saying what to do.
 */
export const handler = defineFunction(['POST', 'GET'], async (request, context) => {
  const token =
    request.method === 'GET'
      ? new URL(request.url).searchParams.get('token')
      : (await readJsonObject(request)).token;
  if (typeof token !== 'string' || !TOKEN.test(token)) {
    throw new FunctionError(
      400,
      'This confirmation link is not valid. Please sign up for the newsletter again.',
    );
  }
  const { rows } = await context.db.query<{ email: string; state: 'confirmed' | 'expired' | 'now' }>(
    `with subscriber as (
       select id, email, confirmed_at,
              confirmation_sent_at is null or confirmation_sent_at < now() - make_interval(hours => $2) as expired
         from public.newsletter_subscribers
        where confirmation_token = $1 and unsubscribed_at is null
     ), confirmed as (
       update public.newsletter_subscribers set confirmed_at = now()
        where id = (select id from subscriber where confirmed_at is null and not expired)
        returning id
     )
     select email,
            case when confirmed_at is not null then 'confirmed'
                 when exists (select 1 from confirmed) then 'now'
                 else 'expired' end as state
       from subscriber`,
    [token, CONFIRMATION_HOURS],
  );
  const subscriber = rows[0];
  if (!subscriber) {
    throw new FunctionError(
      404,
      'This confirmation link is not valid. Please sign up for the newsletter again.',
    );
  }
  if (subscriber.state === 'expired') {
    throw new FunctionError(
      410,
      'This confirmation link has expired. Please sign up for the newsletter again.',
    );
  }
  return json({
    confirmed: true,
    email: subscriber.email,
    alreadyConfirmed: subscriber.state === 'confirmed',
  });
});
