import { Hono } from 'hono';
import { formatPrice, PLANS } from '../../../../../supabase/functions/_shared/plans.ts';
import type { Clock } from '../clock';
import type { CheckoutSession, LocalPayments } from './local';
import type { CardInput, CardOutcome } from './test-cards';
import { chargeTestCard, savedCardOf } from './test-cards';
import type { ServerEnv } from '../http/env';
import { escapeHtml, field, originOf, page, PLAN_NAMES, readForm } from './pages-html';
import { createPortalPages } from './portal-pages';

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
The cards <strong>4000 0000 0000 0002</strong> and <strong>4000 0000 0000 0341</strong> are declined.</p>
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

  pages.route('/portal', createPortalPages({ payments, siteUrl, clock }));

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
    const card = { number: input.number ?? '', expiry: input.expiry ?? '', cvc: input.cvc ?? '' };
    const outcome = chargeTestCard(card, clock());
    if (!outcome.approved) return checkoutPage(session, input, outcome);
    const completion = await payments.completeCheckout(session.id, savedCardOf(card));
    if (completion.outcome === 'gone') return goneCheckout(siteUrl);
    return c.redirect(completion.successUrl, 303);
  });

  return pages;
}
