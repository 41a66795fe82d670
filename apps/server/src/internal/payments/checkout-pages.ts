import { Hono } from 'hono';
import { formatPrice, PLANS } from '../../../../../supabase/functions/_shared/plans.ts';
import type { Clock } from '../clock';
import type { CheckoutSession, LocalPayments } from './local';
import type { CardField, CardInput, CardOutcome } from './test-cards';
import { chargeTestCard } from './test-cards';
import type { RouteContext, ServerEnv } from '../http/env';

const MAX_FORM_BYTES = 8 * 1024;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1d1d1d; background: #f6f4ee; }
  body { margin: 0; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.125rem; }
  .note { background: #fff6dc; border-left: 4px solid #fcbb1c; padding: 0.75rem; }
  dl div { display: flex; justify-content: space-between; gap: 1rem; border-bottom: 1px solid #ddd; padding: 0.25rem 0; }
  dt { font-weight: 600; } dd { margin: 0; }
  .field { display: flex; flex-direction: column; margin-bottom: 1rem; }
  label { font-weight: 600; margin-bottom: 0.25rem; }
  input { font: inherit; padding: 0.5rem; border: 2px solid #6b6b6b; border-radius: 0.375rem; }
  input[aria-invalid='true'] { border-color: #b00238; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border: 0; border-radius: 0.375rem;
    background: #557b1f; color: #fff; cursor: pointer; }
  button.danger { background: #b00238; }
  :focus-visible { outline: 3px solid #186da8; outline-offset: 2px; }
  .error { color: #b00238; border: 2px solid #b00238; border-radius: 0.375rem; padding: 0.5rem 0.75rem; }
  .status { color: #3d5a14; font-weight: 600; }
  a { color: #186da8; }
`;

function page(title: string, body: string, status = 200, formTargets: string[] = []): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Quiz Coop</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      // The form may only post here and be redirected to the app.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

const PLAN_NAMES = { monthly: 'Monthly', yearly: 'Yearly' } as const;

function field(
  name: CardField,
  label: string,
  attributes: string,
  input: Partial<CardInput>,
  outcome: CardOutcome | null,
): string {
  const invalid =
    outcome && !outcome.approved && (outcome.field === name || (outcome.field === null && name === 'number'));
  return `<div class="field">
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="text" ${attributes} required value="${escapeHtml(input[name] ?? '')}"${
    invalid ? ' aria-invalid="true" aria-describedby="payment-error" autofocus' : ''
  }>
</div>`;
}

function checkoutPage(
  session: CheckoutSession,
  input: Partial<CardInput> = {},
  outcome: CardOutcome | null = null,
) {
  const offer = PLANS[session.plan];
  const price = `$${(session.amountCents / 100).toFixed(2)}`;
  const error =
    outcome && !outcome.approved
      ? `<div class="error" role="alert" id="payment-error"><p>${escapeHtml(outcome.message)}</p></div>`
      : '';
  return page(
    'Checkout',
    `<h1>Quiz Coop Premium</h1>
<p class="note">This is Quiz Coop's own test checkout: no real card is charged. Pay with the test card
<strong>4242 4242 4242 4242</strong>, any future expiry date and any three-digit security code.
The card <strong>4000 0000 0000 0002</strong> is declined.</p>
<h2>Your order</h2>
<dl>
<div><dt>Plan</dt><dd>${PLAN_NAMES[session.plan]}</dd></div>
<div><dt>Price</dt><dd>${escapeHtml(formatPrice(offer))}</dd></div>
${session.email ? `<div><dt>Account</dt><dd>${escapeHtml(session.email)}</dd></div>` : ''}
</dl>
<form method="post" novalidate>
<h2>Payment details</h2>
${error}
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', input, outcome)}
${field('expiry', 'Expiry date (MM / YY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="9"', input, outcome)}
${field('cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', input, outcome)}
<button type="submit">Pay ${price}</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and return to Quiz Coop</a></p>`,
    outcome && !outcome.approved ? (outcome.field ? 400 : 402) : 200,
    [originOf(session.successUrl), originOf(session.cancelUrl)],
  );
}

function goneCheckout(siteUrl: string): Response {
  return page(
    'Checkout not found',
    `<h1>This checkout has expired</h1>
<p>This checkout link is no longer valid or does not exist. Nothing was charged.</p>
<p><a href="${escapeHtml(`${siteUrl}/pricing`)}">Choose a plan again</a></p>`,
    404,
  );
}

function paidCheckout(session: CheckoutSession): Response {
  return page(
    'Already paid',
    `<h1>This checkout is already paid</h1>
<p>Your Quiz Coop Premium subscription is active.</p>
<p><a href="${escapeHtml(session.successUrl)}">Continue to Quiz Coop</a></p>`,
  );
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

async function readForm(c: RouteContext): Promise<Partial<CardInput> | null> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) return null;
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) return null;
  const form = new URLSearchParams(text);
  return { number: form.get('number') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' };
}

export interface CheckoutPagesOptions {
  payments: LocalPayments;
  siteUrl: string;
  clock: Clock;
}

/**
 * /_checkout: the local provider's pages. `/<session>` is the checkout (plan, price, card form) and
 * `/portal/<session>` manages the subscription. Plain HTML forms, labelled and usable from the keyboard.
 */
export function createCheckoutPages({ payments, siteUrl, clock }: CheckoutPagesOptions): Hono<ServerEnv> {
  const pages = new Hono<ServerEnv>();

  pages.get('/portal/:id', async (c) => {
    const portal = await payments.findPortal(c.req.param('id'));
    if (!portal) {
      return page(
        'Link expired',
        `<h1>This link has expired</h1>
<p>Open the subscription page again from your profile.</p>
<p><a href="${escapeHtml(`${siteUrl}/profile`)}">Go to your profile</a></p>`,
        404,
      );
    }
    const cancelled = c.req.query('cancelled') !== undefined;
    const status = cancelled
      ? '<p class="status" role="status">Your premium subscription is cancelled.</p>'
      : '';
    const subscription = portal.subscription;
    const details = subscription?.active
      ? `<p>Premium is active${subscription.validUntil ? ` until ${escapeHtml(formatDate(subscription.validUntil))}` : ''}.</p>
<p class="note">Test subscriptions do not renew by themselves. Cancelling ends premium at once.</p>
<form method="post"><button type="submit" class="danger">Cancel premium now</button></form>`
      : '<p>You have no active premium subscription.</p>';
    return page(
      'Your subscription',
      `<h1>Your Quiz Coop subscription</h1>
${status}
${details}
<p><a href="${escapeHtml(portal.returnUrl)}">Return to Quiz Coop</a></p>`,
    );
  });

  pages.post('/portal/:id', async (c) => {
    const id = c.req.param('id');
    if (!(await payments.cancelFromPortal(id)))
      return c.redirect(`/_checkout/portal/${encodeURIComponent(id)}`, 303);
    return c.redirect(`/_checkout/portal/${encodeURIComponent(id)}?cancelled`, 303);
  });

  pages.get('/:id', async (c) => {
    const session = await payments.findCheckout(c.req.param('id'));
    if (!session || session.status === 'expired') return goneCheckout(siteUrl);
    if (session.status === 'complete') return paidCheckout(session);
    return checkoutPage(session);
  });

  pages.post('/:id', async (c) => {
    const session = await payments.findCheckout(c.req.param('id'));
    if (!session || session.status === 'expired') return goneCheckout(siteUrl);
    if (session.status === 'complete') return c.redirect(session.successUrl, 303);
    const input = await readForm(c);
    if (!input)
      return checkoutPage(
        session,
        {},
        { approved: false, field: 'number', message: 'The form is too large.' },
      );
    const outcome = chargeTestCard(
      { number: input.number ?? '', expiry: input.expiry ?? '', cvc: input.cvc ?? '' },
      clock(),
    );
    if (!outcome.approved) return checkoutPage(session, input, outcome);
    const completion = await payments.completeCheckout(session.id);
    if (completion.outcome === 'gone') return goneCheckout(siteUrl);
    return c.redirect(completion.successUrl, 303);
  });

  return pages;
}
