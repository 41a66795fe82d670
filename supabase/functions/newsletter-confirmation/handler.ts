import type { FunctionContext } from '../_shared/context.ts';
import { defineFunction, FunctionError, json, readJsonObject } from '../_shared/http.ts';
import { CONFIRMATION_HOURS, confirmationEmail, isNewsletterEmail } from '../_shared/newsletter.ts';

interface Subscriber {
  id: string;
  confirmation_token: string;
  waiting: boolean;
}

function isUniqueViolation(error: unknown): error is Error {
  return error instanceof Error && (error as { code?: unknown }).code === '23505';
}

// Links lead to the app that asked, when it is this site; any other origin could turn the email into phishing.
function confirmationLink(baseUrl: unknown, siteUrl: string, token: string): string {
  let base = siteUrl;
  if (typeof baseUrl === 'string') {
    try {
      if (new URL(baseUrl).origin === new URL(siteUrl).origin) base = baseUrl.replace(/\/+$/, '');
    } catch {
      // Not a URL: the site's own address is used.
    }
  }
  return `${base}/confirm-newsletter?token=${encodeURIComponent(token)}`;
}

async function subscribe(
  context: FunctionContext,
  email: string,
  ipAddress: string | null,
): Promise<Subscriber> {
  try {
    const { rows } = await context.db.query<Subscriber>(
      `insert into public.newsletter_subscribers (email, ip_address) values ($1, $2)
       returning id::text, confirmation_token, true as waiting`,
      [email, ipAddress],
    );
    return rows[0]!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone who unsubscribed, or never received or used a link that has now expired, may sign up again.
    const { rows } = await context.db.query<Subscriber>(
      `update public.newsletter_subscribers
          set confirmation_token = encode(extensions.gen_random_bytes(32), 'hex'), confirmation_sent_at = null,
              confirmed_at = null, unsubscribed_at = null, ip_address = $2
        where lower(email) = lower($1)
          and (unsubscribed_at is not null
               or (confirmed_at is null
                   and (confirmation_sent_at is null
                        or confirmation_sent_at < now() - make_interval(hours => $3))))
        returning id::text, confirmation_token, true as waiting`,
      [email, ipAddress, CONFIRMATION_HOURS],
    );
    if (rows[0]) return rows[0];
    // The wording the app recognises: 'This email is already in our subscription list. …'
    throw new FunctionError(409, error.message, '23505');
  }
}

/**
 * Newsletter sign-up with double opt-in: `{email, baseUrl, ipAddress}` stores the address unconfirmed and
 * emails a link to `<baseUrl>/confirm-newsletter?token=…`. An address already on the list is refused with
 * the database's unique-constraint message.
 */
export const handler = defineFunction(['POST'], async (request, context) => {
  const body = await readJsonObject(request);
  const email = typeof body.email === 'string' ? body.email.trim() : body.email;
  if (!isNewsletterEmail(email)) throw new FunctionError(400, 'Please enter a valid email address.');
  const ipAddress =
    typeof body.ipAddress === 'string' && body.ipAddress.trim() !== ''
      ? body.ipAddress.trim().slice(0, 64)
      : null;

  const subscriber = await subscribe(context, email, ipAddress);
  try {
    await context.mailer.send(
      confirmationEmail(
        email,
        confirmationLink(body.baseUrl, context.siteUrl, subscriber.confirmation_token),
      ),
    );
  } catch (error) {
    console.error('Newsletter confirmation email failed:', error);
    throw new FunctionError(502, 'The confirmation email could not be sent. Please try again later.');
  }
  await context.db.query(
    'update public.newsletter_subscribers set confirmation_sent_at = now() where id = $1::uuid',
    [subscriber.id],
  );
  return json({ success: true, message: 'Please check your email to confirm your subscription!' });
});
