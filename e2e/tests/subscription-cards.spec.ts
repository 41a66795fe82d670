// The subscription check and the payment provider's page live behind the network, which a school cannot count
// on: these journeys make the network itself fail (page.route aborting the request) or stall (a route held
// unanswered, with Playwright's clock carrying the page past its patience) and leave our server untouched.
import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from '../support/accounts';
import type { Teacher } from '../support/accounts';
import { expectNoAxeViolations } from '../support/fixtures';
import { subscriptionSection } from '../support/profile';

const SUBSCRIPTION_CHECK = '**/functions/v1/check-subscription';
const CUSTOMER_PORTAL = '**/functions/v1/customer-portal';

/** As long as the profile waits for a check before it offers 'Taking Longer Than Expected'. */
const SUBSCRIPTION_CHECK_PATIENCE_MS = 15_000;

/** Signs in while every subscription check is routed as given, so no answer is cached for the profile. */
async function signInWithChecks(
  page: Page,
  teacher: Teacher,
  handler: (route: Route) => Promise<void> | void,
): Promise<void> {
  await page.route(SUBSCRIPTION_CHECK, handler);
  await signIn(page, teacher);
}

test('a subscription check that fails shows the sync error, and Try Again checks once more', async ({
  page,
  createTeacher,
}) => {
  await signInWithChecks(page, await createTeacher({ premium: true }), (route) => route.abort('failed'));
  await page.goto('/profile');

  const card = subscriptionSection(page).getByRole('region', { name: 'Subscription Sync Error' });
  // The check is tried a few times before the card says it failed.
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(
    "Your subscription status couldn't be synced. Refreshing usually fixes this.",
  );
  await expect(card.getByRole('button')).toHaveText(['Show Details', 'Refresh', 'Try Again', 'Get Help']);
  await expectNoAxeViolations(page);

  await page.unroute(SUBSCRIPTION_CHECK);
  await card.getByRole('button', { name: 'Try Again' }).click();
  await expect(card).toHaveCount(0);
  await expect(subscriptionSection(page).getByText('Premium', { exact: true })).toBeVisible();
});

test('a subscription check that stalls offers to continue without it, or to refresh', async ({
  page,
  createTeacher,
}) => {
  // Each check is held unanswered, as on a network that stalls, until the network is back: from then on checks
  // go through, while those already held stay stalled.
  const stalled: Route[] = [];
  let networkBack = false;
  await signInWithChecks(page, await createTeacher({ premium: true }), (route) =>
    networkBack ? route.continue() : void stalled.push(route),
  );
  await page.clock.install();
  await page.goto('/profile');

  const section = subscriptionSection(page);
  const card = section.getByRole('region', { name: 'Taking Longer Than Expected' });
  await expect(section.getByText('Checking your subscription')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.clock.fastForward(SUBSCRIPTION_CHECK_PATIENCE_MS);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Checking your subscription is taking longer than usual.');
  await expect(card.getByRole('button')).toHaveText(['Refresh', 'Continue Without Verification', 'Get Help']);
  await expectNoAxeViolations(page);

  // Without a verified plan the profile still opens, as the free plan it can vouch for.
  await card.getByRole('button', { name: 'Continue Without Verification' }).click();
  await expect(card).toHaveCount(0);
  await expect(section.getByText('Checking your subscription')).toHaveCount(0);
  await expect(section.getByText('Free', { exact: true })).toBeVisible();

  await page.reload();
  await expect(section.getByText('Checking your subscription')).toBeVisible();
  await page.clock.fastForward(SUBSCRIPTION_CHECK_PATIENCE_MS);
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  // The network is back: Refresh loads the page again, whose check goes through and verifies the plan.
  networkBack = true;
  await card.getByRole('button', { name: 'Refresh' }).click();
  await expect(section.getByText('Premium', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(stalled.length).toBeGreaterThan(0);
});

test('a payment page that cannot be opened shows the general error, and Try Again opens it', async ({
  page,
  createTeacher,
}) => {
  await signIn(page, await createTeacher({ premium: true }));
  await page.route(CUSTOMER_PORTAL, (route) => route.abort('failed'));
  await page.goto('/profile');

  const section = subscriptionSection(page);
  await section.getByRole('button', { name: 'Manage subscription' }).click();
  const card = section.getByRole('region', { name: 'Something Went Wrong' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('An unexpected error occurred while checking your subscription.');
  await expect(card.getByRole('button')).toHaveText([
    'Show Details',
    'Try Again',
    'Get Help',
    'Contact Support',
  ]);
  await expectNoAxeViolations(page);

  await page.unroute(CUSTOMER_PORTAL);
  await card.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/_checkout\/portal\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Quiz Coop subscription' })).toBeVisible();
});
