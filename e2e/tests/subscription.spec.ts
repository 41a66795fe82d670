import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/accounts';
import { expectNoAxeViolations } from '../support/fixtures';
import { subscriptionSection } from '../support/profile';

async function enterCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 40');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** Signs in, pays for the monthly plan with the card that works and lands on the profile. */
async function upgrade(page: Page, teacher: Parameters<typeof signIn>[1]): Promise<void> {
  await signIn(page, teacher);
  await page.goto('/pricing');
  const upgradeMonthly = page.getByRole('button', { name: 'Upgrade to Premium Monthly' });
  // A click before the prerendered page has come alive does nothing, and opening the checkout takes a call to
  // the server: click again only while still on the page with the button ready.
  await expect(async () => {
    if (!page.url().includes('/_checkout/')) await upgradeMonthly.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/_checkout\//, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Welcome to Quiz Coop Premium!')).toBeVisible();
  await page.goto('/profile');
  await expect(subscriptionSection(page).getByText('Premium', { exact: true })).toBeVisible();
}

async function openPortal(page: Page): Promise<void> {
  await subscriptionSection(page).getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/_checkout\/portal\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Quiz Coop subscription' })).toBeVisible();
}

async function returnToProfile(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Return to Quiz Coop' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('a teacher cancels premium from the profile and is free once the period ends', async ({
  page,
  createTeacher,
}) => {
  await upgrade(page, await createTeacher());
  await expectNoAxeViolations(page);

  await openPortal(page);
  await expect(page.getByText('Premium, Monthly ($4.99 per month)')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your subscription is cancelled. Premium stays until the end of the paid period.',
  );
  await returnToProfile(page);
  await expect(
    subscriptionSection(page).getByText(/Your subscription is cancelled and will not renew\./),
  ).toBeVisible();
  await expect(subscriptionSection(page).getByText('Premium', { exact: true })).toBeVisible();

  await openPortal(page);
  await page.getByRole('button', { name: 'Skip to the end of the period' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The period ended and your premium subscription is over.',
  );
  await returnToProfile(page);
  await expect(subscriptionSection(page).getByText('Free', { exact: true })).toBeVisible();
  await expect(subscriptionSection(page).getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
});

test('a renewal on a failing card shows the payment issue, and Update Payment puts it right', async ({
  page,
  createTeacher,
}) => {
  await upgrade(page, await createTeacher());

  await openPortal(page);
  await enterCard(page, '4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status')).toHaveText('Your new card is saved.');
  await page.getByRole('button', { name: 'Skip to the end of the period' }).click();
  await expect(page.getByRole('alert')).toContainText('The renewal payment failed: your card was declined.');
  await returnToProfile(page);

  const issue = subscriptionSection(page).getByRole('region', { name: 'Payment Issue' });
  await expect(issue).toBeVisible();
  await expectNoAxeViolations(page);

  // Away from the profile the problem follows the teacher, with the way back to the profile to put it right. The
  // app's notices wait until the first screen has settled (idle, five seconds on and no file arriving for three).
  await page.goto('/library');
  const notice = page.getByRole('region', { name: 'Payment Issue' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Update your payment details to keep premium features.');
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Update Payment' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(issue).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Issue' })).toHaveCount(1);

  await issue.getByRole('button', { name: 'Update Payment' }).click();
  await expect(page).toHaveURL(/\/_checkout\/portal\//);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your new card is saved and the outstanding payment went through.',
  );
  await returnToProfile(page);
  await expect(subscriptionSection(page).getByText('Premium', { exact: true })).toBeVisible();
  await expect(issue).toHaveCount(0);
});
