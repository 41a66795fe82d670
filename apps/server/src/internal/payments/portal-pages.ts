import { Hono } from 'hono';
import { formatPrice, PLANS } from '../../../../../supabase/functions/_shared/plans.ts';
import type { Clock } from '../clock';
import type { ServerEnv } from '../http/env';
import type { LocalPayments } from './local';
import type { PortalSession, PortalSubscription } from './local-portal';
import { escapeHtml, field, formatDate, originOf, page, PLAN_NAMES, readForm } from './pages-html';
import type { CardInput, CardOutcome } from './test-cards';
import { chargeTestCard, savedCardOf } from './test-cards';

/** What the page says after each action; the action redirects here with its key, so a reload repeats nothing. */
const DONE = {
  cancelled: 'Your subscription is cancelled. Premium stays until the end of the paid period.',
  resumed: 'Your subscription renews again.',
  saved: 'Your new card is saved.',
  paid: 'Your new card is saved and the outstanding payment went through.',
  renewed: 'The period ended and your subscription renewed.',
  ended: 'The period ended and your premium subscription is over.',
} as const;

const FAILED = {
  declined: 'The renewal payment failed: your card was declined. Change your card to pay it.',
} as const;

type Notice = keyof typeof DONE | keyof typeof FAILED;

function isNotice(value: string | undefined): value is Notice {
  return value !== undefined && (Object.hasOwn(DONE, value) || Object.hasOwn(FAILED, value));
}

function noticeHtml(notice: Notice | undefined): string {
  if (!notice) return '';
  if (notice in FAILED)
    return `<div class="error" role="alert"><p>${FAILED[notice as keyof typeof FAILED]}</p></div>`;
  return `<p class="status" role="status">${DONE[notice as keyof typeof DONE]}</p>`;
}

function stateOf(subscription: PortalSubscription): string {
  const until = subscription.validUntil ? escapeHtml(formatDate(subscription.validUntil)) : null;
  if (subscription.paymentFailed) return 'Payment failed';
  if (subscription.cancelAtPeriodEnd) return until ? `Ends on ${until}` : 'Ends at the end of the period';
  return until ? `Renews on ${until}` : 'Active';
}

function subscriptionHtml(
  portal: PortalSession,
  subscription: PortalSubscription,
  input: Partial<CardInput>,
  outcome: CardOutcome | null,
): string {
  const base = `/_checkout/portal/${encodeURIComponent(portal.id)}`;
  const cardError =
    outcome && !outcome.approved
      ? `<div class="error" role="alert" id="payment-error"><p>${escapeHtml(outcome.message)}</p></div>`
      : '';
  const renewal = subscription.cancelAtPeriodEnd
    ? `<form method="post" action="${base}/resume"><button type="submit">Resume subscription</button></form>`
    : `<form method="post" action="${base}/cancel"><button type="submit" class="danger">Cancel at period end</button></form>`;
  const paymentIssue = subscription.paymentFailed
    ? '<p class="note">The last renewal payment failed. Save a working card below to pay it.</p>'
    : '';
  return `<h2>Your plan</h2>
${paymentIssue}
<dl>
<div><dt>Plan</dt><dd>Premium, ${PLAN_NAMES[subscription.plan]} (${escapeHtml(formatPrice(PLANS[subscription.plan]))})</dd></div>
<div><dt>Status</dt><dd>${stateOf(subscription)}</dd></div>
<div><dt>Card</dt><dd>${subscription.cardLast4 ? `Ending in ${escapeHtml(subscription.cardLast4)}` : 'None saved'}</dd></div>
</dl>
${renewal}
<form method="post" action="${base}/card" novalidate>
<h2>Change card</h2>
<p class="note">Test cards: <strong>4242 4242 4242 4242</strong> pays; <strong>4000 0000 0000 0341</strong> is
saved, but its renewals are declined; <strong>4000 0000 0000 0002</strong> is refused.</p>
${cardError}
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', input, outcome)}
${field('expiry', 'Expiry date (MM / YY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="9"', input, outcome)}
${field('cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', input, outcome)}
<button type="submit">Save card</button>
</form>
<h2>Test clock</h2>
<p>Nothing renews by itself in this test provider. Skip ahead to see what happens when the paid period ends.</p>
<form method="post" action="${base}/end-period"><button type="submit">Skip to the end of the period</button></form>`;
}

function portalPage(
  portal: PortalSession,
  notice: Notice | undefined,
  input: Partial<CardInput> = {},
  outcome: CardOutcome | null = null,
): Response {
  const details = portal.subscription
    ? subscriptionHtml(portal, portal.subscription, input, outcome)
    : '<p>You have no active premium subscription.</p>';
  return page(
    'Your subscription',
    `<h1>Your Quiz Coop subscription</h1>
${noticeHtml(notice)}
${details}
<p><a href="${escapeHtml(portal.returnUrl)}">Return to Quiz Coop</a></p>`,
    outcome && !outcome.approved ? (outcome.field ? 400 : 402) : 200,
    [originOf(portal.returnUrl)],
  );
}

function expiredPortal(siteUrl: string): Response {
  return page(
    'Link expired',
    `<h1>This link has expired</h1>
<p>Open the subscription page again from your profile.</p>
<p><a href="${escapeHtml(`${siteUrl}/profile`)}">Go to your profile</a></p>`,
    404,
  );
}

export interface PortalPagesOptions {
  payments: LocalPayments;
  siteUrl: string;
  clock: Clock;
}

/**
 * /_checkout/portal/<session>: the local provider's subscription page. It shows the plan, cancels at the end of
 * the period or resumes, changes the card, and has a test clock that ends the period at once.
 */
export function createPortalPages({ payments, siteUrl, clock }: PortalPagesOptions): Hono<ServerEnv> {
  const pages = new Hono<ServerEnv>();
  const back = (id: string, notice?: Notice) =>
    `/_checkout/portal/${encodeURIComponent(id)}${notice ? `?done=${notice}` : ''}`;

  pages.get('/:id', async (c) => {
    const portal = await payments.findPortal(c.req.param('id'));
    if (!portal) return expiredPortal(siteUrl);
    const notice = c.req.query('done');
    return portalPage(portal, isNotice(notice) ? notice : undefined);
  });

  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    pages.post(`/:id/${action}`, async (c) => {
      const id = c.req.param('id');
      const changed = await payments.setCancelAtPeriodEnd(id, cancel);
      return c.redirect(back(id, changed ? (cancel ? 'cancelled' : 'resumed') : undefined), 303);
    });
  }

  pages.post('/:id/card', async (c) => {
    const id = c.req.param('id');
    const portal = await payments.findPortal(id);
    if (!portal) return expiredPortal(siteUrl);
    const input = (await readForm(c)) ?? {};
    const card = { number: input.number ?? '', expiry: input.expiry ?? '', cvc: input.cvc ?? '' };
    const outcome = chargeTestCard(card, clock(), 'save');
    if (!outcome.approved) return portalPage(portal, undefined, input, outcome);
    const change = await payments.changeCard(id, savedCardOf(card));
    return c.redirect(back(id, change === 'gone' ? undefined : change), 303);
  });

  pages.post('/:id/end-period', async (c) => {
    const id = c.req.param('id');
    const end = await payments.endPeriod(id);
    return c.redirect(back(id, end === 'gone' ? undefined : end), 303);
  });

  return pages;
}
